import Foundation
import PiPVideo

/// Distinct source frames cycled through by the timed loop: one frame for `hot`, enough frames to
/// overflow the last-level cache twice for `cold`. Rings are shared by every benchmark that asks
/// for the same key, and built on first use.
public final class FrameRing<Frame>: @unchecked Sendable {
    public let frames: [Frame]

    /// Builds `count` frames with `make(index)`.
    public init(count: Int, make: (Int) throws -> Frame) throws {
        frames = try (0..<count).map(make)
    }

    /// The frame for timed iteration `index`.
    @inline(__always)
    public func frame(_ index: Int) -> Frame { frames[index % frames.count] }

    /// The first and the last frame: the ones verification runs on.
    public var verificationFrames: [Frame] { frames.count == 1 ? frames : [frames[0], frames[frames.count - 1]] }
}

/// Rings shared across benchmarks, keyed by anything that identifies their content.
enum RingCache {
    nonisolated(unsafe) private static var rings: [AnyHashable: Any] = [:]
    private static let lock = NSLock()

    /// The ring stored under `key`, built with `build` on first use.
    static func ring<Frame>(_ key: AnyHashable, build: () throws -> FrameRing<Frame>) throws -> FrameRing<Frame> {
        lock.lock()
        defer { lock.unlock() }
        if let ring = rings[key] as? FrameRing<Frame> { return ring }
        let ring = try build()
        rings[key] = ring
        return ring
    }
}

/// Pseudo-random I420 frames, as a software decoder delivers remote video.
public enum SourceRing {
    private struct Key: Hashable {
        let size: FrameSize
        let count: Int
        let alignment: RowAlignment
    }

    /// The shared ring of pseudo-random I420 frames for this size and cache state.
    public static func shared(size: FrameSize, cache: CacheState, configuration: SuiteConfiguration) throws -> FrameRing<I420Frame> {
        let count = configuration.ringLength(frameBytes: size.yuv420ByteCount, cache: cache)
        return try RingCache.ring(Key(size: size, count: count, alignment: configuration.sourceRowAlignment)) {
            try FrameRing(count: count) { index in
                let frame = try I420Frame.allocate(size: size, rowAlignment: configuration.sourceRowAlignment, name: "source")
                frame.y.storage.fillPseudoRandom(seed: UInt64(index) &* 7919 &+ UInt64(size.width) << 20 &+ UInt64(size.height))
                return frame
            }
        }
    }
}
