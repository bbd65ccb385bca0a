#if arch(x86_64)
/// The simd I420 -> BGRA kernel spelled for x86-64-v3 (`KernelTable.x86V3`): the same row pairs,
/// steps and arithmetic as `simdI420ToBGRA`, so the same bytes, with each channel of 16 pixels in
/// one 256-bit register and each step's 64 bytes stored 16 at a time (`WideStepChromaTerms`).
/// Compiled in both x86-64 builds; the baseline keeps `simdI420ToBGRA`'s own spelling.
public func wideStepI420ToBGRA(y: SampleGrid, u: SampleGrid, v: SampleGrid, into bgra: SampleGrid, _ range: ColorRange) {
    simdI420ToBGRA(y: y, u: u, v: v, into: bgra, range, WideStepChromaTerms.self, WideStepChromaTerms.self)
}

/// `wideStepI420ToBGRA` on raw planes, as `KernelTable.i420ToBGRA` (see `simdI420ToBGRA`'s).
public func wideStepI420ToBGRA(
    y: UnsafePointer<UInt8>, bytesPerRow yBytesPerRow: Int, u: UnsafePointer<UInt8>, bytesPerRow uBytesPerRow: Int,
    v: UnsafePointer<UInt8>, bytesPerRow vBytesPerRow: Int, width: Int, height: Int,
    into bgra: UnsafeMutablePointer<UInt8>, bytesPerRow bgraBytesPerRow: Int, fullRange: Bool
) {
    I420Grids(y: y, bytesPerRow: yBytesPerRow, u: u, bytesPerRow: uBytesPerRow, v: v, bytesPerRow: vBytesPerRow,
              width: width, height: height, into: bgra, bytesPerRow: bgraBytesPerRow)
        .convert(fullRange: fullRange, wideStepI420ToBGRA(y:u:v:into:_:))
}

/// Chroma terms for 32 pixels (16 chroma samples), each channel computed in 16-bit lanes of one
/// 256-bit register and duplicated into two (the two pixels of a sample), and each 16 pixels'
/// bytes assembled the way x86-64-v3 does it in few instructions: blue and green interleaved as
/// 16-bit lanes and packed (their bytes come out interleaved), red packed and interleaved with
/// 255, then 16-bit interleaves into four 16-byte stores.
///
/// Stored as one 64-byte value (`SIMD64`, as `WholeLumaChromaTerms` does), LLVM merges the
/// interleaves into 256-bit shuffles across the register halves: blends and inserts, 34
/// instructions a row of 16 where these take 23. Steps of 32 pixels make the chroma products
/// once per 16 samples (in 16 lanes) rather than per 8. The clamp is
/// `WholeLumaChromaTerms.saturatedToByte` (the lower bound first; the upper bound first leaves
/// compares here).
struct WideStepChromaTerms: RowPairChroma {
    static var pixelsPerStep: Int { 32 }

    /// Per channel, the terms of pixels 0-15 and 16-31: full range, t = the chroma part of the
    /// sum, shifted (the pixel is clamp(Y + t)); else the chroma part and bias unshifted, as
    /// `ChromaTerms` holds them.
    let blue: (SIMD16<Int16>, SIMD16<Int16>), green: (SIMD16<Int16>, SIMD16<Int16>), red: (SIMD16<Int16>, SIMD16<Int16>)

