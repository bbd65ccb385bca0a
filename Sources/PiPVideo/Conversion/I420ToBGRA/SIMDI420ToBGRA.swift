extension I420ToBGRAStrategy {
    /// Explicit Swift SIMD in 16-bit fixed point: 16 pixels per step, chroma terms computed for 8
    /// chroma samples and duplicated, results packed to bytes and interleaved into B, G, R, A.
    public static let simd = I420ToBGRAStrategy(
        id: "simd",
        summary: "portable Swift SIMD: 16 pixels per step in 16-bit lanes (6-bit fixed point), byte unpacks to BGRA; scalar tail",
        kernel: { source, destination, range in
            switch range {
            case .full: simdI420ToBGRA(source, destination, FullRangeFixedPoint.self)
            case .video: simdI420ToBGRA(source, destination, VideoRangeFixedPoint.self)
            }
        })
}

func simdI420ToBGRA<Constants: FixedPointBT601>(_ source: I420Frame, _ destination: BGRAFrame, _: Constants.Type) {
    let width = source.size.width
    let yBase = UnsafeRawPointer(source.y.baseAddress)
    let uBase = UnsafeRawPointer(source.u.baseAddress), vBase = UnsafeRawPointer(source.v.baseAddress)
    let outBase = destination.pixels.baseAddress
    for row in 0..<source.size.height {
        convertRow(
            y: yBase + row * source.y.bytesPerRow,
            u: uBase + (row / 2) * source.u.bytesPerRow, v: vBase + (row / 2) * source.v.bytesPerRow,
            into: outBase + row * destination.pixels.bytesPerRow, width: width, Constants.self)
    }
}

/// One row: vector steps of 16 pixels while they fit, then the remaining 0...15 pixels one by one
/// with the same arithmetic (`FixedPointBT601.pixel`), so every pixel gets identical results.
@inline(__always)
private func convertRow<Constants: FixedPointBT601>(
    y: UnsafeRawPointer, u: UnsafeRawPointer, v: UnsafeRawPointer, into out: UnsafeMutableRawPointer,
    width: Int, _: Constants.Type
) {
    var x = 0
    while x + 16 <= width {
        let pixels = convertStep(
            y: y.loadUnaligned(fromByteOffset: x, as: SIMD16<UInt8>.self),
            u: u.loadUnaligned(fromByteOffset: x / 2, as: SIMD8<UInt8>.self),
            v: v.loadUnaligned(fromByteOffset: x / 2, as: SIMD8<UInt8>.self), Constants.self)
        out.storeBytes(of: pixels, toByteOffset: 4 * x, as: SIMD64<UInt8>.self)
        x += 16
    }
    while x < width {
        let pixel = Constants.pixel(
            y: y.load(fromByteOffset: x, as: UInt8.self),
            u: u.load(fromByteOffset: x / 2, as: UInt8.self), v: v.load(fromByteOffset: x / 2, as: UInt8.self))
        out.storeBytes(of: pixel.blue, toByteOffset: 4 * x, as: UInt8.self)
        out.storeBytes(of: pixel.green, toByteOffset: 4 * x + 1, as: UInt8.self)
        out.storeBytes(of: pixel.red, toByteOffset: 4 * x + 2, as: UInt8.self)
        out.storeBytes(of: 255, toByteOffset: 4 * x + 3, as: UInt8.self)
        x += 1
    }
}

/// 16 pixels: 16 Y and the 8 Cb, 8 Cr they share, to 64 bytes B, G, R, A.
@inline(__always)
private func convertStep<Constants: FixedPointBT601>(
    y: SIMD16<UInt8>, u: SIMD8<UInt8>, v: SIMD8<UInt8>, _: Constants.Type
) -> SIMD64<UInt8> {
    let cb = widen(u), cr = widen(v)
    let redChroma = cr &* Constants.redFromCr &+ Constants.redBias
    let greenChroma = SIMD8(repeating: Constants.greenBias) &- cb &* Constants.greenFromCb &- cr &* Constants.greenFromCr
    let blueChroma = cb &* Constants.blueFromCb &+ Constants.blueBias
    let lumaProduct = (widen(y) &* Constants.lumaMultiplier) &>> Constants.lumaShift
    let luma = unsafeBitCast(lumaProduct, to: SIMD16<Int16>.self)
    let blue = channel(luma &+ duplicate(blueChroma), headroom: Constants.blueHeadroom)
    let green = channel(luma &+ duplicate(greenChroma), headroom: 0)
    let red = channel(luma &+ duplicate(redChroma), headroom: 0)
    return bgra(blue: blue, green: green, red: red)
}

