import Foundation
import MallocInterposerSwift

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts heap allocations (malloc, calloc, realloc, aligned allocations) made on the measuring
/// thread, through ordo-one's malloc-interposer, which this target links: its `malloc` precedes
/// libc's, so every library's allocations go through it. The interposer's own totals are
/// process-wide; its per-allocation hook lets this counter keep only the measuring thread's, so
/// other threads (a test runner's, the system's) do not blur the count. One counting window is
/// open at a time in the process (others wait). The harness counts outside the timed loop.
public enum AllocationCounter {
    private static let window = NSLock()

    /// Whether allocations are counted at all: the interposer compiles its `malloc` out under
    /// AddressSanitizer and ThreadSanitizer (`scripts/ci/sanitize.sh`), and every count is 0 then.
    public static let isAvailable: Bool = {
        let count = try? countAllocations {
            UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16).deallocate()
        }
        return (count ?? 0) > 0
    }()

    /// Heap allocations per frame over `frames` frames of `work`, after `warmUpFrames` uncounted
    /// frames (so pools and caches reach their steady state first).
    public static func allocationsPerFrame(_ work: MeasuredWork, warmUpFrames: Int = 3, frames: Int = 8) throws -> Double {
        for index in 0..<warmUpFrames { try work.processFrame(index) }
        let count = try countAllocations {
            for index in warmUpFrames..<(warmUpFrames + frames) { try work.processFrame(index) }
        }
        return Double(count) / Double(frames)
    }

    /// The heap allocations `body` makes on this thread.
    public static func countAllocations(_ body: () throws -> Void) throws -> Int {
        window.lock()
        defer { window.unlock() }
        countingThread = pthread_self()
        allocationsOnCountingThread = 0
        MallocInterposerSwift.setAllocationHook(countIfOnCountingThread)
        MallocInterposerSwift.hook()
        defer {
            MallocInterposerSwift.unhook()
            MallocInterposerSwift.setAllocationHook(nil)
        }
        try body()
        return allocationsOnCountingThread
    }
}

// Read and written inside the allocator: plain globals, initialised before the hook is installed,
// touched with no allocation.
nonisolated(unsafe) private var countingThread = pthread_self()
nonisolated(unsafe) private var allocationsOnCountingThread = 0

private let countIfOnCountingThread: MallocInterposerSwift.AllocationHook = { _ in
    if pthread_equal(pthread_self(), countingThread) != 0 { allocationsOnCountingThread += 1 }
}
