// Tile transposes and row reversals built from the interleaves of SIMDInterleave.swift.
// `transposeBytes16x16` and `storeTransposedPairs` take one of two spellings per architecture
// (SIMDTranspose+NEON.swift, SIMDTranspose+Portable.swift); the tiles of the x86-64-v3 quarter
// turns are in SIMDTranspose+X86.swift.

/// `transposeBytes16x16` in four stages of growing lane width (bytes, 16-, 32-, 64-bit lanes),
/// each a punpckl/punpckh on x86-64.
@inline(__always)
func transposeBytes16x16ByStages(
    from source: UnsafeRawPointer, stride sourceStride: Int, to destination: UnsafeMutableRawPointer, stride destinationStride: Int
) {
    @inline(__always) func row(_ index: Int) -> SIMD16<UInt8> {
        source.loadUnaligned(fromByteOffset: index &* sourceStride, as: SIMD16<UInt8>.self)
    }
    @inline(__always) func store(_ index: Int, _ value: SIMD16<UInt8>) {
        destination.storeBytes(of: value, toByteOffset: index &* destinationStride, as: SIMD16<UInt8>.self)
    }
    let r0 = row(0), r1 = row(1), r2 = row(2), r3 = row(3), r4 = row(4), r5 = row(5), r6 = row(6), r7 = row(7)
    let r8 = row(8), r9 = row(9), r10 = row(10), r11 = row(11), r12 = row(12), r13 = row(13), r14 = row(14), r15 = row(15)
    // Each 16-bit lane holds one column of two consecutive rows: a0...a7 columns 0-7, a8...a15 columns 8-15.
    let a0 = interleaveLowBytes(r0, r1), a1 = interleaveLowBytes(r2, r3), a2 = interleaveLowBytes(r4, r5)
    let a3 = interleaveLowBytes(r6, r7), a4 = interleaveLowBytes(r8, r9), a5 = interleaveLowBytes(r10, r11)
    let a6 = interleaveLowBytes(r12, r13), a7 = interleaveLowBytes(r14, r15)
    let a8 = interleaveHighBytes(r0, r1), a9 = interleaveHighBytes(r2, r3), a10 = interleaveHighBytes(r4, r5)
    let a11 = interleaveHighBytes(r6, r7), a12 = interleaveHighBytes(r8, r9), a13 = interleaveHighBytes(r10, r11)
    let a14 = interleaveHighBytes(r12, r13), a15 = interleaveHighBytes(r14, r15)
    // Each 32-bit lane: one column of four rows.
    let b0 = interleaveLowPairs(a0, a1), b1 = interleaveHighPairs(a0, a1)
    let b2 = interleaveLowPairs(a2, a3), b3 = interleaveHighPairs(a2, a3)
    let b4 = interleaveLowPairs(a4, a5), b5 = interleaveHighPairs(a4, a5)
    let b6 = interleaveLowPairs(a6, a7), b7 = interleaveHighPairs(a6, a7)
    let b8 = interleaveLowPairs(a8, a9), b9 = interleaveHighPairs(a8, a9)
    let b10 = interleaveLowPairs(a10, a11), b11 = interleaveHighPairs(a10, a11)
    let b12 = interleaveLowPairs(a12, a13), b13 = interleaveHighPairs(a12, a13)
    let b14 = interleaveLowPairs(a14, a15), b15 = interleaveHighPairs(a14, a15)
    // Each 64-bit lane: one column of eight rows (c0...c3 rows 0-7, c4...c7 rows 8-15, for columns 0-7).
    let c0 = interleaveLowQuads(b0, b2), c1 = interleaveHighQuads(b0, b2)
    let c2 = interleaveLowQuads(b1, b3), c3 = interleaveHighQuads(b1, b3)
    let c4 = interleaveLowQuads(b4, b6), c5 = interleaveHighQuads(b4, b6)
    let c6 = interleaveLowQuads(b5, b7), c7 = interleaveHighQuads(b5, b7)
    let c8 = interleaveLowQuads(b8, b10), c9 = interleaveHighQuads(b8, b10)
    let c10 = interleaveLowQuads(b9, b11), c11 = interleaveHighQuads(b9, b11)
    let c12 = interleaveLowQuads(b12, b14), c13 = interleaveHighQuads(b12, b14)
    let c14 = interleaveLowQuads(b13, b15), c15 = interleaveHighQuads(b13, b15)
    // Each vector: one column of all sixteen rows.
    store(0, interleaveLowHalves(c0, c4)); store(1, interleaveHighHalves(c0, c4))
    store(2, interleaveLowHalves(c1, c5)); store(3, interleaveHighHalves(c1, c5))
    store(4, interleaveLowHalves(c2, c6)); store(5, interleaveHighHalves(c2, c6))
    store(6, interleaveLowHalves(c3, c7)); store(7, interleaveHighHalves(c3, c7))
    store(8, interleaveLowHalves(c8, c12)); store(9, interleaveHighHalves(c8, c12))
    store(10, interleaveLowHalves(c9, c13)); store(11, interleaveHighHalves(c9, c13))
    store(12, interleaveLowHalves(c10, c14)); store(13, interleaveHighHalves(c10, c14))
    store(14, interleaveLowHalves(c11, c15)); store(15, interleaveHighHalves(c11, c15))
}

