import Foundation
import PiPVideo

/// Distinct pseudo-random I420 source frames of one size, cycled through by the timed loop.
/// Rings are shared by every benchmark of the same size and cache state, and built on first use.
public final class SourceRing: @unchecked Sendable {
    public let frames: [I420Frame]

    init(size: FrameSize, count: Int, rowAlignment: RowAlignment) throws {
        frames = try (0..<count).map { index in
            let frame = try I420Frame.allocate(size: size, rowAlignment: rowAlignment, name: "source")
            frame.y.storage.fillPseudoRandom(seed: UInt64(index) &* 7919 &+ UInt64(size.width) << 20 &+ UInt64(size.height))
            return frame
        }
    }

    /// The frame for timed iteration `index`.
    @inline(__always)
    public func frame(_ index: Int) -> I420Frame { frames[index % frames.count] }

    /// Total bytes of all frames' storage.
    public var byteCount: Int { frames.reduce(0) { $0 + $1.y.storage.byteCount } }

    private struct Key: Hashable {
        let size: FrameSize
        let count: Int
        let alignment: RowAlignment
    }

    nonisolated(unsafe) private static var shared: [Key: SourceRing] = [:]
    private static let lock = NSLock()

    /// The shared ring for this size and cache state under `configuration`.
    public static func shared(size: FrameSize, cache: CacheState, configuration: SuiteConfiguration) throws -> SourceRing {
        let count = configuration.ringLength(frameBytes: size.yuv420ByteCount, cache: cache)
        let key = Key(size: size, count: count, alignment: configuration.sourceRowAlignment)
        lock.lock()
        defer { lock.unlock() }
        if let ring = shared[key] { return ring }
        let ring = try SourceRing(size: size, count: count, rowAlignment: configuration.sourceRowAlignment)
        shared[key] = ring
        return ring
    }
}
