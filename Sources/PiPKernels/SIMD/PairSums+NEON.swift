#if arch(arm64)
// `pairSums` as arm64 spells it: NEON's pairwise widening add. PairSums.swift has what every
// architecture shares.
// Files per ISA (docs/design/kernels.md): each `+NEON` file is compiled for arm64 only, each
// `+Portable` file for every other architecture, each `+X86` file for x86-64 only.
import _Builtin_intrinsics.arm.neon

/// Eight sums of neighbouring bytes: (b0+b1, b2+b3, ..., b14+b15).
@inline(__always)
func pairSums(_ bytes: SIMD16<UInt8>) -> SIMD8<UInt16> {
    // NEON's pairwise widening add, `uaddlp` (`uadalp` where the sums are added to others, as
    // over a box's rows): LLVM forms neither from any portable spelling (the masks and shift
    // of PairSums+Portable.swift become `mov`, `bic`, `usra`; scalar pair sums become `ld2` and
    // `uaddl`, `uaddl2`, which with the adds over the rows leave 2:1 at 1.25x libyuv's NEON
    // instructions). The one NEON intrinsic of the kernels (docs/design/arm64-box.md).
    return vpaddlq_u8(bytes)
}
#endif
