/// A pool that takes back the slots it lends: what a `PoolSlotLease` returns its slot to.
protocol SlotLending: AnyObject, Sendable {
    func takeBack(slot: Int)
}

/// The claim of one `PixelBuffer` on its pool's slot: when the lease ends, the slot goes back to
/// the pool (no pool: nothing to return, a fresh buffer is simply freed).
///
/// The deinit is here, on a non-generic type, and not on `PixelBuffer<Frame>`: Swift 6.3's
/// optimizer (-O) drops the deinit of a generic non-copyable struct when a value is destroyed
/// through its value witness (unspecialized generic code, such as `DisplayLayer` replacing the
/// buffer it shows), so in a release build buffers were never returned and the pool allocated
/// every frame. A non-generic field's deinit runs on every path.
struct PoolSlotLease: ~Copyable {
    let pool: (any SlotLending)?
    let slot: Int

    deinit { pool?.takeBack(slot: slot) }
}
