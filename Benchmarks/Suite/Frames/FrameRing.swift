import Foundation
import PiPVideo

/// Distinct source frames cycled through by the timed loop: one frame for `hot`, enough frames to
/// overflow the last-level cache twice for `cold`. Rings are shared by every benchmark that asks
/// for the same key (`SourceRings`), and built on first use.
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

    /// The ring positions of `verificationFrames`.
    public var verificationIndices: [Int] { frames.count == 1 ? [0] : [0, frames.count - 1] }
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
