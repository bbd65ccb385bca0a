#if arch(x86_64)
// The simd I420 -> BGRA kernel spelled for x86-64-v3 (`wideStepI420ToBGRA`, `WideStepChromaTerms`),
// with its raw-plane function for `KernelTable.i420ToBGRA`. SIMDI420ToBGRA.swift has what every
// architecture shares (its own raw-plane function is in Dispatch/KernelTable+RawPlanes.swift).
// Files per ISA (docs/design/kernels.md): each `+NEON` file is compiled for arm64 only, each
// `+Portable` file for every other architecture, each `+X86` file for x86-64 only.

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
/// 256-bit register and doubled into two (the two pixels of a sample). Steps of 32 pixels make
/// the chroma products once per 16 samples (in 16 lanes) rather than per 8.
///
/// Full range (`storeWholeLuma`) keeps every pixel's channels in 16-bit lanes to the end, as
/// libyuv's `I422ToARGBRow_AVX2` orders its lanes: Y is widened in the order pixels 0-3, 8-11 |
/// 4-7, 12-15 (one `vpermq`), the terms doubled in the same order, each channel clamped to
/// 0...255 in 16-bit lanes (`vpmaxsw`, `vpminsw`: ports 0 and 1, not the shuffle port), blue and
/// green joined as B + 256 G, red as R + 255 x 256, and one interleave of those two within the
/// register halves gives pixels 0-7 in order (one 32-byte store), the other 8-15. Per 16 pixels
/// of a row that is a `vpermq` and two unpacks beside the `vpmovzxbw` of Y, 27 packs, unpacks,
/// permutes, inserts and extracts per 64 pixels with the chroma's; packing each channel to bytes
/// first took 75 (LLVM packs and interleaves a `SIMD16<UInt8>` of a 256-bit register in 128-bit
/// halves, with extracts between).
///
/// Video range (`store(luma:_:_:_:into:_:)`) shifts each sum per pixel and packs: blue and green
/// interleaved as 16-bit lanes and packed (their bytes come out interleaved), red packed and
/// interleaved with 255, then 16-bit interleaves into four 16-byte stores. Stored as one 64-byte
/// value (`SIMD64`, as `WholeLumaChromaTerms` does), LLVM merges those interleaves into 256-bit
/// shuffles across the register halves: blends and inserts, 34 instructions a row of 16 where
/// these take 23.
struct WideStepChromaTerms: RowPairChroma {
    static var pixelsPerStep: Int { 32 }

