/// Scratch memory for row kernels without the heap: `withUnsafeTemporaryAllocation` only uses the
/// stack when the runtime can prove there is room, which on Linux (Swift 6.3) means at most
/// 1 KiB; a band of rows or a row of sums is larger. A fixed 32 KiB tuple is always a local
/// variable on the stack (zeroed per call: about a microsecond).

/// 4 KiB.
private typealias Stack4KiB = (
    SIMD64<UInt64>, SIMD64<UInt64>, SIMD64<UInt64>, SIMD64<UInt64>,
    SIMD64<UInt64>, SIMD64<UInt64>, SIMD64<UInt64>, SIMD64<UInt64>)

/// 32 KiB.
private typealias Stack32KiB = (Stack4KiB, Stack4KiB, Stack4KiB, Stack4KiB, Stack4KiB, Stack4KiB, Stack4KiB, Stack4KiB)

/// Bytes `withStackScratch` can give without touching the heap.
let stackScratchCapacity = MemoryLayout<Stack32KiB>.size

/// Runs `body` with `byteCount` bytes of scratch (contents unspecified; `byteCount` may be 0),
/// 16-byte aligned: on the stack up to `stackScratchCapacity`, else on the heap (very wide rows only).
func withStackScratch<Result>(byteCount: Int, _ body: (UnsafeMutableRawPointer) throws -> Result) rethrows -> Result {
    if byteCount == 0 {
        // No scratch needed (fused row kernels): one uninitialised byte of stack, so that callers
        // always have a pointer and nothing is zeroed.
        return try withUnsafeTemporaryAllocation(byteCount: 1, alignment: 16) { buffer in
            try body(buffer.baseAddress.unsafelyUnwrapped)
        }
    }
    guard byteCount + 15 <= stackScratchCapacity else {
        let heap = UnsafeMutableRawPointer.allocate(byteCount: max(byteCount, 1), alignment: 16)
        defer { heap.deallocate() }
        return try body(heap)
    }
    let zero4KiB: Stack4KiB = (.zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero)
    var memory: Stack32KiB = (zero4KiB, zero4KiB, zero4KiB, zero4KiB, zero4KiB, zero4KiB, zero4KiB, zero4KiB)
    return try withUnsafeMutableBytes(of: &memory) { buffer in
        // A 32 KiB buffer always has an address.
        let base = buffer.baseAddress.unsafelyUnwrapped
        return try body(base + ((16 - Int(UInt(bitPattern: base) & 15)) & 15))
    }
}