/// (sum >> 6) + headroom, clamped to 0...255, as bytes.
@inline(__always)
private func channel(_ sum: SIMD16<Int16>, headroom: Int16) -> SIMD16<UInt8> {
    narrow(clampedToByteRange((sum &>> 6) &+ headroom))
}

/// min(max(x, 0), 255) per lane, written with sign masks: the optimizer recognises this as one
/// signed max and one signed min per register (pmaxsw/pminsw, smax/smin), whereas the standard
/// library's `pointwiseMin`/`pointwiseMax`/`clamped` stay out-of-line calls here.
@inline(__always)
private func clampedToByteRange(_ x: SIMD16<Int16>) -> SIMD16<Int16> {
    let nonNegative = x & ~(x &>> 15)
    let excess = nonNegative &- 255
    return (excess & (excess &>> 15)) &+ 255
}

// The helpers below are spelled out element by element on purpose: the optimizer turns each into
// one or two unpack/pack instructions, whereas the standard library's generic conversions between
// vector types (`init(truncatingIfNeeded:)`, `init(clamping:)`) compile to scalar loops through
// the stack.

/// Zero-extends 8 bytes to 8 Int16 lanes.
@inline(__always)
private func widen(_ b: SIMD8<UInt8>) -> SIMD8<Int16> {
    SIMD8(Int16(b[0]), Int16(b[1]), Int16(b[2]), Int16(b[3]), Int16(b[4]), Int16(b[5]), Int16(b[6]), Int16(b[7]))
}

/// Zero-extends 16 bytes to 16 UInt16 lanes.
@inline(__always)
private func widen(_ b: SIMD16<UInt8>) -> SIMD16<UInt16> {
    SIMD16(
        UInt16(b[0]), UInt16(b[1]), UInt16(b[2]), UInt16(b[3]), UInt16(b[4]), UInt16(b[5]), UInt16(b[6]), UInt16(b[7]),
        UInt16(b[8]), UInt16(b[9]), UInt16(b[10]), UInt16(b[11]), UInt16(b[12]), UInt16(b[13]), UInt16(b[14]), UInt16(b[15]))
}

/// (c0, c0, c1, c1, ..., c7, c7): one chroma term for each of the two pixels that share it.
@inline(__always)
private func duplicate(_ c: SIMD8<Int16>) -> SIMD16<Int16> {
    SIMD16(c[0], c[0], c[1], c[1], c[2], c[2], c[3], c[3], c[4], c[4], c[5], c[5], c[6], c[6], c[7], c[7])
}

/// The low byte of each lane (lanes are already within 0...255).
@inline(__always)
private func narrow(_ w: SIMD16<Int16>) -> SIMD16<UInt8> {
    SIMD16(
        UInt8(truncatingIfNeeded: w[0]), UInt8(truncatingIfNeeded: w[1]), UInt8(truncatingIfNeeded: w[2]),
        UInt8(truncatingIfNeeded: w[3]), UInt8(truncatingIfNeeded: w[4]), UInt8(truncatingIfNeeded: w[5]),
        UInt8(truncatingIfNeeded: w[6]), UInt8(truncatingIfNeeded: w[7]), UInt8(truncatingIfNeeded: w[8]),
        UInt8(truncatingIfNeeded: w[9]), UInt8(truncatingIfNeeded: w[10]), UInt8(truncatingIfNeeded: w[11]),
        UInt8(truncatingIfNeeded: w[12]), UInt8(truncatingIfNeeded: w[13]), UInt8(truncatingIfNeeded: w[14]),
        UInt8(truncatingIfNeeded: w[15]))
}

/// B, G, R, A bytes of 16 pixels: (b, g) and (r, 255) byte pairs interleaved, then the pairs.
@inline(__always)
private func bgra(blue: SIMD16<UInt8>, green: SIMD16<UInt8>, red: SIMD16<UInt8>) -> SIMD64<UInt8> {
    let blueGreen = unsafeBitCast(interleave(blue, green), to: SIMD16<UInt16>.self)
    let redAlpha = unsafeBitCast(interleave(red, SIMD16(repeating: 255)), to: SIMD16<UInt16>.self)
    return unsafeBitCast(interleave(blueGreen, redAlpha), to: SIMD64<UInt8>.self)
}

/// (a0, b0, a1, b1, ..., a15, b15) for 16-bit lanes.
@inline(__always)
private func interleave(_ a: SIMD16<UInt16>, _ b: SIMD16<UInt16>) -> SIMD32<UInt16> {
    SIMD32(
        a[0], b[0], a[1], b[1], a[2], b[2], a[3], b[3], a[4], b[4], a[5], b[5], a[6], b[6], a[7], b[7],
        a[8], b[8], a[9], b[9], a[10], b[10], a[11], b[11], a[12], b[12], a[13], b[13], a[14], b[14], a[15], b[15])
}
