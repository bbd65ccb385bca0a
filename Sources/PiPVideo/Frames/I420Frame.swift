/// A planar 4:2:0 frame, as WebRTC's software decoders deliver it (RTCI420Buffer): a full-size Y
/// plane and quarter-size U and V planes of (w+1)/2 x (h+1)/2 samples.
public struct I420Frame: Sendable {
    public let y: Plane
    public let u: Plane
    public let v: Plane

    /// Assembles a frame from planes.
    /// - Throws: `FrameError.wrongSampleSize` unless every plane has 1-byte samples, and
    ///   `FrameError.planeSizeMismatch` unless U and V are (w+1)/2 x (h+1)/2 of Y's w x h.
    public init(y: Plane, u: Plane, v: Plane) throws {
        for plane in [y, u, v] where plane.bytesPerSample != 1 {
            throw FrameError.wrongSampleSize(plane: plane.name, expected: 1, actual: plane.bytesPerSample)
        }
        let chroma = y.size.chroma
        for plane in [u, v] where plane.size != chroma {
            throw FrameError.planeSizeMismatch(plane: plane.name, expected: chroma, actual: plane.size)
        }
        self.y = y
        self.u = u
        self.v = v
    }

    /// Allocates a zeroed frame whose three planes share one 64-byte aligned allocation, each plane
    /// starting on a 64-byte boundary (as WebRTC's I420Buffer does).
    /// - Parameters:
    ///   - name: prefix of the plane names in error messages, for example "source".
    /// - Throws: `FrameError` for a size that is not positive or too large.
    public static func allocate(size: FrameSize, rowAlignment: RowAlignment = .tight, name: String = "I420") throws -> I420Frame {
        let layout = try FrameLayout(size: size, planes: [
            (name + " Y", size, 1), (name + " U", size.chroma, 1), (name + " V", size.chroma, 1),
        ], rowAlignment: rowAlignment)
        let planes = try layout.makePlanes()
        return try I420Frame(y: planes[0], u: planes[1], v: planes[2])
    }

    /// Width and height of the picture (of the Y plane).
    public var size: FrameSize { y.size }
    /// The planes in memory order Y, U, V.
    public var planes: PlaneList { PlaneList(y, u, v) }
    /// Bytes of samples, padding excluded (what a conversion reads).
    public var sampleByteCount: Int { planes.reduce(0) { $0 + $1.rowBytes * $1.height } }
}
