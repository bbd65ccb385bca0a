#if !arch(arm64)
// `pairSums` as every architecture but arm64 spells it (x86-64's two builds). PairSums.swift has
// what every architecture shares.
// Files per ISA (docs/design/kernels.md): each `+NEON` file is compiled for arm64 only, each
// `+Portable` file for every other architecture, each `+X86` file for x86-64 only.

/// Eight sums of neighbouring bytes: (b0+b1, b2+b3, ..., b14+b15).
@inline(__always)
func pairSums(_ bytes: SIMD16<UInt8>) -> SIMD8<UInt16> {
    let lanes = unsafeBitCast(bytes, to: SIMD8<UInt16>.self)
    return (lanes & 0x00FF) &+ (lanes &>> 8)
}
#endif