    /// Per channel, the terms of pixels 0-15 and 16-31: full range, t = the chroma part of the
    /// sum, shifted (the pixel is clamp(Y + t)), in `quarterOrderedLuma`'s pixel order; else the
    /// chroma part and bias unshifted, as `ChromaTerms` holds them, in pixel order.
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
            (self.blue, self.green, self.red) = (Self.quarterOrdered(blue), Self.quarterOrdered(green), Self.quarterOrdered(red))
            return
        }
        @inline(__always) func doubled(_ t: SIMD16<Int16>) -> (SIMD16<Int16>, SIMD16<Int16>) {
            (SIMD16(t[0], t[0], t[1], t[1], t[2], t[2], t[3], t[3], t[4], t[4], t[5], t[5], t[6], t[6], t[7], t[7]),
             SIMD16(t[8], t[8], t[9], t[9], t[10], t[10], t[11], t[11], t[12], t[12], t[13], t[13], t[14], t[14], t[15], t[15]))
        }
        (self.blue, self.green, self.red) = (doubled(blue), doubled(green), doubled(red))
    }

    /// Full range: the terms of samples 0-7 and 8-15, each doubled, in the pixel order of
    /// `quarterOrderedLuma` (pixels 0-3, 8-11 in the low register half, 4-7, 12-15 in the high).
    @inline(__always)
    private static func quarterOrdered(_ t: SIMD16<Int16>) -> (SIMD16<Int16>, SIMD16<Int16>) {
        (SIMD16(t[0], t[0], t[1], t[1], t[4], t[4], t[5], t[5], t[2], t[2], t[3], t[3], t[6], t[6], t[7], t[7]),
         SIMD16(t[8], t[8], t[9], t[9], t[12], t[12], t[13], t[13], t[10], t[10], t[11], t[11], t[14], t[14], t[15], t[15]))
    }

    @inline(__always)
    func store<Constants: FixedPointBT601>(luma y: UnsafeRawPointer, into out: UnsafeMutableRawPointer, _: Constants.Type) {
        if Constants.lumaIsWholeSample {
            let luma = y.loadUnaligned(as: SIMD32<UInt8>.self), alpha = unsafeBitCast(bgraAlphaWords, to: SIMD16<Int16>.self)
            Self.storeWholeLuma(Self.quarterOrderedLuma(luma, from: 0), blue.0, green.0, red.0, alpha, into: out)
            Self.storeWholeLuma(Self.quarterOrderedLuma(luma, from: 16), blue.1, green.1, red.1, alpha, into: out + 64)
            return
        }
        Self.store(luma: y.loadUnaligned(as: SIMD16<UInt8>.self), blue.0, green.0, red.0, into: out, Constants.self)
        Self.store(luma: y.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self), blue.1, green.1, red.1, into: out + 64, Constants.self)
    }

    /// Y of pixels `first` ..< `first` + 16 as 16-bit lanes in the order 0-3, 8-11 | 4-7, 12-15
    /// (LLVM: `vpmovzxbw` and one `vpermq`), so that the in-half interleaves of 16-bit lanes
    /// (`vpunpcklwd`, `vpunpckhwd`) give pixels 0-7 and 8-15 in order, each one 32-byte store.
    @inline(__always)
    private static func quarterOrderedLuma(_ y: SIMD32<UInt8>, from first: Int) -> SIMD16<Int16> {
        @inline(__always) func w(_ i: Int) -> Int16 { Int16(y[first &+ i]) }
        return SIMD16(w(0), w(1), w(2), w(3), w(8), w(9), w(10), w(11), w(4), w(5), w(6), w(7), w(12), w(13), w(14), w(15))
    }

    /// Full range, 16 pixels (lanes in `quarterOrderedLuma`'s order) with their terms t: each
    /// channel clamp(Y + t) in 16-bit lanes (`vpmaxsw`, `vpminsw`), B + 256 G and R + `alpha`
    /// (255 in the high byte) as 16-bit lanes, interleaved within the register halves into
    /// 64 bytes at `out`.
    @inline(__always)
    private static func storeWholeLuma(
        _ luma: SIMD16<Int16>, _ blue: SIMD16<Int16>, _ green: SIMD16<Int16>, _ red: SIMD16<Int16>, _ alpha: SIMD16<Int16>,
        into out: UnsafeMutableRawPointer
    ) {
        let blueGreen = clamped(luma &+ blue) &+ clamped(luma &+ green) &* 256
        let redAlpha = clamped(luma &+ red) &+ alpha
        let (a, b) = (blueGreen, redAlpha)
        out.storeBytes(of: SIMD16(a[0], b[0], a[1], b[1], a[2], b[2], a[3], b[3], a[8], b[8], a[9], b[9], a[10], b[10], a[11], b[11]),
                       as: SIMD16<Int16>.self)
        out.storeBytes(of: SIMD16(a[4], b[4], a[5], b[5], a[6], b[6], a[7], b[7], a[12], b[12], a[13], b[13], a[14], b[14], a[15], b[15]),
                       toByteOffset: 32, as: SIMD16<Int16>.self)
    }

    /// max(min(x, 255), 0) per lane, in 16-bit lanes (the lower bound first, as
    /// `WholeLumaChromaTerms.saturatedToByte`): `vpmaxsw` and `vpminsw`.
    @inline(__always)
    private static func clamped(_ x: SIMD16<Int16>) -> SIMD16<Int16> {
        let atLeast0 = x & ~(x &>> 15)
        let excess = atLeast0 &- 255
        return (excess & (excess &>> 15)) &+ 255
    }

    /// Video range: 16 pixels with their terms, into 64 bytes at `out`.
    @inline(__always)
    private static func store<Constants: FixedPointBT601>(
        luma y: SIMD16<UInt8>, _ blue: SIMD16<Int16>, _ green: SIMD16<Int16>, _ red: SIMD16<Int16>,
        into out: UnsafeMutableRawPointer, _: Constants.Type
    ) {
        // As `ChromaTerms.pixels`: (Y x multiplier) >> shift, then (sum >> 6) + headroom; the
        // constants as vectors (with a scalar on one side, these operators are generic loops,
        // which this large loop left as scalar code). The clamp is
        // `WholeLumaChromaTerms.saturatedToByte` (the lower bound first; the upper bound first
        // leaves compares here).
        let product = widened(y) &* SIMD16(repeating: Constants.lumaMultiplier)
        let luma = unsafeBitCast(product &>> SIMD16(repeating: Constants.lumaShift), to: SIMD16<Int16>.self)
        let six = SIMD16<Int16>(repeating: 6)
        let b = WholeLumaChromaTerms.saturatedToByte(((luma &+ blue) &>> six) &+ SIMD16(repeating: Constants.blueHeadroom))
        let g = WholeLumaChromaTerms.saturatedToByte((luma &+ green) &>> six)
        let r = WholeLumaChromaTerms.saturatedToByte((luma &+ red) &>> six)
        let alpha = SIMD16<UInt8>(repeating: 255)
        let blueGreenLow = unsafeBitCast(zipLow(b, g), to: SIMD8<UInt16>.self), blueGreenHigh = unsafeBitCast(zipHigh(b, g), to: SIMD8<UInt16>.self)
        let redAlphaLow = unsafeBitCast(zipLow(r, alpha), to: SIMD8<UInt16>.self), redAlphaHigh = unsafeBitCast(zipHigh(r, alpha), to: SIMD8<UInt16>.self)
        out.storeBytes(of: zipLow(blueGreenLow, redAlphaLow), as: SIMD8<UInt16>.self)
        out.storeBytes(of: zipHigh(blueGreenLow, redAlphaLow), toByteOffset: 16, as: SIMD8<UInt16>.self)
        out.storeBytes(of: zipLow(blueGreenHigh, redAlphaHigh), toByteOffset: 32, as: SIMD8<UInt16>.self)
        out.storeBytes(of: zipHigh(blueGreenHigh, redAlphaHigh), toByteOffset: 48, as: SIMD8<UInt16>.self)
    }
}

/// The alpha byte of a full-range pixel as 16-bit lanes (255 in the high byte), a global never
/// written. Added as a vector constant (`SIMD16(repeating:)`), LLVM splits red's lanes into the
/// two halves the interleaves take (four `vpermq` and twice red's clamps per 16 pixels); read
/// from this global, LLVM has chosen the shuffles before it sees the constant, and red stays
/// whole (one `vpor` per 16 pixels). A tuple, so that it is initialised statically (a `SIMD16`
/// global is initialised lazily: a `swift_once` check in the loop).
nonisolated(unsafe) private var bgraAlphaWords: (Int16, Int16, Int16, Int16, Int16, Int16, Int16, Int16,
                                                 Int16, Int16, Int16, Int16, Int16, Int16, Int16, Int16) =
    (-256, -256, -256, -256, -256, -256, -256, -256, -256, -256, -256, -256, -256, -256, -256, -256)
#endif
