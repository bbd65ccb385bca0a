/// What happens to an `AlignedStorage`, as its `observer` is told.
public enum StorageEvent: Int32, Sendable {
    /// The storage is about to ask the heap for its bytes: the next heap allocation on this thread
    /// is the storage's own (its size as the allocator reports it may exceed the request).
    case allocatingOnHeap = 0
    /// The storage holds its bytes (from the heap or fresh pages).
    case allocated = 1
    /// The storage could not get its bytes (it throws `FrameError.allocationFailed`).
    case failed = 2
    /// The storage gave its bytes back.
    case released = 3
}

extension AlignedStorage {
    /// A function told of every storage's allocation and release, on the thread that makes it:
    /// the event (`StorageEvent.rawValue`) and the storage's byte count (the request, not the
    /// allocator's rounding). A C function, so that reading it is one load.
    public typealias Observer = @convention(c) (_ event: Int32, _ byteCount: Int) -> Void

    /// The observer of every storage, or nil (the default: one load per allocation and release).
    /// For memory measurements: the suite's harness sets it while it counts a benchmark's memory
    /// and clears it after. Fresh pages come from `mmap`, which heap allocation counters do not
    /// see; this is where a measurement sees them. Set it while no storage is being made on
    /// another thread.
    nonisolated(unsafe) public static var observer: Observer?
}
