/// A destination buffer handed out for one frame, like a CVPixelBuffer reference: when the handle
/// ends (goes out of scope or is replaced) a pooled buffer goes back to its pool, a fresh one is
/// freed. Non-copyable, so a buffer cannot be released twice; handing it out and taking it back
/// allocates nothing.
public struct PixelBuffer<Frame: PixelBufferFrame>: ~Copyable {
    /// The buffer's planes. Valid while this handle lives.
    public let frame: Frame
    /// Returns the slot to the pool when the handle ends (see `PoolSlotLease` for why the deinit
    /// lives there and not on this generic type).
    private let lease: PoolSlotLease

    init(frame: Frame, pool: PixelBufferPool<Frame>?, slot: Int) {
        self.frame = frame
        self.lease = PoolSlotLease(pool: pool, slot: slot)
    }

    /// A buffer that belongs to no pool: freed when the handle ends.
    static func fresh(_ frame: Frame) -> PixelBuffer { PixelBuffer(frame: frame, pool: nil, slot: -1) }

    /// True when the buffer came from a pool.
    public var isPooled: Bool { lease.pool != nil }
}
