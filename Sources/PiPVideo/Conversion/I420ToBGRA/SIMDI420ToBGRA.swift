extension I420ToBGRAStrategy {
    /// Explicit Swift SIMD in 16-bit fixed point: two rows at a time share one chroma row; per 16
    /// pixels the chroma terms are computed once for 8 chroma samples, duplicated, added to each
    /// row's luma, packed to bytes and interleaved into B, G, R, A.
    public static let simd = I420ToBGRAStrategy(
        id: "simd",
        summary: "portable Swift SIMD: row pairs, 16 pixels per step in 16-bit lanes (6-bit fixed point), byte unpacks to BGRA",
        kernel: { source, destination, range in
            switch range {
            case .full: simdI420ToBGRA(source, destination, FullRangeFixedPoint.self)
            case .video: simdI420ToBGRA(source, destination, VideoRangeFixedPoint.self)
            }
        })
}

func simdI420ToBGRA<Constants: FixedPointBT601>(_ source: I420Frame, _ destination: BGRAFrame, _: Constants.Type) {
    let width = source.size.width, height = source.size.height
    let yBase = UnsafeRawPointer(source.y.baseAddress), yStride = source.y.bytesPerRow
    let uBase = UnsafeRawPointer(source.u.baseAddress), vBase = UnsafeRawPointer(source.v.baseAddress)
    let outBase = destination.pixels.baseAddress, outStride = destination.pixels.bytesPerRow
    var row = 0
    while row < height {
        let u = uBase + (row / 2) * source.u.bytesPerRow, v = vBase + (row / 2) * source.v.bytesPerRow
        let y = yBase + row * yStride, out = outBase + row * outStride
        if row + 1 < height {
            convertRows(y: y, y2: y + yStride, u: u, v: v, into: out, out2: out + outStride, width: width, Constants.self)
        } else {
            convertRows(y: y, y2: nil, u: u, v: v, into: out, out2: nil, width: width, Constants.self)
        }
        row += 2
    }
}

/// One or two rows that share a chroma row: vector steps of 16 pixels while they fit; then, if
/// pixels remain and the row has at least 16, one more step ending at the last even pixel boundary
/// (it overlaps the previous step and rewrites the same values, which is safe because the source
/// and destination never overlap); then any pixel still left (the last of an odd width, or a row
/// narrower than 16) one by one with the same arithmetic (`FixedPointBT601.pixel`), so every pixel
/// gets identical results. `y2`/`out2` are the second row, or nil for a frame's odd last row.
@inline(__always)
private func convertRows<Constants: FixedPointBT601>(
    y: UnsafeRawPointer, y2: UnsafeRawPointer?, u: UnsafeRawPointer, v: UnsafeRawPointer,
    into out: UnsafeMutableRawPointer, out2: UnsafeMutableRawPointer?, width: Int, _: Constants.Type
) {
    @inline(__always)
    func step(at x: Int) {
        let terms = ChromaTerms(
            u: u.loadUnaligned(fromByteOffset: x / 2, as: SIMD8<UInt8>.self),
            v: v.loadUnaligned(fromByteOffset: x / 2, as: SIMD8<UInt8>.self), Constants.self)
        out.storeBytes(
            of: terms.pixels(luma: y.loadUnaligned(fromByteOffset: x, as: SIMD16<UInt8>.self), Constants.self),
            toByteOffset: 4 * x, as: SIMD64<UInt8>.self)
        if let y2, let out2 {
            out2.storeBytes(
                of: terms.pixels(luma: y2.loadUnaligned(fromByteOffset: x, as: SIMD16<UInt8>.self), Constants.self),
                toByteOffset: 4 * x, as: SIMD64<UInt8>.self)
        }
    }
    var x = 0
    while x + 16 <= width {
        step(at: x)
        x += 16
    }
    if x < width, width >= 16 {
        // Even, so that pixels 2k and 2k + 1 still share chroma sample k.
        let last = (width - 16) & ~1
        step(at: last)
        x = last + 16
    }
    while x < width {
        let cb = u.load(fromByteOffset: x / 2, as: UInt8.self), cr = v.load(fromByteOffset: x / 2, as: UInt8.self)
        storePixel(Constants.pixel(y: y.load(fromByteOffset: x, as: UInt8.self), u: cb, v: cr), into: out, at: x)
        if let y2, let out2 {
            storePixel(Constants.pixel(y: y2.load(fromByteOffset: x, as: UInt8.self), u: cb, v: cr), into: out2, at: x)
        }
        x += 1
    }
}

