/// What the simd I420 -> BGRA kernel needs of a chroma step: made once from 8 Cb and 8 Cr, it
/// turns each of the two rows' 16 Y into 64 bytes B, G, R, A.
protocol RowPairChroma {
    init<Constants: FixedPointBT601>(u: SIMD8<UInt8>, v: SIMD8<UInt8>, _: Constants.Type)
    func pixels<Constants: FixedPointBT601>(luma y: SIMD16<UInt8>, _: Constants.Type) -> SIMD64<UInt8>
}

/// The chroma terms in bytes, for constants whose luma term is Y x 64 (full range).
///
/// Then (Y x 64 + chroma) >> 6 is exactly Y + t with t = chroma >> 6, one whole number per chroma
/// sample (4 pixels). Each channel is clamp(Y + t, 0, 255), which is, with t split into
/// max(t, 0) and max(-t, 0), one unsigned-saturating byte add and one unsigned-saturating byte
/// subtract of the Y bytes (paddusb/psubusb on x86, uqadd/uqsub on arm64): no widening of Y and
/// no shifts or packs per pixel. Blue and green are computed on (Y, Y) byte pairs against
/// (blue, green) term pairs, so that they come out already interleaved; red on Y, then paired
/// with alpha. (Computing blue and green separately and interleaving them afterwards lets the
/// optimizer move the subtract's select past the interleave, where it no longer recognises the
/// saturating subtract.) Results are bit-identical to `FixedPointBT601.pixel`.
///
/// Requires |t| <= 255 (a byte per part). For full range |t| <= 226 (blue: 113 x 127 / 64);
/// `WholeLumaChromaTermsTests` checks every Cb and Cr.
struct WholeLumaChromaTerms: RowPairChroma {
    /// (max(t, 0) of blue, of green) byte pairs, each pair twice (the two pixels of a chroma
    /// sample), and the same for max(-t, 0).
    let blueGreenAdd: SIMD32<UInt8>, blueGreenSubtract: SIMD32<UInt8>
    /// max(t, 0) and max(-t, 0) of red, each byte twice.
    let redAdd: SIMD16<UInt8>, redSubtract: SIMD16<UInt8>

    @inline(__always)
    init<Constants: FixedPointBT601>(u: SIMD8<UInt8>, v: SIMD8<UInt8>, _: Constants.Type) {
        let terms = Self.terms(u: u, v: v, Constants.self)
        blueGreenAdd = Self.pairs(Self.positivePart(terms.blue), Self.positivePart(terms.green))
        blueGreenSubtract = Self.pairs(Self.positivePart(0 &- terms.blue), Self.positivePart(0 &- terms.green))
        redAdd = unsafeBitCast(Self.positivePart(terms.red) &* 257, to: SIMD16<UInt8>.self)
        redSubtract = unsafeBitCast(Self.positivePart(0 &- terms.red) &* 257, to: SIMD16<UInt8>.self)
    }

    /// t per channel for 8 chroma samples: the chroma part of the sum, shifted, plus headroom.
    @inline(__always)
    static func terms<Constants: FixedPointBT601>(
        u: SIMD8<UInt8>, v: SIMD8<UInt8>, _: Constants.Type
    ) -> (blue: SIMD8<Int16>, green: SIMD8<Int16>, red: SIMD8<Int16>) {
        let cb = BGRALanes.widen(u), cr = BGRALanes.widen(v)
        let red = (cr &* Constants.redFromCr &+ Constants.redBias) &>> 6
        let green = (SIMD8(repeating: Constants.greenBias) &- cb &* Constants.greenFromCb &- cr &* Constants.greenFromCr) &>> 6
        let blue = ((cb &* Constants.blueFromCb &+ Constants.blueBias) &>> 6) &+ Constants.blueHeadroom
        return (blue, green, red)
    }

    /// 16 pixels of one row: clamp(Y + t) per channel, to 64 bytes B, G, R, A.
    @inline(__always)
    func pixels<Constants: FixedPointBT601>(luma y: SIMD16<UInt8>, _: Constants.Type) -> SIMD64<UInt8> {
        let lumaPairs = BGRALanes.interleaveBytes(y, y)
        let blueGreen = SIMD32(
            lowHalf: Self.clamped(lumaPairs.lowHalf, blueGreenAdd.lowHalf, blueGreenSubtract.lowHalf),
            highHalf: Self.clamped(lumaPairs.highHalf, blueGreenAdd.highHalf, blueGreenSubtract.highHalf))
        let redAlpha = BGRALanes.interleaveBytes(Self.clamped(y, redAdd, redSubtract), SIMD16(repeating: 255))
        return unsafeBitCast(
            BGRALanes.interleaveWords(
                unsafeBitCast(blueGreen, to: SIMD16<UInt16>.self), unsafeBitCast(redAlpha, to: SIMD16<UInt16>.self)),
            to: SIMD64<UInt8>.self)
    }

    /// max(t, 0) per lane (t's sign bits as a mask).
    @inline(__always)
    private static func positivePart(_ t: SIMD8<Int16>) -> SIMD8<Int16> { t & ~(t &>> 15) }

    /// (a0, b0, a0, b0, a1, b1, a1, b1, ...) bytes from 8 lanes of a and b, each in 0...255.
    @inline(__always)
    private static func pairs(_ a: SIMD8<Int16>, _ b: SIMD8<Int16>) -> SIMD32<UInt8> {
        unsafeBitCast(BGRALanes.duplicate(a | b &<< 8), to: SIMD32<UInt8>.self)
    }

    /// (y + add) - subtract per byte, each step saturating (one of add, subtract is 0).
    @inline(__always)
    private static func clamped(_ y: SIMD16<UInt8>, _ add: SIMD16<UInt8>, _ subtract: SIMD16<UInt8>) -> SIMD16<UInt8> {
        subtractingSaturated(addingSaturated(y, add), subtract)
    }

    /// min(a + b, 255) per byte: the wrapped sum, or all ones where it wrapped (sum < a).
    @inline(__always)
    private static func addingSaturated(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let sum = a &+ b
        return sum | unsafeBitCast(sum .< a, to: SIMD16<UInt8>.self)
    }

    /// max(a - b, 0) per byte: the wrapped difference, or zero where it wrapped (difference > a).
    @inline(__always)
    private static func subtractingSaturated(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let difference = a &- b
        return difference & ~unsafeBitCast(difference .> a, to: SIMD16<UInt8>.self)
    }
}
