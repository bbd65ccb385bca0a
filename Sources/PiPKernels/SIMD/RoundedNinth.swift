// Division by 9 with rounding, for 16-bit lanes of sums of 3 x 3 bytes (the 3:1 box average).

/// The largest sum of 3 x 3 bytes: 9 * 255.
let largestNineByteSum = 9 * 255

/// ceil(2^16 / 9): the high half of (n + 4) * 7282 is floor((n + 4) / 9) while (n + 4) * 2 < 2^16
/// (7282 * 9 = 2^16 + 2, so the error term (n + 4) * 2 / (9 * 2^16) stays under 1/9), far beyond
/// `largestNineByteSum + 4`. The tests check every sum from 0 to 9 * 255 against `ExactDivisor`.
let ninthMultiplier: UInt32 = 7282

/// (n + 4) / 9 in each lane (each at most `largestNineByteSum`): the rounded-half-up average of
/// nine samples, the same bytes as `boxScale`'s exact division by the weight sum 9 (9 is odd: no
/// sum is exactly halfway). One add, one high-half multiply (pmulhuw on x86-64, umull + shrn on
/// arm64).
@inline(__always)
func roundedNinth(_ n: SIMD8<UInt16>) -> SIMD8<UInt16> {
    narrowed((widened(n &+ 4) &* ninthMultiplier) &>> 16)
}
