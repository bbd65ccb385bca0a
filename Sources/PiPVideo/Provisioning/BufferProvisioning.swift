/// How a PiP renderer gets the destination buffer for each frame.
public enum BufferProvisioning: String, CaseIterable, Sendable {
    /// A newly created buffer every frame (CVPixelBufferCreate; seed 000's rotation path, upstream's
    /// current path): fresh pages that fault in as the frame is written.
    case fresh
    /// Buffers from a pool that is created on first use and recreated when the size changes
    /// (seed 000's conversion path; upstream's pools).
    case pool
    /// A new pool for every frame, so no buffer is ever reused (the React Native port).
    case poolPerFrame = "pool-per-frame"

    /// One line on what the strategy models.
    public var summary: String {
        switch self {
        case .fresh: return "a new buffer every frame (fresh pages that fault in as it is written; seed 000's rotation, upstream's current path)"
        case .pool: return "a pool created on first use and recreated on size change; released buffers reused (seed 000, upstream)"
        case .poolPerFrame: return "a new pool every frame, so nothing is reused (the React Native port)"
        }
    }
}

/// Hands out destination buffers the way a `BufferProvisioning` strategy does. One provider serves
/// one renderer (one processing queue, as in seed 000); the pools it uses are thread-safe.
public final class BufferProvider<Frame: PixelBufferFrame>: @unchecked Sendable {
    public let provisioning: BufferProvisioning
    public let minimumBufferCount: Int
    public let exhaustionPolicy: PixelBufferPool<Frame>.ExhaustionPolicy
    private var currentPool: PixelBufferPool<Frame>?
    /// Pools created so far (by `pool` on first use and on each size change; by
    /// `pool-per-frame` on every frame).
    public private(set) var poolsCreated = 0

    /// - Throws: `PixelBufferPool.PoolError` for a minimum buffer count below 1.
    public init(
        _ provisioning: BufferProvisioning, minimumBufferCount: Int = 2,
        exhaustionPolicy: PixelBufferPool<Frame>.ExhaustionPolicy = .allocateBeyondMinimum
    ) throws {
        guard minimumBufferCount >= 1 else { throw PixelBufferPool<Frame>.PoolError.invalidMinimumBufferCount(minimumBufferCount) }
        self.provisioning = provisioning
        self.minimumBufferCount = minimumBufferCount
        self.exhaustionPolicy = exhaustionPolicy
    }

    /// A buffer of `size` for the next frame, or nil when a pool's `dropFrame` policy drops it.
    /// - Throws: `FrameError` for an impossible size or when memory cannot be had.
    public func makeBuffer(size: FrameSize) throws -> PixelBuffer<Frame>? {
        switch provisioning {
        case .fresh:
            return PixelBuffer.fresh(try Frame.makePixelBuffer(size: size))
        case .pool:
            let pool: PixelBufferPool<Frame>
            if let current = currentPool, current.size == size {
                pool = current
            } else {
                pool = try PixelBufferPool(size: size, minimumBufferCount: minimumBufferCount, exhaustionPolicy: exhaustionPolicy)
                currentPool = pool
                poolsCreated += 1
            }
            return try pool.makeBuffer()
        case .poolPerFrame:
            let pool = try PixelBufferPool<Frame>(size: size, minimumBufferCount: minimumBufferCount, exhaustionPolicy: exhaustionPolicy)
            poolsCreated += 1
            return try pool.makeBuffer()
        }
    }

    /// The storage of the pool in use (`pool` only; `fresh` and `pool-per-frame` keep nothing).
    public var keptStorage: KeptStorage { currentPool?.keptStorage ?? KeptStorage() }

    /// The statistics of the pool in use (`pool` only), or nil.
    public var poolStatistics: PixelBufferPool<Frame>.Statistics? { currentPool?.statistics }
}
