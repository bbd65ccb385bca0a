/// The double-precision BT.601 conversion every I420 -> BGRA strategy is verified against. Not a
/// strategy: it evaluates `ColorRange`'s equations in `Double` for every pixel, rounds to nearest
/// (halves away from zero) and clamps to 0...255.
public enum I420ToBGRAReference {
    /// Luma weights of BT.601; every coefficient below derives from them.
    static let redWeight = 0.299, blueWeight = 0.114
    static let greenWeight = 1 - redWeight - blueWeight

    /// Writes the BGRA form of `source` into `destination`, alpha 255.
    /// - Throws: the same errors as `I420ToBGRA.validate(_:_:_:)`.
    public static func convert(_ source: I420Frame, into destination: BGRAFrame, range: ColorRange = .full) throws {
        try I420ToBGRA.validate(source, destination, range)
        for y in 0..<source.size.height {
            let luma = source.y.row(y), u = source.u.row(y / 2), v = source.v.row(y / 2)
            let out = destination.pixels.row(y)
            for x in 0..<source.size.width {
                let pixel = bgr(y: luma[x], u: u[x / 2], v: v[x / 2], range: range)
                out[4 * x] = pixel.blue
                out[4 * x + 1] = pixel.green
                out[4 * x + 2] = pixel.red
                out[4 * x + 3] = 255
            }
        }
    }

    /// One pixel's blue, green and red (alpha is always 255).
    public static func bgr(y: UInt8, u: UInt8, v: UInt8, range: ColorRange) -> (blue: UInt8, green: UInt8, red: UInt8) {
        let luma: Double, cb: Double, cr: Double
        switch range {
        case .full:
            luma = Double(y)
            cb = Double(u) - 128
            cr = Double(v) - 128
        case .video:
            luma = (Double(y) - 16) * 255 / 219
            cb = (Double(u) - 128) * 255 / 224
            cr = (Double(v) - 128) * 255 / 224
        }
        let red = luma + 2 * (1 - redWeight) * cr
        let green = luma - 2 * blueWeight * (1 - blueWeight) / greenWeight * cb
            - 2 * redWeight * (1 - redWeight) / greenWeight * cr
        let blue = luma + 2 * (1 - blueWeight) * cb
        return (clampedByte(blue), clampedByte(green), clampedByte(red))
    }

    static func clampedByte(_ value: Double) -> UInt8 { UInt8(min(max(value.rounded(), 0), 255)) }
}
