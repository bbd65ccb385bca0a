/// One plane of a reference output: the value every sample of a strategy's output is held
/// against, row by row, channels interleaved. Exact references (conversions, rotations) hold bytes;
/// area averages hold real values, unrounded.
public struct ReferencePlane: Sendable, Equatable {
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Values per pixel (1 for Y, U, V; 2 for CbCr; 4 for BGRA).
    public let channels: Int
    let storage: Storage

    enum Storage: Sendable, Equatable {
        case bytes([UInt8])
        case values([Double])
    }

    /// A plane of real values: width x height x channels of them.
    public init(width: Int, height: Int, channels: Int, values: [Double]) {
        precondition(values.count == width * height * channels, "reference plane of \(width)x\(height)x\(channels) given \(values.count) values")
        self.width = width
        self.height = height
        self.channels = channels
        storage = .values(values)
    }

    /// The samples of `plane`, exactly (padding excluded).
    public init(_ plane: Plane) {
        width = plane.width
        height = plane.height
        channels = plane.bytesPerSample
        storage = .bytes(plane.samples())
    }

    /// Number of values: width x height x channels.
    public var count: Int { width * height * channels }

    /// Value number `index` (row by row, channels interleaved).
    @inline(__always)
    public subscript(index: Int) -> Double {
        switch storage {
        case let .bytes(bytes): return Double(bytes[index])
        case let .values(values): return values[index]
        }
    }

    /// The value of `channel` at pixel (x, y).
    public func value(x: Int, y: Int, channel: Int = 0) -> Double { self[(y * width + x) * channels + channel] }

    /// Every value, in order.
    public var values: [Double] {
        switch storage {
        case let .bytes(bytes): return bytes.map(Double.init)
        case let .values(values): return values
        }
    }

    /// The values rounded half up to 8 bits, in the same order.
    public var roundedBytes: [UInt8] {
        switch storage {
        case let .bytes(bytes): return bytes
        case let .values(values): return values.map { UInt8(min(255, max(0, ($0 + 0.5).rounded(.down)))) }
        }
    }

    /// The plane's size in pixels.
    public var size: FrameSize { FrameSize(width: width, height: height) }
}
