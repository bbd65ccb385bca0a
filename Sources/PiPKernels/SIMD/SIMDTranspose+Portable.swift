#if !arch(arm64)
// The 16x16-byte and 8x8-pair transposes as every architecture but arm64 spells them (x86-64's two
// builds): interleaves in stages of growing lane width. SIMDTranspose.swift has what every
// architecture shares.
// Files per ISA (docs/design/kernels.md): each `+NEON` file is compiled for arm64 only, each
// `+Portable` file for every other architecture, each `+X86` file for x86-64 only.

/// Transposes a 16x16-byte tile: byte `x` of source row `y` becomes byte `y` of destination row `x`.
/// Strides may be negative (a negative source stride reads the tile bottom-up, which turns the
/// transpose into a clockwise quarter turn; a negative destination stride into a counter-clockwise one).
///
/// One of two spellings of the same 64 interleaves, chosen per architecture because LLVM compiles
/// each well on one of them only (measured with `scripts/ci/arm64-check.sh asm` and the x86-64
/// release build; docs/design/arm64.md): on arm64, `transposeBytes16x16ByRounds`, 56 zip1/zip2 and 8 st2,
/// no lane insert (the staged spelling there: 40 `mov v.h[i]` lane inserts per tile, and 320
/// instructions where the rounds take 132); elsewhere `transposeBytes16x16ByStages`, 64
/// punpck (the rounds on x86-64: a loop LLVM does not unroll, about 240 instructions per tile
/// instead of 171). Both give the same bytes (tested on both architectures).
@inline(__always)
func transposeBytes16x16(
    from source: UnsafeRawPointer, stride sourceStride: Int, to destination: UnsafeMutableRawPointer, stride destinationStride: Int
) {
    transposeBytes16x16ByStages(from: source, stride: sourceStride, to: destination, stride: destinationStride)
}

/// Transposes 8 rows of 8 CbCr pairs (16-bit lanes) and stores the 8 transposed rows, `stride`
/// bytes apart (negative to store bottom-up). Per architecture as `transposeBytes16x16`: on arm64
/// `storeTransposedPairsByRounds` (24 zip1/zip2 .8h; the staged spelling of rows just interleaved
/// from U and V gave 120 lane inserts in `simdRotateInterleaving`), elsewhere
/// `storeTransposedPairsByStages`. (`transposePairs8x8`, whose rows come straight from memory,
/// takes the staged spelling on both: no lane insert there, and 30% fewer arm64 instructions for
/// RotateNV12 than the rounds, measured with `scripts/ci/arm64-check.sh count`.)
@inline(__always)
func storeTransposedPairs(
    _ r0: SIMD8<UInt16>, _ r1: SIMD8<UInt16>, _ r2: SIMD8<UInt16>, _ r3: SIMD8<UInt16>,
    _ r4: SIMD8<UInt16>, _ r5: SIMD8<UInt16>, _ r6: SIMD8<UInt16>, _ r7: SIMD8<UInt16>,
    to destination: UnsafeMutableRawPointer, stride: Int
) {
    storeTransposedPairsByStages(r0, r1, r2, r3, r4, r5, r6, r7, to: destination, stride: stride)
}
#endif
