/// Sums of neighbouring samples within a vector, for the box kernels that pair columns while loading.

/// Eight sums of neighbouring bytes: (b0+b1, b2+b3, ..., b14+b15).
@inline(__always)
func pairSums(_ bytes: SIMD16<UInt8>) -> SIMD8<UInt16> {
    let lanes = unsafeBitCast(bytes, to: SIMD8<UInt16>.self)
    return (lanes & 0x00FF) &+ (lanes &>> 8)
}

/// For Cb,Cr pairs (Cb0 Cr0 Cb1 Cr1 ...): (Cb0+Cb1, Cr0+Cr1, Cb2+Cb3, Cr2+Cr3, ...).
@inline(__always)
func pairSumsOfTwoChannels(_ bytes: SIMD16<UInt8>) -> SIMD8<UInt16> {
    let words = unsafeBitCast(bytes, to: SIMD4<UInt32>.self)
    let blue = words & 0x00FF_00FF, red = (words &>> 8) & 0x00FF_00FF
    let blueSums = (blue & 0xFFFF) &+ (blue &>> 16), redSums = (red & 0xFFFF) &+ (red &>> 16)
    return unsafeBitCast(blueSums | (redSums &<< 16), to: SIMD8<UInt16>.self)
}

/// The 16 sums of neighbouring bytes (b0+b1, b2+b3, ..., b30+b31) of the 32 bytes at `row`,
/// written as scalar sums: LLVM's SLP vectorizer makes them one `ld2 {v.16b, v.16b}` (even and
/// odd bytes apart as they are loaded) and two widening adds (`uaddl`, `uaddl2`) on arm64, 3
/// instructions per 32 bytes where `pairSums` takes 8 (LLVM forms no `uaddlp` from any portable
/// spelling; `pairSums` becomes `mov`, `bic`, `usra` per 16 bytes). On x86-64 (no interleaved
/// load) they would stay scalar: used on arm64 only.
@inline(__always)
func pairSumsAsLoaded(_ row: UnsafePointer<UInt8>) -> SIMD16<UInt16> {
    var sums = SIMD16<UInt16>()
    for k in 0..<16 { sums[k] = UInt16(row[2 &* k]) &+ UInt16(row[2 &* k &+ 1]) }
    return sums
}
