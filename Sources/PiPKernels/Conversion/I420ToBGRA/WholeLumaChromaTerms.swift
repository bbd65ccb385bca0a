/// What the simd I420 -> BGRA kernel needs of a chroma step: made once from `pixelsPerStep / 2`
/// Cb and Cr samples, it converts `pixelsPerStep` pixels of each of the two rows that share them.
protocol RowPairChroma {
    /// Pixels of a row per step (twice the chroma samples read).
    static var pixelsPerStep: Int { get }
    /// The terms of the Cb and Cr samples at `u` and `v`.
    init<Constants: FixedPointBT601>(u: UnsafeRawPointer, v: UnsafeRawPointer, _: Constants.Type)
    /// Converts the step's pixels of one row, their Y at `y`, into B, G, R, A bytes at `out`.
    func store<Constants: FixedPointBT601>(luma y: UnsafeRawPointer, into out: UnsafeMutableRawPointer, _: Constants.Type)
}

/// A chroma step of 16 pixels whose 64 bytes are made as one value (`pixels(luma:)`).
protocol SixteenPixelChroma: RowPairChroma {
    init<Constants: FixedPointBT601>(u: SIMD8<UInt8>, v: SIMD8<UInt8>, _: Constants.Type)
    /// 16 pixels of one row from their 16 Y, as 64 bytes B, G, R, A.
    func pixels<Constants: FixedPointBT601>(luma y: SIMD16<UInt8>, _: Constants.Type) -> SIMD64<UInt8>
}

extension SixteenPixelChroma {
    static var pixelsPerStep: Int { 16 }

    @inline(__always)
    init<Constants: FixedPointBT601>(u: UnsafeRawPointer, v: UnsafeRawPointer, _: Constants.Type) {
        self.init(u: u.loadUnaligned(as: SIMD8<UInt8>.self), v: v.loadUnaligned(as: SIMD8<UInt8>.self), Constants.self)
    }

    @inline(__always)
    func store<Constants: FixedPointBT601>(luma y: UnsafeRawPointer, into out: UnsafeMutableRawPointer, _: Constants.Type) {
        out.storeBytes(of: pixels(luma: y.loadUnaligned(as: SIMD16<UInt8>.self), Constants.self), as: SIMD64<UInt8>.self)
    }
}

/// The chroma terms of constants whose luma term is Y x 64 (full range), shifted once per chroma
/// sample.
///
/// Then (Y x 64 + chroma) >> 6 is exactly Y + t with t = chroma >> 6, one whole number per chroma
/// sample (4 pixels), so each channel is clamp(Y + t, 0, 255): the pixels add their Y to t and
/// pack with unsigned saturation, with no shifts per pixel (on x86, shifts share two execution
/// ports with the unpacks and packs, which bound this kernel). Results are bit-identical to
/// `FixedPointBT601.pixel`.
struct WholeLumaChromaTerms: SixteenPixelChroma {
    /// t per channel, each lane twice (the two pixels of a chroma sample).
    let blue: SIMD16<Int16>, green: SIMD16<Int16>, red: SIMD16<Int16>

    @inline(__always)
    init<Constants: FixedPointBT601>(u: SIMD8<UInt8>, v: SIMD8<UInt8>, _: Constants.Type) {
        let terms = Self.terms(u: u, v: v, Constants.self)
        blue = BGRALanes.duplicate(terms.blue)
        green = BGRALanes.duplicate(terms.green)
        red = BGRALanes.duplicate(terms.red)
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
        let luma = unsafeBitCast(BGRALanes.widen(y), to: SIMD16<Int16>.self)
        return BGRALanes.bgra(
            blue: Self.saturatedToByte(luma &+ blue), green: Self.saturatedToByte(luma &+ green),
            red: Self.saturatedToByte(luma &+ red))
    }

    /// max(min(x, 255), 0) per lane as bytes, exact for every Int16 (the lower bound first, so
    /// that x - 255 cannot wrap): one unsigned-saturating pack per 16 lanes (packuswb, sqxtun).
    /// `BGRALanes.clampedToByteRange` compiles to the pack only where the optimizer can prove that
    /// x - 255 does not wrap (after `channel`'s shift); here it would leave compares and masks.
    @inline(__always)
    static func saturatedToByte(_ x: SIMD16<Int16>) -> SIMD16<UInt8> {
        let atLeast0 = x & ~(x &>> 15)
        let excess = atLeast0 &- 255
        return BGRALanes.narrow((excess & (excess &>> 15)) &+ 255)
    }
}
