#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Zero-filled memory aligned to at least 64 bytes (a cache line; CVPixelBuffer planes are aligned too).
///
/// Planes are views into a storage; several planes of one frame usually share one storage, as the
/// planes of a CVPixelBuffer or of WebRTC's I420Buffer share one allocation.
public final class AlignedStorage: @unchecked Sendable {
    /// Where the bytes come from.
    public enum Backing: Sendable {
        /// The process heap (malloc), zero-filled at allocation: memory the process has usually
        /// touched before, as a reused or pooled buffer is.
        case heap
        /// Pages mapped from the kernel for this storage alone and unmapped when it is released:
        /// every page faults in (zero-filled by the kernel) on first touch, as the memory of a newly
        /// created IOSurface-backed CVPixelBuffer does.
        case freshPages
    }

    /// The minimum alignment of `baseAddress` in bytes.
    public static let alignment = 64

    /// The first byte. Valid for `byteCount` bytes while this object lives.
    public let baseAddress: UnsafeMutableRawPointer
    /// The number of bytes.
    public let byteCount: Int
    /// Where the bytes come from.
    public let backing: Backing

    /// Allocates `byteCount` zeroed bytes.
    /// - Throws: `FrameError.nonPositiveSize` when `byteCount` is not positive,
    ///   `FrameError.allocationFailed` when the system has no memory for it.
    public init(byteCount: Int, backing: Backing = .heap) throws {
        guard byteCount > 0 else { throw FrameError.nonPositiveSize(plane: "storage", width: byteCount, height: 1) }
        self.byteCount = byteCount
        self.backing = backing
        switch backing {
        case .heap:
            // posix_memalign reports failure (Swift's `allocate` traps); a request beyond physical
            // memory is refused before it is made (overcommit would grant it, then the zero fill
            // would end in the OOM killer).
            var memory: UnsafeMutableRawPointer?
            Self.observer?(StorageEvent.allocatingOnHeap.rawValue, byteCount)
            guard byteCount <= Self.physicalMemoryBytes, posix_memalign(&memory, Self.alignment, byteCount) == 0,
                  let memory else {
                Self.observer?(StorageEvent.failed.rawValue, byteCount)
                throw FrameError.allocationFailed(byteCount: byteCount)
            }
            memset(memory, 0, byteCount)
            baseAddress = memory
        case .freshPages:
            let mapped = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            guard let mapped, mapped != MAP_FAILED else { throw FrameError.allocationFailed(byteCount: byteCount) }
            baseAddress = mapped
        }
        Self.observer?(StorageEvent.allocated.rawValue, byteCount)
    }

    /// The machine's physical memory in bytes (Int.max when the system does not say).
    static let physicalMemoryBytes: Int = {
        let pages = sysconf(Int32(_SC_PHYS_PAGES)), pageSize = sysconf(Int32(_SC_PAGESIZE))
        guard pages > 0, pageSize > 0 else { return Int.max }
        let (bytes, overflow) = pages.multipliedReportingOverflow(by: pageSize)
        return overflow ? Int.max : bytes
    }()

    deinit {
        Self.observer?(StorageEvent.released.rawValue, byteCount)
        switch backing {
        case .heap: free(baseAddress)
        case .freshPages: munmap(baseAddress, byteCount)
        }
    }
}

extension AlignedStorage {
    /// A copy of every byte, padding included (for checks that nothing changed).
    public func snapshot() -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: baseAddress, count: byteCount))
    }
}
