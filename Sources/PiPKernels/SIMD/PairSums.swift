/// Sums of neighbouring samples within a vector, for the box kernels that pair columns while loading.

#if arch(arm64)
import _Builtin_intrinsics.arm.neon
#endif

/// Eight sums of neighbouring bytes: (b0+b1, b2+b3, ..., b14+b15).
@inline(__always)
func pairSums(_ bytes: SIMD16<UInt8>) -> SIMD8<UInt16> {
    #if arch(arm64)
    // NEON's pairwise widening add, `uaddlp` (`uadalp` where the sums are added to others, as
    // over a box's rows): LLVM forms neither from any portable spelling (the masks and shift
    // below become `mov`, `bic`, `usra`; scalar pair sums become `ld2` and `uaddl`, `uaddl2`,
    // which with the adds over the rows leave 2:1 at 1.25x libyuv's NEON instructions). The one
    // NEON intrinsic of the kernels (docs/design/arm64-box.md).
    return vpaddlq_u8(bytes)
    #else
    let lanes = unsafeBitCast(bytes, to: SIMD8<UInt16>.self)
    return (lanes & 0x00FF) &+ (lanes &>> 8)
    #endif
}

/// For Cb,Cr pairs (Cb0 Cr0 Cb1 Cr1 ...): (Cb0+Cb1, Cr0+Cr1, Cb2+Cb3, Cr2+Cr3, ...).
@inline(__always)
func pairSumsOfTwoChannels(_ bytes: SIMD16<UInt8>) -> SIMD8<UInt16> {
    let words = unsafeBitCast(bytes, to: SIMD4<UInt32>.self)
    let blue = words & 0x00FF_00FF, red = (words &>> 8) & 0x00FF_00FF
    let blueSums = (blue & 0xFFFF) &+ (blue &>> 16), redSums = (red & 0xFFFF) &+ (red &>> 16)
    return unsafeBitCast(blueSums | (redSums &<< 16), to: SIMD8<UInt16>.self)
}
