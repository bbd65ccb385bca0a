import PiPVideo

/// Pseudo-random NV12 frames, as the camera delivers local video (CVPixelBuffers, whose rows the
/// configuration's source alignment pads like CoreVideo does). The source of `RotateNV12`: seed 000
/// rotates every local camera frame.
public enum CameraRing {
    private struct Key: Hashable {
        let size: FrameSize
        let count: Int
        let alignment: RowAlignment
    }

    /// The shared ring of pseudo-random NV12 frames for this size and cache state.
    public static func shared(size: FrameSize, cache: CacheState, configuration: SuiteConfiguration) throws -> FrameRing<NV12Frame> {
        let count = configuration.ringLength(frameBytes: size.yuv420ByteCount, cache: cache)
        return try RingCache.ring(Key(size: size, count: count, alignment: configuration.sourceRowAlignment)) {
            try FrameRing(count: count) { index in
                let frame = try NV12Frame.allocate(size: size, rowAlignment: configuration.sourceRowAlignment, name: "camera")
                frame.y.storage.fillPseudoRandom(seed: 0xCA3E_0000 &+ UInt64(index) &* 7919 &+ UInt64(size.width) << 20 &+ UInt64(size.height))
                return frame
            }
        }
    }
}
