import PiPVideo

/// The shared source rings of every benchmark: one per format, size, content, cache state (ring
/// length) and row layout, built on first use.
enum SourceRings {
    private struct Key: Hashable {
        let format: ObjectIdentifier
        let size: FrameSize
        let content: SourceContent
        let count: Int
        let alignment: RowAlignment
        /// The checksum of the user's file the frames come from, if any.
        var input: String?
    }

    /// The ring of `Frame` source frames of `size` showing `content`, long enough for `cache`.
    static func ring<Frame: SourceFrame>(
        _: Frame.Type, size: FrameSize, content: SourceContent, cache: CacheState, configuration: SuiteConfiguration
    ) throws -> FrameRing<Frame> {
        let alignment = configuration.sourceRowAlignment
        let count = configuration.ringLength(frameBytes: size.yuv420ByteCount, cache: cache)
        let key = Key(format: ObjectIdentifier(Frame.self), size: size, content: content, count: count, alignment: alignment)
        if let input = configuration.input, content != .picture(.zonePlate) {
            guard size == input.size else { throw InputSizeMismatch(path: input.path, fileSize: input.size, requested: size) }
            var fileKey = key
            fileKey.input = input.checksum
            return try RingCache.ring(fileKey) {
                try FrameRing(count: count) { try Frame.picture(from: input.frame($0, rowAlignment: alignment), rowAlignment: alignment) }
            }
        }
        switch content {
        case .noise:
            return try RingCache.ring(key) {
                try FrameRing(count: count) { try Frame.noise(size: size, index: $0, rowAlignment: alignment) }
            }
        case let .picture(picture):
            let pictures: FrameRing<I420Frame> = try RingCache.ring(
                Key(format: ObjectIdentifier(I420Frame.self), size: size, content: content, count: count, alignment: alignment)
            ) {
                try FrameRing(count: count) { try picture.makeFrame(size: size, index: $0, rowAlignment: alignment) }
            }
            return try RingCache.ring(key) {
                try FrameRing(count: count) { try Frame.picture(from: pictures.frames[$0], rowAlignment: alignment) }
            }
        }
    }
}
