import CPrefetch

/// Prefetches a region in memory order, a few cache lines per call, so that a kernel that reads
/// its current band of rows in short pieces (strips, tiles, columns) has the next band's lines
/// requested as one ascending stream while it works. Measured on Zen 4 (2026-11-25): the same
/// lines requested column by column (a few lines of each of many rows) left a cold read of a
/// 720p frame in 64-row bands at 2.7x a sequential read; in memory order, 1.7x (see
/// docs/design/cold-path.md). Past the plane the hints point at memory the kernel does not read;
/// a prefetch never faults and reads nothing the program sees.
struct SequentialPrefetch {
    private var next: UnsafeRawPointer
    private let end: UnsafeRawPointer

    /// A cursor over `byteCount` bytes from `start` (addresses only: nothing is read).
    @inline(__always)
    init(from start: UnsafeRawPointer, byteCount: Int) {
        next = start
        end = start + byteCount
    }

    /// Requests the next two cache lines, if the region has any left.
    @inline(__always)
    mutating func requestTwoLines() {
        guard next < end else { return }
        pip_prefetch_read(next)
        pip_prefetch_read(next + 64)
        next += 128
    }

    /// Requests the next cache line, if the region has any left.
    @inline(__always)
    mutating func requestOneLine() {
        guard next < end else { return }
        pip_prefetch_read(next)
        next += 64
    }
}
