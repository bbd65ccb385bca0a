/// A frame the operations read or write: planes with a picture size, allocatable in a given row
/// layout. `I420Frame`, `NV12Frame` and `BGRAFrame` conform, so generic code (verification, frame
/// rings, tests) handles every format alike.
public protocol VideoFrame: Sendable {
    /// Width and height of the picture.
    var size: FrameSize { get }
    /// The planes, in memory order.
    var planes: PlaneList { get }
    /// Bytes of samples of a frame of `size` in this format, padding excluded (what an operation
    /// reads or writes per frame).
    static func sampleByteCount(of size: FrameSize) -> Int
    /// Allocates a zeroed frame on the heap, its planes in one allocation, rows laid out as
    /// `rowAlignment` says; `name` prefixes the plane names in error messages.
    /// - Throws: `FrameError` for a size that is not positive or too large, or memory that cannot be had.
    init(allocating size: FrameSize, rowAlignment: RowAlignment, name: String) throws
}

extension VideoFrame {
    /// The storage every plane of the frame lives in (frames the suite allocates use one).
    public var storage: AlignedStorage { planes[0].storage }
}

extension I420Frame: VideoFrame {
    public static func sampleByteCount(of size: FrameSize) -> Int { size.yuv420ByteCount }

    public init(allocating size: FrameSize, rowAlignment: RowAlignment, name: String) throws {
        self = try I420Frame.allocate(size: size, rowAlignment: rowAlignment, name: name)
    }
}

extension NV12Frame: VideoFrame {
    public static func sampleByteCount(of size: FrameSize) -> Int { size.yuv420ByteCount }

    public init(allocating size: FrameSize, rowAlignment: RowAlignment, name: String) throws {
        self = try NV12Frame.allocate(size: size, rowAlignment: rowAlignment, name: name)
    }
}

extension BGRAFrame: VideoFrame {
    public static func sampleByteCount(of size: FrameSize) -> Int { 4 * size.pixelCount }

    public init(allocating size: FrameSize, rowAlignment: RowAlignment, name: String) throws {
        self = try BGRAFrame.allocate(size: size, rowAlignment: rowAlignment, name: name)
    }
}
