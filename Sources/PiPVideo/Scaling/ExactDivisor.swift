/// Division with rounding by a divisor fixed in advance, by multiplication and shift instead of
/// the (slow) hardware divide: `roundedQuotient(n)` is exactly `(n + d/2) / d` for every
/// `n <= UInt32.max - d/2` (`d` itself at most 2^32 - 1).
///
/// With M = ceil(2^64 / d) and e = M*d - 2^64 < d, floor(n*M / 2^64) = floor(n/d + n*e/(d*2^64)),
/// and n*e < 2^64 keeps the error term below 1/d, too small to cross the next integer.
struct ExactDivisor {
    let divisor: UInt64
    private let half: UInt64
    private let multiplier: UInt64

    init(_ divisor: UInt64) {
        precondition(divisor > 0 && divisor <= UInt64(UInt32.max), "divisor \(divisor) out of range")
        self.divisor = divisor
        half = divisor / 2
        // ceil(2^64 / d) = floor((2^64 - 1) / d) + 1 for d > 1; unused (0) for d == 1.
        multiplier = divisor == 1 ? 0 : UInt64.max / divisor + 1
    }

    /// (n + d/2) / d, rounding halves up.
    @inline(__always)
    func roundedQuotient(_ n: UInt64) -> UInt64 {
        guard divisor > 1 else { return n }
        return (n &+ half).multipliedFullWidth(by: multiplier).high
    }
}

/// Division with rounding of 16-bit lanes by a small divisor, as vector code does it: an optional
/// right shift for the divisor's power of two, then the high half of a 16 x 16-bit product
/// (pmulhuw on x86, umull+shrn on arm64), then a small shift.
///
/// `init` fails when no such sequence is exact for every numerator up to `maximumNumerator`.
struct LaneDivisor {
    /// Added before dividing (d/2, for rounding).
    let bias: UInt16
    /// Right shift applied first (the divisor's factor of two).
    let preShift: UInt16
    /// 0 when the odd part of the divisor is 1 (shift only).
    let multiplier: UInt16
    /// Right shift applied to the high half of the product.
    let postShift: UInt16

    init?(divisor: Int, maximumNumerator: Int) {
        guard divisor > 0, maximumNumerator + divisor / 2 <= Int(UInt16.max) else { return nil }
        bias = UInt16(divisor / 2)
        let shift = divisor.trailingZeroBitCount
        preShift = UInt16(shift)
        let odd = divisor >> shift
        let largest = (maximumNumerator + divisor / 2) >> shift
        guard odd > 1 else {
            multiplier = 0
            postShift = 0
            return
        }
        for extra in 0..<16 {
            let power = 1 << (16 + extra)
            let m = (power + odd - 1) / odd
            guard m <= Int(UInt16.max) else { break }
            if largest * (m * odd - power) < power {
                multiplier = UInt16(m)
                postShift = UInt16(extra)
                return
            }
        }
        return nil
    }

    /// The rounded quotient of each lane (each lane at most the maximum numerator).
    @inline(__always)
    func roundedQuotient(_ n: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let shifted = (n &+ bias) &>> preShift
        guard multiplier != 0 else { return shifted }
        let product = widened(shifted) &* UInt32(multiplier)
        return narrowed(product &>> 16) &>> postShift
    }

    /// The same for one value (for row tails).
    @inline(__always)
    func roundedQuotient(_ n: UInt16) -> UInt16 {
        let shifted = (n &+ bias) &>> preShift
        guard multiplier != 0 else { return shifted }
        return UInt16(truncatingIfNeeded: (UInt32(shifted) &* UInt32(multiplier)) &>> 16) &>> postShift
    }
}

/// Division with rounding of four 32-bit lanes at once by a divisor fixed in advance: the high
/// 32 bits of (n + d/2) * multiplier (64-bit products of 32-bit factors: pmuludq on x86, umull on
/// arm64), shifted right by `postShift`; exact for every numerator up to `maximumNumerator`.
///
/// With k = 32 + postShift, M = ceil(2^k / d) and e = M*d - 2^k < d,
/// floor(m*M / 2^k) = floor(m/d + m*e/(d*2^k)), which is floor(m/d) whenever m*e < 2^k; `init`
/// picks the smallest k that makes this hold for every m up to the largest biased numerator with
/// M below 2^32, and fails when none does (divisors 1 and 2 among them: `box-simd` then takes
/// another path).
struct QuadDivisor {
    let bias: UInt32
    let multiplier: UInt32
    let postShift: UInt32

    init?(divisor: Int, maximumNumerator: Int) {
        let largest = maximumNumerator + divisor / 2
        guard divisor > 0, largest <= Int(UInt32.max) else { return nil }
        for k in 32..<64 {
            let power = UInt64(1) << UInt64(k)
            let (m, remainder) = power.quotientAndRemainder(dividingBy: UInt64(divisor))
            let ceiling = remainder == 0 ? m : m + 1
            guard ceiling <= UInt64(UInt32.max) else { continue }
            let excess = ceiling * UInt64(divisor) - power
            // largest * excess < 2^k, without overflow: both factors below 2^32.
            if UInt64(largest) * excess < power {
                bias = UInt32(divisor / 2)
                multiplier = UInt32(ceiling)
                postShift = UInt32(k - 32)
                return
            }
        }
        return nil
    }

    /// The rounded quotient of each lane.
    @inline(__always)
    func roundedQuotient(_ n: SIMD4<UInt32>) -> SIMD4<UInt32> {
        // Lanes 0 and 2 in the low halves of two 64-bit lanes, 1 and 3 in the high halves; every
        // factor is a 32-bit value, so each product is one pmuludq / umull.
        let pairs = unsafeBitCast(n &+ bias, to: SIMD2<UInt64>.self)
        let factor = SIMD2<UInt64>(repeating: UInt64(multiplier))
        let even = (pairs & 0xFFFF_FFFF) &* factor, odd = (pairs &>> 32) &* factor
        // The high 32 bits of each product, back in their lanes.
        let high = unsafeBitCast((even &>> 32) | (odd & 0xFFFF_FFFF_0000_0000), to: SIMD4<UInt32>.self)
        return high &>> postShift
    }

    /// The same for one value (for row tails).
    @inline(__always)
    func roundedQuotient(_ n: UInt32) -> UInt32 {
        UInt32(truncatingIfNeeded: (UInt64(n &+ bias) &* UInt64(multiplier)) &>> 32) &>> postShift
    }
}
