import PiPVideo

/// A frame format the suite fills source rings with.
public protocol SourceFrame: VideoFrame {
    /// Frame `index` of a ring of pseudo-random frames of `size` (every byte, padding included).
    static func noise(size: FrameSize, index: Int, rowAlignment: RowAlignment) throws -> Self
    /// The picture `i420` (the suite's pictures are made as I420) in this format.
    static func picture(from i420: I420Frame, rowAlignment: RowAlignment) throws -> Self
}

/// The seed of frame `index` of a noise ring of `size`, after `base` (distinct per format).
private func noiseSeed(base: UInt64, size: FrameSize, index: Int) -> UInt64 {
    base &+ UInt64(index) &* 7919 &+ UInt64(size.width) << 20 &+ UInt64(size.height)
}

/// I420: what a software decoder delivers for remote video.
extension I420Frame: SourceFrame {
    public static func noise(size: FrameSize, index: Int, rowAlignment: RowAlignment) throws -> I420Frame {
        let frame = try I420Frame.allocate(size: size, rowAlignment: rowAlignment, name: "source")
        frame.storage.fillPseudoRandom(seed: noiseSeed(base: 0, size: size, index: index))
        return frame
    }

    public static func picture(from i420: I420Frame, rowAlignment: RowAlignment) throws -> I420Frame { i420 }
}

/// NV12: what the camera delivers for local video (CVPixelBuffers, whose rows the configuration's
/// source alignment pads as CoreVideo does).
extension NV12Frame: SourceFrame {
    public static func noise(size: FrameSize, index: Int, rowAlignment: RowAlignment) throws -> NV12Frame {
        let frame = try NV12Frame.allocate(size: size, rowAlignment: rowAlignment, name: "camera")
        frame.storage.fillPseudoRandom(seed: noiseSeed(base: 0xCA3E_0000, size: size, index: index))
        return frame
    }

    public static func picture(from i420: I420Frame, rowAlignment: RowAlignment) throws -> NV12Frame {
        let frame = try NV12Frame.allocate(size: i420.size, rowAlignment: rowAlignment, name: "source")
        try I420ToNV12.simd.run(i420, into: frame)
        return frame
    }
}
