import Foundation
import MallocInterposerSwift
import PiPVideo

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts the memory a piece of work allocates and keeps, on the measuring thread, from two
/// sources that each see what the other cannot:
/// - the heap (malloc, calloc, realloc, aligned allocations), through ordo-one's malloc-interposer,
///   which this target links: its `malloc` precedes libc's, so every library's allocations go
///   through it, and its per-allocation hook lets this counter keep only the measuring thread's;
/// - frame storage (`AlignedStorage`: pixel buffers on fresh pages, which `mmap` gives and the
///   heap never sees, and frames on the heap), through the storage's own observer, which reports
///   each storage's requested bytes when it is allocated and when it is released.
///
/// A storage's heap allocation is counted once as an allocation, and in bytes at its request (the
/// allocator's rounding of an aligned request depends on where the heap happens to place it, so it
/// would make the bytes differ between processes). One counting window is open at a time in the
/// process (others wait). The harness counts outside the timed loop.
public enum AllocationCounter {
    private static let window = NSLock()
    /// Frames run before counting by default, so pools and caches reach their steady state: as
    /// many as a pipeline is verified on, enough for one that renders every 2nd frame to fill a
    /// pool of 2 and more.
    public static let warmUpFrames = 8
    /// Frames counted by default.
    public static let countedFrames = 8

    /// Whether heap allocations are counted at all: the interposer compiles its `malloc` out under
    /// AddressSanitizer and ThreadSanitizer (`scripts/ci/sanitize.sh`), and every heap count is 0
    /// then (frame storage is still counted).
    public static let isAvailable: Bool = {
        let count = try? countAllocations {
            UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16).deallocate()
        }
        return (count ?? 0) > 0
    }()

    /// Heap allocations per frame over `frames` frames of `work`, after `warmUpFrames` uncounted
    /// frames (so pools and caches reach their steady state first).
    public static func allocationsPerFrame(
        _ work: MeasuredWork, warmUpFrames: Int = warmUpFrames, frames: Int = countedFrames
    ) throws -> Double {
        try measure(work, warmUpFrames: warmUpFrames, frames: frames).allocationsPerFrame
    }

    /// The memory of `work`: `warmUpFrames` frames bring pools and caches to their steady state,
    /// then `frames` frames are counted per frame; what the work holds is the frame storage it
    /// allocated from the first of these frames on and has not released after the last. (Work that
    /// keeps state across frames makes it on its first frame, so that what it keeps is seen.)
    /// - Throws: what a frame throws.
    public static func measure(
        _ work: MeasuredWork, warmUpFrames: Int = warmUpFrames, frames: Int = countedFrames
    ) throws -> MemoryFigures {
        precondition(frames >= 1, "count at least one frame")
        var steady = MemoryTally(), end = MemoryTally()
        try counting {
            for index in 0..<warmUpFrames { try work.processFrame(index) }
            steady = tally
            for index in warmUpFrames..<(warmUpFrames + frames) { try work.processFrame(index) }
            end = tally
        }
        let counted = Double(frames)
        return MemoryFigures(
            allocationsPerFrame: Double(end.allocations - steady.allocations) / counted,
            allocatedBytesPerFrame: Double(end.allocatedBytes - steady.allocatedBytes) / counted,
            heldBytes: end.liveStorageBytes)
    }

    /// The heap allocations `body` makes on this thread.
    public static func countAllocations(_ body: () throws -> Void) throws -> Int {
        try counting(body)
        return tally.allocations
    }

    /// Runs `body` with both sources counting this thread's allocations into `tally`, from zero.
    private static func counting(_ body: () throws -> Void) throws {
        window.lock()
        defer { window.unlock() }
        countingThread = pthread_self()
        tally = MemoryTally()
        MallocInterposerSwift.setAllocationHook(countIfOnCountingThread)
        AlignedStorage.observer = recordStorageEvent
        MallocInterposerSwift.hook()
        defer {
            MallocInterposerSwift.unhook()
            AlignedStorage.observer = nil
            MallocInterposerSwift.setAllocationHook(nil)
        }
        try body()
    }
}

/// What one counting window has seen so far on its thread.
private struct MemoryTally {
    /// Heap allocations.
    var allocations = 0
    /// Heap bytes as requested, plus frame storage's requested bytes (heap or fresh pages).
    var allocatedBytes = 0
    /// Frame storage allocated minus frame storage released, in bytes.
    var liveStorageBytes = 0
    /// True between a storage's announcement of its heap allocation and that allocation.
    var nextHeapAllocationIsStorage = false
}

// Read and written inside the allocator: plain globals, initialised before the hooks are
// installed, touched with no allocation.
nonisolated(unsafe) private var countingThread = pthread_self()
nonisolated(unsafe) private var tally = MemoryTally()

private let countIfOnCountingThread: MallocInterposerSwift.AllocationHook = { size in
    guard pthread_equal(pthread_self(), countingThread) != 0 else { return }
    tally.allocations += 1
    if tally.nextHeapAllocationIsStorage {
        // Counted in bytes by the storage's own event, at its request.
        tally.nextHeapAllocationIsStorage = false
    } else {
        tally.allocatedBytes += size
    }
}

private let recordStorageEvent: AlignedStorage.Observer = { event, byteCount in
    guard pthread_equal(pthread_self(), countingThread) != 0 else { return }
    switch StorageEvent(rawValue: event) {
    case .allocatingOnHeap:
        tally.nextHeapAllocationIsStorage = true
    case .allocated:
        tally.nextHeapAllocationIsStorage = false
        tally.allocatedBytes += byteCount
        tally.liveStorageBytes += byteCount
    case .failed:
        tally.nextHeapAllocationIsStorage = false
    case .released:
        tally.liveStorageBytes -= byteCount
    case nil:
        break
    }
}
