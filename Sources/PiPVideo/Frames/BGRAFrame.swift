/// A packed 32-bit frame in kCVPixelFormatType_32BGRA order: one plane of `width` pixels per row,
/// each 4 bytes B, G, R, A in memory (what the legacy upstream path and seed 003 display).
public struct BGRAFrame: Sendable {
    /// The pixels: `width` samples of 4 bytes per row.
    public let pixels: Plane

    /// Wraps a plane of 4-byte samples.
    /// - Throws: `FrameError.wrongSampleSize` unless the plane has 4-byte samples.
    public init(pixels: Plane) throws {
        guard pixels.bytesPerSample == 4 else {
            throw FrameError.wrongSampleSize(plane: pixels.name, expected: 4, actual: pixels.bytesPerSample)
        }
        self.pixels = pixels
    }

    /// Allocates a zeroed frame, rows padded as `rowAlignment` says (CVPixelBuffer: 64 bytes).
    /// - Throws: `FrameError` for a size that is not positive or too large, or memory that cannot be had.
    public static func allocate(
        size: FrameSize, rowAlignment: RowAlignment = .pixelBuffer, name: String = "BGRA",
        backing: AlignedStorage.Backing = .heap
    ) throws -> BGRAFrame {
        let layout = try FrameLayout(size: size, planes: [(name, size, 4)], rowAlignment: rowAlignment, backing: backing)
        return try BGRAFrame(pixels: layout.makePlanes()[0])
    }

    /// Width and height in pixels.
    public var size: FrameSize { pixels.size }
    /// The single plane, as a list for code that handles every frame type alike.
    public var planes: PlaneList { PlaneList(pixels) }
    /// Bytes of pixels, padding excluded (what a conversion writes).
    public var sampleByteCount: Int { pixels.rowBytes * pixels.height }
}
