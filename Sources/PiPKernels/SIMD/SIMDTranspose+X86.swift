#if arch(x86_64)
// The tile transposes of the quarter turns spelled for x86-64-v3 (`KernelTable.x86V3`), the
// way libyuv 1974's `TransposeWx16_AVX2` works: each 256-bit register holds two rows of the tile
// in its 128-bit halves (rows m and m + 8 of 16, m and m + 4 of 8 pairs), the interleave rounds
// run within the halves (`vpunpcklbw`/`vpunpckhbw`, `vpunpcklwd`/`vpunpckhwd`), and the halves
// are joined once, as each result is stored (one `vpermq`, a 16-byte store of the low half and a
// `vextracti128` store of the high half). 64 instructions for 16x16 bytes (24 of them
// interleaves) and 28 for 8x8 pairs, where 16-byte registers took 154 and 71
// (docs/design/kernels.md).
//
// The rounds are a loop for the reason `SIMDTransposeRounds.swift` gives: written out, LLVM folds
// the rounds' 32-byte shuffles into one another and lowers the result to hundreds of blends.
// Compiled for baseline x86-64 too (not used there: 256-bit vectors split into halves).
// SIMDTranspose.swift has the transposes every architecture shares.
// Files per ISA (docs/design/kernels.md): each `+NEON` file is compiled for arm64 only, each
// `+Portable` file for every other architecture, each `+X86` file for x86-64 only.

/// Eight 256-bit rows of bytes.
typealias ByteRowPairs8 = (
    SIMD32<UInt8>, SIMD32<UInt8>, SIMD32<UInt8>, SIMD32<UInt8>, SIMD32<UInt8>, SIMD32<UInt8>, SIMD32<UInt8>, SIMD32<UInt8>
)

/// Four 256-bit rows of bytes.
typealias ByteRowPairs4 = (SIMD32<UInt8>, SIMD32<UInt8>, SIMD32<UInt8>, SIMD32<UInt8>)

/// `transposeBytes16x16` with a pair of rows in each 256-bit register: three rounds of byte
/// interleaves within the halves, then each register's halves joined into two destination rows.
@inline(__always)
func transposeBytes16x16InLanes(
    from source: UnsafeRawPointer, stride sourceStride: Int, to destination: UnsafeMutableRawPointer, stride destinationStride: Int
) {
    // Rows from four bases 4 rows apart, each row at 0, 1, 2 or 3 strides from its base: one
    // x86 address each (base + stride * 1 or 2, or + 3 strides held in a register), where 16
    // offsets of their own did not fit the registers and were reloaded from the stack.
    let quarter = 4 &* sourceStride
    let base0 = source, base1 = base0 + quarter, base2 = base1 + quarter, base3 = base2 + quarter
    @inline(__always) func row(_ base: UnsafeRawPointer, _ k: Int) -> SIMD16<UInt8> {
        base.loadUnaligned(fromByteOffset: k &* sourceStride, as: SIMD16<UInt8>.self)
    }
    var pairs: ByteRowPairs8 = (
        joinedHalves(row(base0, 0), row(base2, 0)), joinedHalves(row(base0, 1), row(base2, 1)),
        joinedHalves(row(base0, 2), row(base2, 2)), joinedHalves(row(base0, 3), row(base2, 3)),
        joinedHalves(row(base1, 0), row(base3, 0)), joinedHalves(row(base1, 1), row(base3, 1)),
        joinedHalves(row(base1, 2), row(base3, 2)), joinedHalves(row(base1, 3), row(base3, 3)))
    for _ in 0..<3 {
        let (r0, r1, r2, r3, r4, r5, r6, r7) = pairs
        pairs = (zipLowInHalves(r0, r4), zipHighInHalves(r0, r4), zipLowInHalves(r1, r5), zipHighInHalves(r1, r5),
                 zipLowInHalves(r2, r6), zipHighInHalves(r2, r6), zipLowInHalves(r3, r7), zipHighInHalves(r3, r7))
    }
    let (t0, t1, t2, t3, t4, t5, t6, t7) = pairs
    // Destination rows from four bases 4 rows apart, each one quarter past the last (as the loads):
    // with bases 8 rows apart (strides times 4 and 8 held in registers), the walk's loop had more
    // values than x86 registers and LLVM moved them between registers, 13-16 moves a tile.
    let quarterRows = 4 &* destinationStride
    let d0 = destination, d1 = d0 + quarterRows, d2 = d1 + quarterRows, d3 = d2 + quarterRows
    storeJoinedHalves(t0, t1, to: d0, stride: destinationStride)
    storeJoinedHalves(t2, t3, to: d1, stride: destinationStride)
    storeJoinedHalves(t4, t5, to: d2, stride: destinationStride)
    storeJoinedHalves(t6, t7, to: d3, stride: destinationStride)
}

