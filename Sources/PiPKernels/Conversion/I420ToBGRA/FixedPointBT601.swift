/// BT.601 in 6-bit fixed point (values in 1/64 units) laid out for 16-bit vector lanes.
///
/// For every channel the kernel forms, in wrapping 16-bit arithmetic,
///   sum = luma term + chroma coefficients x (Cb, Cr as stored, 0...255) + bias
/// where the luma term is (Y x `lumaMultiplier`) >> `lumaShift`, and the bias folds in the
/// chroma centring (-128 x coefficient), the luma offset (video range), +32 for rounding, and
/// -headroom x 64. The channel value is (sum >> 6) + headroom, clamped to 0...255.
///
/// The constants are chosen so that for every input the true sum lies in Int16's range
/// (`I420ToBGRAReferenceTests.fixedPointSumsFitInt16` checks it at the extremes), which makes the wrapping arithmetic exact;
/// headroom is nonzero only where the sum would otherwise overflow (video-range blue).
/// Every channel lies within 0.82 of the exact BT.601 value before rounding (full range blue:
/// 113/64 instead of 1.772, times |Cb - 128| <= 128), so within +-1 after it.
protocol FixedPointBT601 {
    static var lumaMultiplier: UInt16 { get }
    static var lumaShift: UInt16 { get }
    static var redFromCr: Int16 { get }
    static var greenFromCb: Int16 { get }
    static var greenFromCr: Int16 { get }
    static var blueFromCb: Int16 { get }
    static var redBias: Int16 { get }
    static var greenBias: Int16 { get }
    static var blueBias: Int16 { get }
    static var blueHeadroom: Int16 { get }
}

/// Full range: Y x 64; 1.402, 0.344136, 0.714136, 1.772 x 64 rounded.
enum FullRangeFixedPoint: FixedPointBT601 {
    static var lumaMultiplier: UInt16 { 64 }
    static var lumaShift: UInt16 { 0 }
    static var redFromCr: Int16 { 90 }
    static var greenFromCb: Int16 { 22 }
    static var greenFromCr: Int16 { 46 }
    static var blueFromCb: Int16 { 113 }
    static var redBias: Int16 { 32 - 90 * 128 }
    static var greenBias: Int16 { 32 + (22 + 46) * 128 }
    static var blueBias: Int16 { 32 - 113 * 128 }
    static var blueHeadroom: Int16 { 0 }
}

/// Video range: (Y - 16) x 255/219 x 64 as (Y x 149) >> 1 - 1192; 1.596027, 0.391762, 0.812968,
/// 2.017232 x 64 rounded. Blue's sum would reach 34220 for Y = Cb = 255, so 32 x 64 is taken off
/// it (and 32 added back after the shift), which keeps it within Int16.
enum VideoRangeFixedPoint: FixedPointBT601 {
    static var lumaMultiplier: UInt16 { 149 }
    static var lumaShift: UInt16 { 1 }
    static var redFromCr: Int16 { 102 }
    static var greenFromCb: Int16 { 25 }
    static var greenFromCr: Int16 { 52 }
    static var blueFromCb: Int16 { 129 }
    static var redBias: Int16 { 32 - 1192 - 102 * 128 }
    static var greenBias: Int16 { 32 - 1192 + (25 + 52) * 128 }
    static var blueBias: Int16 { 32 - 1192 - 129 * 128 - 32 * 64 }
    static var blueHeadroom: Int16 { 32 }
}

extension FixedPointBT601 {
    /// Whether the luma term is Y x 64 exactly (full range): then (Y x 64 + chroma) >> 6 is
    /// Y + (chroma >> 6), and kernels may shift the chroma part once per chroma sample.
    @inline(__always)
    static var lumaIsWholeSample: Bool { lumaMultiplier == 64 && lumaShift == 0 }

    /// One pixel with the same arithmetic as the vector lanes (used for row tails): B, G, R.
    @inline(__always)
    static func pixel(y: UInt8, u: UInt8, v: UInt8) -> (blue: UInt8, green: UInt8, red: UInt8) {
        let luma = (Int(y) * Int(lumaMultiplier)) >> Int(lumaShift)
        let cb = Int(u), cr = Int(v)
        let red = luma + Int(redFromCr) * cr + Int(redBias)
        let green = luma - Int(greenFromCb) * cb - Int(greenFromCr) * cr + Int(greenBias)
        let blue = luma + Int(blueFromCb) * cb + Int(blueBias)
        return (byte((blue >> 6) + Int(blueHeadroom)), byte(green >> 6), byte(red >> 6))
    }

    @inline(__always)
    private static func byte(_ value: Int) -> UInt8 { UInt8(truncatingIfNeeded: min(max(value, 0), 255)) }
}
