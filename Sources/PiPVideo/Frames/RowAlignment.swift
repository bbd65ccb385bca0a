/// How rows are laid out when the suite allocates a plane.
public enum RowAlignment: Hashable, Sendable {
    /// Bytes per row equals the row's bytes (WebRTC's I420Buffer default).
    case tight
    /// Bytes per row rounded up to a multiple of `n` bytes (CVPixelBuffer pads rows to 64 bytes).
    case multiple(of: Int)
    /// Bytes per row is the row's bytes plus `n` extra bytes (arbitrary padding, for tests).
    case padded(by: Int)

    /// The CVPixelBuffer-like default: rows padded to a multiple of 64 bytes.
    public static let pixelBuffer = RowAlignment.multiple(of: 64)

    /// Bytes per row for a row of `rowBytes` bytes.
    public func bytesPerRow(forRowBytes rowBytes: Int) -> Int {
        switch self {
        case .tight: return rowBytes
        case let .multiple(n): return n > 0 ? (rowBytes + n - 1) / n * n : rowBytes
        case let .padded(n): return rowBytes + max(n, 0)
        }
    }
}