/// `transposePairs8x8` with a pair of rows in each 256-bit register, as `transposeBytes16x16InLanes`
/// with two rounds of 16-bit interleaves.
@inline(__always)
func transposePairs8x8InLanes(
    from source: UnsafeRawPointer, stride sourceStride: Int, to destination: UnsafeMutableRawPointer, stride destinationStride: Int
) {
    @inline(__always) func rows(_ m: Int) -> SIMD32<UInt8> {
        joinedHalves(source.loadUnaligned(fromByteOffset: m &* sourceStride, as: SIMD16<UInt8>.self),
                     source.loadUnaligned(fromByteOffset: (m &+ 4) &* sourceStride, as: SIMD16<UInt8>.self))
    }
    var pairs: ByteRowPairs4 = (rows(0), rows(1), rows(2), rows(3))
    for _ in 0..<2 {
        let (r0, r1, r2, r3) = pairs
        pairs = (zipLowPairsInHalves(r0, r2), zipHighPairsInHalves(r0, r2), zipLowPairsInHalves(r1, r3), zipHighPairsInHalves(r1, r3))
    }
    let (t0, t1, t2, t3) = pairs
    storeJoinedHalves(t0, t1, to: destination, stride: destinationStride)
    storeJoinedHalves(t2, t3, to: destination + 4 &* destinationStride, stride: destinationStride)
}

/// Destination rows 0 ... 3 from two transposed registers: register k holds rows 2k and 2k + 1,
/// each as its two 8-byte quarters in the two halves (`vpermq` puts them side by side).
///
/// The joined register is read as `SIMD16<UInt16>` and stored as its `lowHalf` and `highHalf`:
/// LLVM keeps the one `vpermq` and stores the high half with `vextracti128`. Split by a bit cast
/// to two 16-byte vectors (bytes or 64-bit lanes), or as the `lowHalf` and `highHalf` of
/// `SIMD4<UInt64>` or `SIMD8<UInt32>`, each destination row became a `vpermq` of its own (two a
/// register); the halves of `SIMD32<UInt8>` became byte extracts and inserts.
@inline(__always)
private func storeJoinedHalves(_ t0: SIMD32<UInt8>, _ t1: SIMD32<UInt8>, to destination: UnsafeMutableRawPointer, stride: Int) {
    @inline(__always) func store(_ t: SIMD32<UInt8>, _ k: Int) {
        let quarters = unsafeBitCast(t, to: SIMD4<UInt64>.self)
        let rows = unsafeBitCast(SIMD4<UInt64>(quarters[0], quarters[2], quarters[1], quarters[3]), to: SIMD16<UInt16>.self)
        destination.storeBytes(of: rows.lowHalf, toByteOffset: k &* stride, as: SIMD8<UInt16>.self)
        destination.storeBytes(of: rows.highHalf, toByteOffset: (k &+ 1) &* stride, as: SIMD8<UInt16>.self)
    }
    store(t0, 0); store(t1, 2)
}

/// `low` then `high` as one 32-byte vector.
@inline(__always)
private func joinedHalves(_ low: SIMD16<UInt8>, _ high: SIMD16<UInt8>) -> SIMD32<UInt8> {
    unsafeBitCast((low, high), to: SIMD32<UInt8>.self)
}

/// `zipLow` of bytes in each 128-bit half (`vpunpcklbw`).
@inline(__always)
private func zipLowInHalves(_ x: SIMD32<UInt8>, _ y: SIMD32<UInt8>) -> SIMD32<UInt8> {
    SIMD32(x[0], y[0], x[1], y[1], x[2], y[2], x[3], y[3], x[4], y[4], x[5], y[5], x[6], y[6], x[7], y[7],
           x[16], y[16], x[17], y[17], x[18], y[18], x[19], y[19], x[20], y[20], x[21], y[21], x[22], y[22], x[23], y[23])
}

/// `zipHigh` of bytes in each 128-bit half (`vpunpckhbw`).
@inline(__always)
private func zipHighInHalves(_ x: SIMD32<UInt8>, _ y: SIMD32<UInt8>) -> SIMD32<UInt8> {
    SIMD32(x[8], y[8], x[9], y[9], x[10], y[10], x[11], y[11], x[12], y[12], x[13], y[13], x[14], y[14], x[15], y[15],
           x[24], y[24], x[25], y[25], x[26], y[26], x[27], y[27], x[28], y[28], x[29], y[29], x[30], y[30], x[31], y[31])
}

/// `zipLow` of 16-bit pairs in each 128-bit half (`vpunpcklwd`).
@inline(__always)
private func zipLowPairsInHalves(_ a: SIMD32<UInt8>, _ b: SIMD32<UInt8>) -> SIMD32<UInt8> {
    let x = unsafeBitCast(a, to: SIMD16<UInt16>.self), y = unsafeBitCast(b, to: SIMD16<UInt16>.self)
    return unsafeBitCast(SIMD16<UInt16>(x[0], y[0], x[1], y[1], x[2], y[2], x[3], y[3], x[8], y[8], x[9], y[9], x[10], y[10], x[11], y[11]),
                         to: SIMD32<UInt8>.self)
}

/// `zipHigh` of 16-bit pairs in each 128-bit half (`vpunpckhwd`).
@inline(__always)
private func zipHighPairsInHalves(_ a: SIMD32<UInt8>, _ b: SIMD32<UInt8>) -> SIMD32<UInt8> {
    let x = unsafeBitCast(a, to: SIMD16<UInt16>.self), y = unsafeBitCast(b, to: SIMD16<UInt16>.self)
    return unsafeBitCast(SIMD16<UInt16>(x[4], y[4], x[5], y[5], x[6], y[6], x[7], y[7], x[12], y[12], x[13], y[13], x[14], y[14], x[15], y[15]),
                         to: SIMD32<UInt8>.self)
}
#endif