    @inline(__always)
    init<Constants: FixedPointBT601>(u: UnsafeRawPointer, v: UnsafeRawPointer, _: Constants.Type) {
        let cb = unsafeBitCast(widened(u.loadUnaligned(as: SIMD16<UInt8>.self)), to: SIMD16<Int16>.self)
        let cr = unsafeBitCast(widened(v.loadUnaligned(as: SIMD16<UInt8>.self)), to: SIMD16<Int16>.self)
        var red = cr &* Constants.redFromCr &+ Constants.redBias
        var green = SIMD16(repeating: Constants.greenBias) &- cb &* Constants.greenFromCb &- cr &* Constants.greenFromCr
        var blue = cb &* Constants.blueFromCb &+ Constants.blueBias
        if Constants.lumaIsWholeSample {
            (blue, green, red) = ((blue &>> 6) &+ Constants.blueHeadroom, green &>> 6, red &>> 6)
        }
        @inline(__always) func doubled(_ t: SIMD16<Int16>) -> (SIMD16<Int16>, SIMD16<Int16>) {
            (SIMD16(t[0], t[0], t[1], t[1], t[2], t[2], t[3], t[3], t[4], t[4], t[5], t[5], t[6], t[6], t[7], t[7]),
             SIMD16(t[8], t[8], t[9], t[9], t[10], t[10], t[11], t[11], t[12], t[12], t[13], t[13], t[14], t[14], t[15], t[15]))
        }
        (self.blue, self.green, self.red) = (doubled(blue), doubled(green), doubled(red))
    }

    @inline(__always)
    func store<Constants: FixedPointBT601>(luma y: UnsafeRawPointer, into out: UnsafeMutableRawPointer, _: Constants.Type) {
        Self.store(luma: y.loadUnaligned(as: SIMD16<UInt8>.self), blue.0, green.0, red.0, into: out, Constants.self)
        Self.store(luma: y.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self), blue.1, green.1, red.1, into: out + 64, Constants.self)
    }

    /// 16 pixels with their terms, into 64 bytes at `out`.
    @inline(__always)
    private static func store<Constants: FixedPointBT601>(
        luma y: SIMD16<UInt8>, _ blue: SIMD16<Int16>, _ green: SIMD16<Int16>, _ red: SIMD16<Int16>,
        into out: UnsafeMutableRawPointer, _: Constants.Type
    ) {
        let b: SIMD16<UInt8>, g: SIMD16<UInt8>, r: SIMD16<UInt8>
        if Constants.lumaIsWholeSample {
            let luma = unsafeBitCast(widened(y), to: SIMD16<Int16>.self)
            b = WholeLumaChromaTerms.saturatedToByte(luma &+ blue)
            g = WholeLumaChromaTerms.saturatedToByte(luma &+ green)
            r = WholeLumaChromaTerms.saturatedToByte(luma &+ red)
        } else {
            // As `ChromaTerms.pixels`: (Y x multiplier) >> shift, then (sum >> 6) + headroom; the
            // constants as vectors (with a scalar on one side, these operators are generic loops,
            // which this large loop left as scalar code).
            let product = widened(y) &* SIMD16(repeating: Constants.lumaMultiplier)
            let luma = unsafeBitCast(product &>> SIMD16(repeating: Constants.lumaShift), to: SIMD16<Int16>.self)
            let six = SIMD16<Int16>(repeating: 6)
            b = WholeLumaChromaTerms.saturatedToByte(((luma &+ blue) &>> six) &+ SIMD16(repeating: Constants.blueHeadroom))
            g = WholeLumaChromaTerms.saturatedToByte((luma &+ green) &>> six)
            r = WholeLumaChromaTerms.saturatedToByte((luma &+ red) &>> six)
        }
        let alpha = SIMD16<UInt8>(repeating: 255)
        let blueGreenLow = unsafeBitCast(zipLow(b, g), to: SIMD8<UInt16>.self), blueGreenHigh = unsafeBitCast(zipHigh(b, g), to: SIMD8<UInt16>.self)
        let redAlphaLow = unsafeBitCast(zipLow(r, alpha), to: SIMD8<UInt16>.self), redAlphaHigh = unsafeBitCast(zipHigh(r, alpha), to: SIMD8<UInt16>.self)
        out.storeBytes(of: zipLow(blueGreenLow, redAlphaLow), as: SIMD8<UInt16>.self)
        out.storeBytes(of: zipHigh(blueGreenLow, redAlphaLow), toByteOffset: 16, as: SIMD8<UInt16>.self)
        out.storeBytes(of: zipLow(blueGreenHigh, redAlphaHigh), toByteOffset: 32, as: SIMD8<UInt16>.self)
        out.storeBytes(of: zipHigh(blueGreenHigh, redAlphaHigh), toByteOffset: 48, as: SIMD8<UInt16>.self)
    }
}
#endif
