// Lane arithmetic that LLVM 21 turns into single x86-64-v3 instructions (vpmaddubsw, vpmaddwd,
// vpackuswb) when spelled exactly this way; docs/design/kernels.md ("The x86-64-v3 spellings")
// lists the conditions under which it gives up, and scripts/ci/x86-asm-check guards the loops
// that use them. On arm64 the kernels keep their own spellings (NEON has pairwise adds).

/// Eight weighted sums of neighbouring bytes: lane j is `u[2j] * w[2j] + u[2j+1] * w[2j+1]`, the
/// bytes of `u` unsigned and the weights signed, clamped to Int16 (`vpmaddubsw`; with weights of
/// 1 the plain pair sums, which never reach the clamp).
///
/// LLVM forms the instruction only when `weights` is loaded from memory inside the loop that
/// uses it (as a constant, or loaded before the loop, its widening is hoisted and the match
/// fails) and when the clamp is spelled with `min` and `max`.
@inline(__always)
func weightedPairSums(_ u: SIMD16<UInt8>, _ weights: SIMD16<Int8>) -> SIMD8<Int16> {
    // A loop, which LLVM unrolls: in SIL its body is a few blocks whatever the lane count, so
    // callers stay small enough for the inliner (written out, the clamps made about 40).
    var sums = SIMD8<Int16>()
    for j in 0..<8 {
        let sum = Int32(u[2 &* j]) &* Int32(weights[2 &* j]) &+ Int32(u[2 &* j &+ 1]) &* Int32(weights[2 &* j &+ 1])
        sums[j] = Int16(truncatingIfNeeded: min(max(sum, -32768), 32767))
    }
    return sums
}

/// Eight weighted sums of neighbouring 16-bit lanes: lane j is `v[2j] * w[2j] + v[2j+1] * w[2j+1]`
/// in 32 bits (`vpmaddwd`; the same condition on `weights` as `weightedPairSums` of bytes, and
/// 16 lanes in: with 8, LLVM widens and multiplies in 32-bit lanes instead).
@inline(__always)
func weightedPairSums(_ v: SIMD16<Int16>, _ weights: SIMD16<Int16>) -> SIMD8<Int32> {
    var sums = SIMD8<Int32>()
    for j in 0..<8 {
        sums[j] = Int32(v[2 &* j]) &* Int32(weights[2 &* j]) &+ Int32(v[2 &* j &+ 1]) &* Int32(weights[2 &* j &+ 1])
    }
    return sums
}

/// Each lane clamped to 0...255, as bytes: one `vpackuswb` (with the lanes of the next 16 in
/// the other half of the register) for lanes LLVM knows nothing of, such as `weightedPairSums`
/// of loaded bytes. The clamp is written with sign masks, the upper bound first. (Lanes that are
/// a zero-extended byte plus a term, as in the BGRA kernels, take the lower bound first:
/// `WholeLumaChromaTerms.saturatedToByte`; each spelling in the other's place leaves `vpmaxsw`,
/// `vpminuw` or compares before the pack.)
@inline(__always)
func saturatedBytes(_ x: SIMD16<Int16>) -> SIMD16<UInt8> {
    let excess = x &- 255
    let atMost255 = (excess & (excess &>> 15)) &+ 255
    return narrowed(unsafeBitCast(atMost255 & ~(atMost255 &>> 15), to: SIMD16<UInt16>.self))
}

/// The 32-bit lanes of `low`, then of `high`, each clamped to Int16's range (`vpackssdw`; a loop
/// for the reason `weightedPairSums` gives).
@inline(__always)
func saturatedInt16(_ low: SIMD8<Int32>, _ high: SIMD8<Int32>) -> SIMD16<Int16> {
    var lanes = SIMD16<Int16>()
    for i in 0..<8 {
        lanes[i] = Int16(truncatingIfNeeded: min(max(low[i], -32768), 32767))
        lanes[i &+ 8] = Int16(truncatingIfNeeded: min(max(high[i], -32768), 32767))
    }
    return lanes
}