/// `transposeBytes16x16` in two halves: columns 0-7 of the 16 rows (destination rows 0-7), then
/// columns 8-15, each half the three later stages of `transposeBytes16x16ByStages` on 8 vectors.
/// Each half loads the 16 rows again (L1 hits; the stores between them may alias the source, so
/// the loads stay), which keeps at most about 10 vectors live: on x86-64-v3 (16 registers,
/// three-operand unpacks that take one row from memory) no spills, where the stages spill and
/// reload about 18 vectors per tile.
@inline(__always)
func transposeBytes16x16ByHalves(
    from source: UnsafeRawPointer, stride sourceStride: Int, to destination: UnsafeMutableRawPointer, stride destinationStride: Int
) {
    @inline(__always) func row(_ index: Int) -> SIMD16<UInt8> {
        source.loadUnaligned(fromByteOffset: index &* sourceStride, as: SIMD16<UInt8>.self)
    }
    @inline(__always) func store(_ index: Int, _ value: SIMD16<UInt8>) {
        destination.storeBytes(of: value, toByteOffset: index &* destinationStride, as: SIMD16<UInt8>.self)
    }
    @inline(__always) func half(high: Bool) {
        // Each 16-bit lane: one column of two consecutive rows (columns 0-7, or 8-15 when `high`).
        @inline(__always) func rows(_ index: Int) -> SIMD8<UInt16> {
            high ? interleaveHighBytes(row(index), row(index &+ 1)) : interleaveLowBytes(row(index), row(index &+ 1))
        }
        let a0 = rows(0), a1 = rows(2), a2 = rows(4), a3 = rows(6), a4 = rows(8), a5 = rows(10), a6 = rows(12), a7 = rows(14)
        let b0 = interleaveLowPairs(a0, a1), b1 = interleaveHighPairs(a0, a1)
        let b2 = interleaveLowPairs(a2, a3), b3 = interleaveHighPairs(a2, a3)
        let b4 = interleaveLowPairs(a4, a5), b5 = interleaveHighPairs(a4, a5)
        let b6 = interleaveLowPairs(a6, a7), b7 = interleaveHighPairs(a6, a7)
        let c0 = interleaveLowQuads(b0, b2), c1 = interleaveHighQuads(b0, b2)
        let c2 = interleaveLowQuads(b1, b3), c3 = interleaveHighQuads(b1, b3)
        let c4 = interleaveLowQuads(b4, b6), c5 = interleaveHighQuads(b4, b6)
        let c6 = interleaveLowQuads(b5, b7), c7 = interleaveHighQuads(b5, b7)
        let first = high ? 8 : 0
        store(first, interleaveLowHalves(c0, c4)); store(first &+ 1, interleaveHighHalves(c0, c4))
        store(first &+ 2, interleaveLowHalves(c1, c5)); store(first &+ 3, interleaveHighHalves(c1, c5))
        store(first &+ 4, interleaveLowHalves(c2, c6)); store(first &+ 5, interleaveHighHalves(c2, c6))
        store(first &+ 6, interleaveLowHalves(c3, c7)); store(first &+ 7, interleaveHighHalves(c3, c7))
    }
    half(high: false)
    half(high: true)
}

/// `storeTransposedPairs` in three stages of growing lane width (`transposedPairsByStages`).
@inline(__always)
func storeTransposedPairsByStages(
    _ r0: SIMD8<UInt16>, _ r1: SIMD8<UInt16>, _ r2: SIMD8<UInt16>, _ r3: SIMD8<UInt16>,
    _ r4: SIMD8<UInt16>, _ r5: SIMD8<UInt16>, _ r6: SIMD8<UInt16>, _ r7: SIMD8<UInt16>,
    to destination: UnsafeMutableRawPointer, stride: Int
) {
    @inline(__always) func store(_ index: Int, _ value: SIMD16<UInt8>) {
        destination.storeBytes(of: value, toByteOffset: index &* stride, as: SIMD16<UInt8>.self)
    }
    let rows = transposedPairsByStages(r0, r1, r2, r3, r4, r5, r6, r7)
    store(0, rows.0); store(1, rows.1); store(2, rows.2); store(3, rows.3)
    store(4, rows.4); store(5, rows.5); store(6, rows.6); store(7, rows.7)
}

/// Transposes an 8x8 tile of CbCr pairs (16 bytes per row): pair `x` of source row `y` becomes
/// pair `y` of destination row `x`. Strides may be negative, as for `transposeBytes16x16`.
@inline(__always)
func transposePairs8x8(
    from source: UnsafeRawPointer, stride sourceStride: Int, to destination: UnsafeMutableRawPointer, stride destinationStride: Int
) {
    @inline(__always) func row(_ index: Int) -> SIMD8<UInt16> {
        source.loadUnaligned(fromByteOffset: index &* sourceStride, as: SIMD8<UInt16>.self)
    }
    storeTransposedPairsByStages(row(0), row(1), row(2), row(3), row(4), row(5), row(6), row(7),
                                 to: destination, stride: destinationStride)
}

/// The 16 bytes in reverse order (a row segment of a half turn): the two bytes of each 16-bit lane
/// swapped by shifts, then the lanes reversed. Seven SSE2 instructions; the same reversal spelled
/// as one byte shuffle compiles to eleven (SSE2 has no byte shuffle), and this is what bounds the
/// half turn's speed.
@inline(__always)
func reversedBytes(_ v: SIMD16<UInt8>) -> SIMD16<UInt8> {
    let lanes = unsafeBitCast(v, to: SIMD8<UInt16>.self)
    return unsafeBitCast(reversedPairs((lanes &<< 8) | (lanes &>> 8)), to: SIMD16<UInt8>.self)
}

/// The 8 pairs in reverse order, each pair's two bytes kept in order.
@inline(__always)
func reversedPairs(_ v: SIMD8<UInt16>) -> SIMD8<UInt16> {
    SIMD8<UInt16>(v[7], v[6], v[5], v[4], v[3], v[2], v[1], v[0])
}
