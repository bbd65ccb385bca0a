/// A bi-planar 4:2:0 frame, the layout of kCVPixelFormatType_420YpCbCr8BiPlanarFullRange that iOS
/// PiP displays: a full-size Y plane and one plane of (w+1)/2 interleaved Cb,Cr pairs per row,
/// (h+1)/2 rows.
public struct NV12Frame: Sendable {
    public let y: Plane
    /// Interleaved chroma: `width` is the number of Cb,Cr pairs per row, 2 bytes per sample.
    public let cbcr: Plane

    /// Assembles a frame from planes.
    /// - Throws: `FrameError.wrongSampleSize` unless Y has 1-byte and CbCr 2-byte samples, and
    ///   `FrameError.planeSizeMismatch` unless CbCr is (w+1)/2 x (h+1)/2 pairs of Y's w x h.
    public init(y: Plane, cbcr: Plane) throws {
        guard y.bytesPerSample == 1 else { throw FrameError.wrongSampleSize(plane: y.name, expected: 1, actual: y.bytesPerSample) }
        guard cbcr.bytesPerSample == 2 else {
            throw FrameError.wrongSampleSize(plane: cbcr.name, expected: 2, actual: cbcr.bytesPerSample)
        }
        guard cbcr.size == y.size.chroma else {
            throw FrameError.planeSizeMismatch(plane: cbcr.name, expected: y.size.chroma, actual: cbcr.size)
        }
        self.y = y
        self.cbcr = cbcr
    }

    /// Allocates a zeroed frame whose planes share one 64-byte aligned allocation (as an IOSurface
    /// backed CVPixelBuffer does), rows padded as `rowAlignment` says (CVPixelBuffer: 64 bytes).
    /// - Throws: `FrameError` for a size that is not positive or too large, or memory that cannot be had.
    public static func allocate(
        size: FrameSize, rowAlignment: RowAlignment = .pixelBuffer, name: String = "NV12",
        backing: AlignedStorage.Backing = .heap
    ) throws -> NV12Frame {
        let layout = try FrameLayout(size: size, planes: [
            (name + " Y", size, 1), (name + " CbCr", size.chroma, 2),
        ], rowAlignment: rowAlignment, backing: backing)
        let planes = try layout.makePlanes()
        return try NV12Frame(y: planes[0], cbcr: planes[1])
    }

    /// Width and height of the picture (of the Y plane).
    public var size: FrameSize { y.size }
    /// The planes in memory order Y, CbCr.
    public var planes: PlaneList { PlaneList(y, cbcr) }
    /// Bytes of samples, padding excluded (what a conversion writes).
    public var sampleByteCount: Int { planes.reduce(0) { $0 + $1.rowBytes * $1.height } }
}
