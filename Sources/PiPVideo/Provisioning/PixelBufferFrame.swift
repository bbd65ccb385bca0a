/// A frame type that CVPixelBuffer models (fresh buffers, pools) can hold.
public protocol PixelBufferFrame: Sendable {
    /// Short name of the pixel format, for example "NV12".
    static var formatName: String { get }
    /// Creates a buffer of `size` laid out as CoreVideo lays it out. Its memory is fresh pages from
    /// the kernel, as an IOSurface-backed CVPixelBuffer's is: they fault in on first touch.
    /// - Throws: `FrameError` for an impossible size or when memory cannot be had.
    static func makePixelBuffer(size: FrameSize) throws -> Self
    /// The picture's size.
    var size: FrameSize { get }
    /// The planes, in memory order.
    var planes: PlaneList { get }
}

extension NV12Frame: PixelBufferFrame {
    public static var formatName: String { "NV12" }

    public static func makePixelBuffer(size: FrameSize) throws -> NV12Frame {
        try NV12Frame.allocate(size: size, rowAlignment: .pixelBuffer, name: "pixel buffer", backing: .freshPages)
    }
}

extension BGRAFrame: PixelBufferFrame {
    public static var formatName: String { "BGRA" }

    public static func makePixelBuffer(size: FrameSize) throws -> BGRAFrame {
        try BGRAFrame.allocate(size: size, rowAlignment: .pixelBuffer, name: "pixel buffer", backing: .freshPages)
    }
}
