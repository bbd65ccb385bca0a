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

/// Division with rounding of four 32-bit lanes at once by a divisor fixed in advance, in single
/// precision (baseline x86-64 has no 32-bit vector multiply with a high half, and the 64-bit
/// products of pmuludq need both factors known to fit 32 bits, which a loop-invariant multiplier
/// is not to the optimiser): round-half-up(n / d) is floor(n/d + 1/2 + bias), the floor of a
/// number whose fraction is a multiple of 1/d, so adding 1/(2d) - 1/2 and rounding to nearest
/// (one add of 1.5 * 2^23) gives it exactly while the float error stays below 1/(2d).
///
/// Every step (int -> float, multiply, add, add) is monotonic, so the result is exact for every
/// numerator up to the maximum as soon as it is at each quotient's first numerator and the one
/// before; `init` checks exactly those 2 * 256 numerators with the same float operations, and fails
/// when one is off or a numerator does not fit a float exactly.
struct QuadDivisor: QuadDivision {
    let reciprocal: Float
    let offset: Float
    /// 1.5 * 2^23: adding it leaves round-to-nearest(x) in the low mantissa bits.
    private static let magic: Float = 12_582_912
    private static let magicBits = Int32(bitPattern: magic.bitPattern)

    init?(divisor: Int, maximumNumerator: Int) {
        guard divisor > 1, maximumNumerator < 1 << 24 else { return nil }
        let d = Double(divisor)
        reciprocal = Float(1 / d)
        offset = Float(Double(divisor / 2) / d - 0.5 + 0.5 / d)
        let largestQuotient = (maximumNumerator + divisor / 2) / divisor
        for quotient in 1...max(largestQuotient, 1) {
            // The first numerator whose rounded quotient is `quotient`, and the one before it.
            let first = quotient * divisor - divisor / 2
            guard roundedQuotient(UInt32(first)) == UInt32(quotient), roundedQuotient(UInt32(first - 1)) == UInt32(quotient - 1) else {
                return nil
            }
        }
        // The maximum bounds the last quotient from above.
        guard roundedQuotient(UInt32(maximumNumerator)) == UInt32(largestQuotient) else { return nil }
    }

    /// The rounded quotient of each lane (each lane at most the maximum numerator).
    @inline(__always)
    func roundedQuotient(_ n: SIMD4<UInt32>) -> SIMD4<UInt32> {
        // Lanes below 2^24: signed conversions (cvtdq2ps), exact.
        let x = SIMD4<Float>(Float(Int32(bitPattern: n[0])), Float(Int32(bitPattern: n[1])),
                             Float(Int32(bitPattern: n[2])), Float(Int32(bitPattern: n[3])))
        let rounded = (x * reciprocal + offset) + Self.magic
        return unsafeBitCast(unsafeBitCast(rounded, to: SIMD4<Int32>.self) &- Self.magicBits, to: SIMD4<UInt32>.self)
    }

    /// The same for one value (for row tails), with the same float operations.
    @inline(__always)
    func roundedQuotient(_ n: UInt32) -> UInt32 {
        let rounded = (Float(Int32(bitPattern: n)) * reciprocal + offset) + Self.magic
        return UInt32(bitPattern: Int32(bitPattern: rounded.bitPattern) &- Self.magicBits)
    }
}
