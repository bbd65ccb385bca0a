// Sums of neighbouring samples within a vector, for the box kernels that pair columns while loading.
// `pairSums` (one channel) is spelled per architecture: PairSums+NEON.swift and PairSums+Portable.swift.

/// For Cb,Cr pairs (Cb0 Cr0 Cb1 Cr1 ...): (Cb0+Cb1, Cr0+Cr1, Cb2+Cb3, Cr2+Cr3, ...).
@inline(__always)
func pairSumsOfTwoChannels(_ bytes: SIMD16<UInt8>) -> SIMD8<UInt16> {
    let words = unsafeBitCast(bytes, to: SIMD4<UInt32>.self)
    let blue = words & 0x00FF_00FF, red = (words &>> 8) & 0x00FF_00FF
    let blueSums = (blue & 0xFFFF) &+ (blue &>> 16), redSums = (red & 0xFFFF) &+ (red &>> 16)
    return unsafeBitCast(blueSums | (redSums &<< 16), to: SIMD8<UInt16>.self)
}
