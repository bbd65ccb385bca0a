/// Division with rounding of four 32-bit lanes at once, as `QuadDivisor` does it, for numerators
/// past single precision (up to 2^31): the same steps in double precision, two lanes per vector
/// (cvtdq2pd on x86-64, scvtf on arm64). `box-simd`'s window columns take it when the exact
/// totals of a fractional ratio reach 2^24 (1280x720 -> 378x213: 640 x 240 x 255).
///
/// Every step is monotonic, so `init` checks each quotient's first numerator and the one before,
/// and the maximum numerator (which bounds the last quotient from above), with the same
/// operations, and fails when one is off.
struct WideQuadDivisor: QuadDivision {
    let reciprocal: Double
    let offset: Double
    /// 1.5 * 2^52: adding it leaves round-to-nearest(x) in the low 32 bits of the bit pattern
    /// (whose low 32 bits are 0), for x below 2^31.
    private static let magic: Double = 6_755_399_441_055_744

    init?(divisor: Int, maximumNumerator: Int) {
        guard divisor > 1, maximumNumerator <= Int(Int32.max) else { return nil }
        let d = Double(divisor)
        reciprocal = 1 / d
        offset = Double(divisor / 2) / d - 0.5 + 0.5 / d
        let largestQuotient = (maximumNumerator + divisor / 2) / divisor
        for quotient in 1...max(largestQuotient, 1) {
            let first = quotient * divisor - divisor / 2
            guard first <= Int(Int32.max), roundedQuotient(UInt32(first)) == UInt32(quotient),
                  roundedQuotient(UInt32(first - 1)) == UInt32(quotient - 1) else { return nil }
        }
        guard roundedQuotient(UInt32(maximumNumerator)) == UInt32(largestQuotient) else { return nil }
    }

    /// The rounded quotient of each lane (each lane at most the maximum numerator).
    @inline(__always)
    func roundedQuotient(_ n: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let signed = unsafeBitCast(n, to: SIMD4<Int32>.self)
        let low = SIMD2<Double>(Double(signed[0]), Double(signed[1])), high = SIMD2<Double>(Double(signed[2]), Double(signed[3]))
        let lowBits = unsafeBitCast((low * reciprocal + offset) + Self.magic, to: SIMD4<UInt32>.self)
        let highBits = unsafeBitCast((high * reciprocal + offset) + Self.magic, to: SIMD4<UInt32>.self)
        // Each quotient is the low half of its 64-bit lane (little-endian lanes, as on x86 and arm64).
        return SIMD4<UInt32>(lowBits[0], lowBits[2], highBits[0], highBits[2])
    }

    /// The same for one value (for row tails), with the same operations.
    @inline(__always)
    func roundedQuotient(_ n: UInt32) -> UInt32 {
        let rounded = (Double(Int32(bitPattern: n)) * reciprocal + offset) + Self.magic
        return UInt32(truncatingIfNeeded: rounded.bitPattern)
    }
}

/// A division of four 32-bit totals at once by a divisor fixed in advance, exact for every
/// numerator it was made for: `QuadDivisor` (single precision) or `WideQuadDivisor` (double).
protocol QuadDivision {
    func roundedQuotient(_ n: SIMD4<UInt32>) -> SIMD4<UInt32>
    func roundedQuotient(_ n: UInt32) -> UInt32
}
