// The tile transposes as rounds of one perfect shuffle: the spelling LLVM compiles to zips on
// arm64 without lane inserts (`transposeBytes16x16` says why each architecture gets its own).
//
// A round interleaves row k with row k + n/2 (n rows): the low halves give row 2k, the high halves
// row 2k + 1. An element at row r, column c, index bits (r, c), moves to row (r without its top
// bit, then c's top bit), column (c without its top bit, then r's top bit): the index rotates
// left by one bit, so after log2(n) rounds row and column have swapped.
//
// The rounds are a loop on purpose. Written out (or with lanes extracted from the previous round's
// result), LLVM folds each lane extract through the previous round's shuffle, finds lanes of four
// vectors where one shuffle takes two, and falls back to lane inserts (225 per 16x16 tile on arm64,
// 1,420 instructions on x86-64). The loop-carried values stop that fold; LLVM then unrolls the loop
// on arm64 after the shuffles are formed.

/// Sixteen rows of 16 bytes.
typealias ByteRows16 = (
    SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>,
    SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>
)

/// Eight rows of 8 16-bit lanes.
typealias LaneRows8 = (
    SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>
)

/// `transposeBytes16x16` as four rounds of byte interleaves (zip1/zip2 .16b; LLVM makes the last
/// round's low interleave and its store one st2 .8b).
@inline(__always)
func transposeBytes16x16ByRounds(
    from source: UnsafeRawPointer, stride sourceStride: Int, to destination: UnsafeMutableRawPointer, stride destinationStride: Int
) {
    @inline(__always) func row(_ index: Int) -> SIMD16<UInt8> {
        source.loadUnaligned(fromByteOffset: index &* sourceStride, as: SIMD16<UInt8>.self)
    }
    var rows: ByteRows16 = (row(0), row(1), row(2), row(3), row(4), row(5), row(6), row(7),
                            row(8), row(9), row(10), row(11), row(12), row(13), row(14), row(15))
    for _ in 0..<4 {
        let (r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12, r13, r14, r15) = rows
        rows = (zipLow(r0, r8), zipHigh(r0, r8), zipLow(r1, r9), zipHigh(r1, r9),
                zipLow(r2, r10), zipHigh(r2, r10), zipLow(r3, r11), zipHigh(r3, r11),
                zipLow(r4, r12), zipHigh(r4, r12), zipLow(r5, r13), zipHigh(r5, r13),
                zipLow(r6, r14), zipHigh(r6, r14), zipLow(r7, r15), zipHigh(r7, r15))
    }
    // Two rows at a time from one address that moves two rows: the odd row at a register offset
    // (`str q`), the even one, an st2, at the address itself with the move folded in as a
    // post-increment. 16 stores and no address adds, where storing row k at `k * stride` took
    // 8 adds more per tile on arm64.
    let (t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15) = rows
    var rowPair = destination
    let twoRows = destinationStride &+ destinationStride
    @inline(__always) func store(_ even: SIMD16<UInt8>, _ odd: SIMD16<UInt8>) {
        rowPair.storeBytes(of: odd, toByteOffset: destinationStride, as: SIMD16<UInt8>.self)
        rowPair.storeBytes(of: even, as: SIMD16<UInt8>.self)
        rowPair += twoRows
    }
    store(t0, t1); store(t2, t3); store(t4, t5); store(t6, t7)
    store(t8, t9); store(t10, t11); store(t12, t13); store(t14, t15)
}

/// `storeTransposedPairs` as three rounds of 16-bit interleaves (zip1/zip2 .8h).
@inline(__always)
func storeTransposedPairsByRounds(
    _ r0: SIMD8<UInt16>, _ r1: SIMD8<UInt16>, _ r2: SIMD8<UInt16>, _ r3: SIMD8<UInt16>,
    _ r4: SIMD8<UInt16>, _ r5: SIMD8<UInt16>, _ r6: SIMD8<UInt16>, _ r7: SIMD8<UInt16>,
    to destination: UnsafeMutableRawPointer, stride: Int
) {
    var rows: LaneRows8 = (r0, r1, r2, r3, r4, r5, r6, r7)
    for _ in 0..<3 {
        let (r0, r1, r2, r3, r4, r5, r6, r7) = rows
        rows = (zipLow(r0, r4), zipHigh(r0, r4), zipLow(r1, r5), zipHigh(r1, r5),
                zipLow(r2, r6), zipHigh(r2, r6), zipLow(r3, r7), zipHigh(r3, r7))
    }
    @inline(__always) func store(_ index: Int, _ value: SIMD8<UInt16>) {
        destination.storeBytes(of: value, toByteOffset: index &* stride, as: SIMD8<UInt16>.self)
    }
    let (t0, t1, t2, t3, t4, t5, t6, t7) = rows
    store(0, t0); store(1, t1); store(2, t2); store(3, t3); store(4, t4); store(5, t5); store(6, t6); store(7, t7)
}

/// (a0, b0, a1, b1, ..., a7, b7): zip1 .16b.
@inline(__always)
func zipLow(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
    SIMD16<UInt8>(a[0], b[0], a[1], b[1], a[2], b[2], a[3], b[3], a[4], b[4], a[5], b[5], a[6], b[6], a[7], b[7])
}

/// (a8, b8, a9, b9, ..., a15, b15): zip2 .16b.
@inline(__always)
func zipHigh(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
    SIMD16<UInt8>(a[8], b[8], a[9], b[9], a[10], b[10], a[11], b[11], a[12], b[12], a[13], b[13], a[14], b[14], a[15], b[15])
}

/// (a0, b0, a1, b1, a2, b2, a3, b3): zip1 .8h.
@inline(__always)
func zipLow(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>) -> SIMD8<UInt16> {
    SIMD8<UInt16>(a[0], b[0], a[1], b[1], a[2], b[2], a[3], b[3])
}

/// (a4, b4, a5, b5, a6, b6, a7, b7): zip2 .8h.
@inline(__always)
func zipHigh(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>) -> SIMD8<UInt16> {
    SIMD8<UInt16>(a[4], b[4], a[5], b[5], a[6], b[6], a[7], b[7])
}
