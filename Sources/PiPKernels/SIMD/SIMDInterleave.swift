// The interleaves that tile transposes are built from, spelled with Swift SIMD element initializers.
//
// Each interleave below spells out its result element by element from the elements of two
// vectors; the optimizer turns each into one unpack instruction (punpckl/punpckh on x86, zip1/zip2
// on arm64). Each stage returns the next wider lane type (bytes -> 16-bit -> 32-bit -> 64-bit lanes),
// which keeps LLVM from fusing consecutive stages into one arbitrary byte shuffle: when every stage
// was written on `SIMD16<UInt8>`, it fused them and emitted hundreds of mask-and-blend instructions
// on x86-64's baseline SSE2 (which has no byte shuffle) instead of 64 unpacks.

/// (a0, b0, a1, b1, ..., a7, b7) as 16-bit lanes: byte unpack low.
@inline(__always)
func interleaveLowBytes(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD8<UInt16> {
    unsafeBitCast(SIMD16<UInt8>(a[0], b[0], a[1], b[1], a[2], b[2], a[3], b[3],
                                a[4], b[4], a[5], b[5], a[6], b[6], a[7], b[7]), to: SIMD8<UInt16>.self)
}

/// (a8, b8, a9, b9, ..., a15, b15) as 16-bit lanes: byte unpack high.
@inline(__always)
func interleaveHighBytes(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD8<UInt16> {
    unsafeBitCast(SIMD16<UInt8>(a[8], b[8], a[9], b[9], a[10], b[10], a[11], b[11],
                                a[12], b[12], a[13], b[13], a[14], b[14], a[15], b[15]), to: SIMD8<UInt16>.self)
}

/// (a0, b0, ..., a7, b7) from two 8-byte vectors: one U and one V row segment become 8 CbCr pairs.
@inline(__always)
func interleaveBytes(_ a: SIMD8<UInt8>, _ b: SIMD8<UInt8>) -> SIMD8<UInt16> {
    unsafeBitCast(SIMD16<UInt8>(a[0], b[0], a[1], b[1], a[2], b[2], a[3], b[3],
                                a[4], b[4], a[5], b[5], a[6], b[6], a[7], b[7]), to: SIMD8<UInt16>.self)
}

/// 16-bit lanes (a0, b0, a1, b1, a2, b2, a3, b3) as 32-bit lanes.
@inline(__always)
func interleaveLowPairs(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>) -> SIMD4<UInt32> {
    unsafeBitCast(SIMD8<UInt16>(a[0], b[0], a[1], b[1], a[2], b[2], a[3], b[3]), to: SIMD4<UInt32>.self)
}

/// 16-bit lanes (a4, b4, a5, b5, a6, b6, a7, b7) as 32-bit lanes.
@inline(__always)
func interleaveHighPairs(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>) -> SIMD4<UInt32> {
    unsafeBitCast(SIMD8<UInt16>(a[4], b[4], a[5], b[5], a[6], b[6], a[7], b[7]), to: SIMD4<UInt32>.self)
}

/// 32-bit lanes (a0, b0, a1, b1) as 64-bit lanes.
@inline(__always)
func interleaveLowQuads(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>) -> SIMD2<UInt64> {
    unsafeBitCast(SIMD4<UInt32>(a[0], b[0], a[1], b[1]), to: SIMD2<UInt64>.self)
}

/// 32-bit lanes (a2, b2, a3, b3) as 64-bit lanes.
@inline(__always)
func interleaveHighQuads(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>) -> SIMD2<UInt64> {
    unsafeBitCast(SIMD4<UInt32>(a[2], b[2], a[3], b[3]), to: SIMD2<UInt64>.self)
}

/// 64-bit lanes (a0, b0) as bytes.
@inline(__always)
func interleaveLowHalves(_ a: SIMD2<UInt64>, _ b: SIMD2<UInt64>) -> SIMD16<UInt8> {
    unsafeBitCast(SIMD2<UInt64>(a[0], b[0]), to: SIMD16<UInt8>.self)
}

/// 64-bit lanes (a1, b1) as bytes.
@inline(__always)
func interleaveHighHalves(_ a: SIMD2<UInt64>, _ b: SIMD2<UInt64>) -> SIMD16<UInt8> {
    unsafeBitCast(SIMD2<UInt64>(a[1], b[1]), to: SIMD16<UInt8>.self)
}

/// The 8 rows of an 8x8 tile of 16-bit lanes transposed (lane `x` of row `y` becomes lane `y` of
/// row `x`), each returned as 16 bytes: three stages of growing lane width (16-, 32-, 64-bit
/// lanes), 24 unpacks on x86-64. Stores the rotation's pair tiles (`storeTransposedPairsByStages`)
/// and feeds the camera's 8/3 kernel, whose columns it makes vectors.
@inline(__always)
func transposedPairsByStages(
    _ r0: SIMD8<UInt16>, _ r1: SIMD8<UInt16>, _ r2: SIMD8<UInt16>, _ r3: SIMD8<UInt16>,
    _ r4: SIMD8<UInt16>, _ r5: SIMD8<UInt16>, _ r6: SIMD8<UInt16>, _ r7: SIMD8<UInt16>
) -> (SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>) {
    // Each 32-bit lane: one column of two rows (b0, b2, b4, b6 columns 0-3; the others 4-7).
    let b0 = interleaveLowPairs(r0, r1), b1 = interleaveHighPairs(r0, r1)
    let b2 = interleaveLowPairs(r2, r3), b3 = interleaveHighPairs(r2, r3)
    let b4 = interleaveLowPairs(r4, r5), b5 = interleaveHighPairs(r4, r5)
    let b6 = interleaveLowPairs(r6, r7), b7 = interleaveHighPairs(r6, r7)
    // Each 64-bit lane: one column of four rows.
    let c0 = interleaveLowQuads(b0, b2), c1 = interleaveHighQuads(b0, b2)
    let c2 = interleaveLowQuads(b1, b3), c3 = interleaveHighQuads(b1, b3)
    let c4 = interleaveLowQuads(b4, b6), c5 = interleaveHighQuads(b4, b6)
    let c6 = interleaveLowQuads(b5, b7), c7 = interleaveHighQuads(b5, b7)
    return (interleaveLowHalves(c0, c4), interleaveHighHalves(c0, c4), interleaveLowHalves(c1, c5), interleaveHighHalves(c1, c5),
            interleaveLowHalves(c2, c6), interleaveHighHalves(c2, c6), interleaveLowHalves(c3, c7), interleaveHighHalves(c3, c7))
}
