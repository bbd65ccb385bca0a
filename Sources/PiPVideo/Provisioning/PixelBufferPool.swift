import Foundation

/// A model of CVPixelBufferPool: buffers of one size and format, created on demand and reused once
/// released. Safe to use from several threads.
public final class PixelBufferPool<Frame: PixelBufferFrame>: SlotLending, @unchecked Sendable {
    /// What to do when every buffer is in use and the pool already holds `minimumBufferCount`.
    public enum ExhaustionPolicy: String, Sendable {
        /// Create one more buffer (kept for reuse; upstream's pools never shrink). Counted in
        /// `Statistics.allocationsBeyondMinimum`.
        case allocateBeyondMinimum = "allocate"
        /// Hand out nothing, so the caller drops the frame (CoreVideo's allocation threshold,
        /// kCVReturnWouldExceedAllocationThreshold). Counted in `Statistics.framesDropped`.
        case dropFrame = "drop"
    }

    /// What the pool has done so far.
    public struct Statistics: Equatable, Sendable {
        public var buffersCreated = 0
        public var buffersReused = 0
        public var allocationsBeyondMinimum = 0
        public var framesDropped = 0
    }

    /// Errors a pool reports for bad configuration.
    public enum PoolError: Error, Equatable, CustomStringConvertible {
        case invalidMinimumBufferCount(Int)

        public var description: String {
            switch self {
            case let .invalidMinimumBufferCount(count):
                return "minimum buffer count \(count) is not positive; use at least 1 (CoreVideo apps use 2 to 5)"
            }
        }
    }

    /// The size of every buffer.
    public let size: FrameSize
    /// Buffers the pool creates before the exhaustion policy applies.
    public let minimumBufferCount: Int
    public let exhaustionPolicy: ExhaustionPolicy

    private let lock = NSLock()
    private var buffers: [Frame] = []
    private var available: [Int] = []
    private var counters = Statistics()

    /// Creates an empty pool; buffers are created on first demand.
    /// - Throws: `PoolError.invalidMinimumBufferCount` for a count below 1, `FrameError` for an
    ///   impossible size.
    public init(size: FrameSize, minimumBufferCount: Int = 2, exhaustionPolicy: ExhaustionPolicy = .allocateBeyondMinimum) throws {
        guard minimumBufferCount >= 1 else { throw PoolError.invalidMinimumBufferCount(minimumBufferCount) }
        guard size.width > 0, size.height > 0 else {
            throw FrameError.nonPositiveSize(plane: "pool \(Frame.formatName)", width: size.width, height: size.height)
        }
        guard size.width <= Plane.maximumDimension, size.height <= Plane.maximumDimension else {
            throw FrameError.tooLarge(plane: "pool \(Frame.formatName)", quantity: "width or height",
                                      value: max(size.width, size.height), limit: Plane.maximumDimension)
        }
        self.size = size
        self.minimumBufferCount = minimumBufferCount
        self.exhaustionPolicy = exhaustionPolicy
        buffers.reserveCapacity(minimumBufferCount)
        available.reserveCapacity(minimumBufferCount)
    }

    /// A free buffer, reused when one is free; else newly created while the pool holds fewer than
    /// `minimumBufferCount`; else as `exhaustionPolicy` says.
    /// - Returns: nil when the policy is `dropFrame` and every buffer is in use.
    /// - Throws: `FrameError` when a buffer cannot be created.
    public func makeBuffer() throws -> PixelBuffer<Frame>? {
        lock.lock()
        if let slot = available.popLast() {
            counters.buffersReused += 1
            let frame = buffers[slot]
            lock.unlock()
            return PixelBuffer(frame: frame, pool: self, slot: slot)
        }
        if buffers.count >= minimumBufferCount {
            switch exhaustionPolicy {
            case .dropFrame:
                counters.framesDropped += 1
                lock.unlock()
                return nil
            case .allocateBeyondMinimum:
                counters.allocationsBeyondMinimum += 1
            }
        }
        defer { lock.unlock() }
        let frame = try Frame.makePixelBuffer(size: size)
        buffers.append(frame)
        counters.buffersCreated += 1
        return PixelBuffer(frame: frame, pool: self, slot: buffers.count - 1)
    }

    /// What the pool has done so far.
    public var statistics: Statistics {
        lock.lock()
        defer { lock.unlock() }
        return counters
    }

    /// The storage of every buffer the pool holds, in use or free.
    public var keptStorage: KeptStorage {
        lock.lock()
        defer { lock.unlock() }
        return buffers.reduce(into: KeptStorage()) { $0.add($1.planes) }
    }

    /// Buffers the pool holds, in use or free.
    public var bufferCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return buffers.count
    }

    func takeBack(slot: Int) {
        lock.lock()
        available.append(slot)
        lock.unlock()
    }
}