@inline(__always)
private func storePixel(_ pixel: (blue: UInt8, green: UInt8, red: UInt8), into out: UnsafeMutableRawPointer, at x: Int) {
    out.storeBytes(of: pixel.blue, toByteOffset: 4 * x, as: UInt8.self)
    out.storeBytes(of: pixel.green, toByteOffset: 4 * x + 1, as: UInt8.self)
    out.storeBytes(of: pixel.red, toByteOffset: 4 * x + 2, as: UInt8.self)
    out.storeBytes(of: 255, toByteOffset: 4 * x + 3, as: UInt8.self)
}

/// The chroma part of each channel's sum (coefficients x Cb, Cr, plus the bias) for 16 pixels,
/// computed once from 8 Cb and 8 Cr and duplicated, shared by the two rows of a chroma row.
private struct ChromaTerms {
    let blue: SIMD16<Int16>
    let green: SIMD16<Int16>
    let red: SIMD16<Int16>

    @inline(__always)
    init<Constants: FixedPointBT601>(u: SIMD8<UInt8>, v: SIMD8<UInt8>, _: Constants.Type) {
        let cb = widen(u), cr = widen(v)
        red = duplicate(cr &* Constants.redFromCr &+ Constants.redBias)
        green = duplicate(SIMD8(repeating: Constants.greenBias) &- cb &* Constants.greenFromCb &- cr &* Constants.greenFromCr)
        blue = duplicate(cb &* Constants.blueFromCb &+ Constants.blueBias)
    }

    /// 16 pixels of one row: its 16 Y with these chroma terms, to 64 bytes B, G, R, A.
    @inline(__always)
    func pixels<Constants: FixedPointBT601>(luma y: SIMD16<UInt8>, _: Constants.Type) -> SIMD64<UInt8> {
        let lumaProduct = (widen(y) &* Constants.lumaMultiplier) &>> Constants.lumaShift
        let luma = unsafeBitCast(lumaProduct, to: SIMD16<Int16>.self)
        return bgra(
            blue: channel(luma &+ blue, headroom: Constants.blueHeadroom),
            green: channel(luma &+ green, headroom: 0),
            red: channel(luma &+ red, headroom: 0))
    }
}

/// (sum >> 6) + headroom, clamped to 0...255, as bytes.
@inline(__always)
private func channel(_ sum: SIMD16<Int16>, headroom: Int16) -> SIMD16<UInt8> {
    narrow(clampedToByteRange((sum &>> 6) &+ headroom))
}

/// max(min(x, 255), 0) per lane, written with sign masks. Followed by `narrow`, the optimizer
/// recognises the whole as one unsigned-saturating pack per 16 lanes (packuswb on x86, sqxtun on
/// arm64) and emits no min or max at all. The order matters: clamping at 0 first, or using the
/// standard library's `pointwiseMin`/`pointwiseMax`/`clamped` (which stay out-of-line calls
/// here), leaves explicit min/max instructions in the loop.
@inline(__always)
private func clampedToByteRange(_ x: SIMD16<Int16>) -> SIMD16<Int16> {
    let excess = x &- 255
    let atMost255 = (excess & (excess &>> 15)) &+ 255
    return atMost255 & ~(atMost255 &>> 15)
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
