// The 4x4 transpose of 32-bit units that the rotate-scale kernels' CbCr paths share: a unit is one
// CbCr pair of 16-bit sums.

/// Four rows of four 32-bit units (`a0` ... `a3`) transposed: the result's vector k holds unit k of
/// each row, in row order, as 8 lanes of 16 bits (the pair's two sums).
@inline(__always)
func transposedPairUnits4x4(
    _ a0: SIMD4<UInt32>, _ a1: SIMD4<UInt32>, _ a2: SIMD4<UInt32>, _ a3: SIMD4<UInt32>
) -> (SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>) {
    let low01 = interleaveLowQuads(a0, a1), low23 = interleaveLowQuads(a2, a3)
    let high01 = interleaveHighQuads(a0, a1), high23 = interleaveHighQuads(a2, a3)
    @inline(__always) func column(_ v: SIMD16<UInt8>) -> SIMD8<UInt16> { unsafeBitCast(v, to: SIMD8<UInt16>.self) }
    return (column(interleaveLowHalves(low01, low23)), column(interleaveHighHalves(low01, low23)),
            column(interleaveLowHalves(high01, high23)), column(interleaveHighHalves(high01, high23)))
}
