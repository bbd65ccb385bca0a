import CPrefetch

/// The `simd` strategy's kernel for `range`.
/// - Precondition: `u` and `v` are `y`'s 4:2:0 chroma planes; `bgra` is the same size, 4 channels.
public func simdI420ToBGRA(y: SampleGrid, u: SampleGrid, v: SampleGrid, into bgra: SampleGrid, _ range: ColorRange) {
    simdI420ToBGRA(y: y, u: u, v: v, into: bgra, range, WholeLumaChromaTerms.self, ChromaTerms.self)
}

/// The `simd` strategy's kernel for `range` in `kernels`' build (on x86-64, `KernelTable.i420ToBGRA`:
/// this spelling or `wideStepI420ToBGRA`'s, which write the same bytes, on raw planes:
/// Dispatch/KernelTable+RawPlanes.swift, SIMDI420ToBGRA+X86.swift).
public func simdI420ToBGRA(y: SampleGrid, u: SampleGrid, v: SampleGrid, into bgra: SampleGrid, _ range: ColorRange, kernels: KernelTable) {
    kernels.runI420ToBGRA(y: y, u: u, v: v, into: bgra, range)
}

/// The row pairs of `simdI420ToBGRA` with the fixed-point coefficients of `range` (its generic parts keep its name, which Arm64/asm-rules.txt finds them by).
@inline(__always)
func simdI420ToBGRA<WholeTerms: RowPairChroma, PlainTerms: RowPairChroma>(
    y: SampleGrid, u: SampleGrid, v: SampleGrid, into bgra: SampleGrid, _ range: ColorRange, _: WholeTerms.Type, _: PlainTerms.Type
) {
    switch range {
    case .full: simdI420ToBGRA(y: y, u: u, v: v, into: bgra, FullRangeFixedPoint.self, WholeTerms.self, PlainTerms.self)
    case .video: simdI420ToBGRA(y: y, u: u, v: v, into: bgra, VideoRangeFixedPoint.self, WholeTerms.self, PlainTerms.self)
    }
}

/// Row pairs sharing a chroma row, converted with `Constants`' fixed-point coefficients; each
/// step with `WholeTerms` where the luma term is a whole sample, else `PlainTerms`.
@inline(__always)
func simdI420ToBGRA<Constants: FixedPointBT601, WholeTerms: RowPairChroma, PlainTerms: RowPairChroma>(
    y yPlane: SampleGrid, u uPlane: SampleGrid, v vPlane: SampleGrid, into bgra: SampleGrid, _: Constants.Type,
    _: WholeTerms.Type, _: PlainTerms.Type
) {
    let width = yPlane.width, height = yPlane.height
    let yBase = UnsafeRawPointer(yPlane.baseAddress), yStride = yPlane.bytesPerRow
    let uBase = UnsafeRawPointer(uPlane.baseAddress), vBase = UnsafeRawPointer(vPlane.baseAddress)
    let outBase = bgra.baseAddress, outStride = bgra.bytesPerRow
    let ahead = RowsAhead(firstY: 2 * yStride, secondY: 3 * yStride, u: uPlane.bytesPerRow, v: vPlane.bytesPerRow)
    var row = 0
    while row < height {
        let u = uBase + (row / 2) * uPlane.bytesPerRow, v = vBase + (row / 2) * vPlane.bytesPerRow
        let y = yBase + row * yStride, out = outBase + row * outStride
        if row + 1 < height {
            convertRows(y: y, y2: y + yStride, u: u, v: v, into: out, out2: out + outStride, width: width, ahead: ahead,
                        Constants.self, WholeTerms.self, PlainTerms.self)
        } else {
            convertRows(y: y, y2: nil, u: u, v: v, into: out, out2: nil, width: width, ahead: ahead,
                        Constants.self, WholeTerms.self, PlainTerms.self)
        }
        row += 2
    }
}

/// One or two rows that share a chroma row: vector steps (16 or 32 pixels, `pixelsPerStep`) while
/// they fit; then, if pixels remain and the row has a step's, one more ending at the last even pixel boundary
/// (it overlaps the previous step and rewrites the same values, which is safe because the source
/// and destination never overlap); then any pixel still left (the last of an odd width, or a row
/// narrower than a step) one by one with the same arithmetic (`FixedPointBT601.pixel`), so every pixel
/// gets identical results. `y2`/`out2` are the second row, or nil for a frame's odd last row.
/// Every 64 pixels the vector steps ask for the cache lines of the next row pair's same columns
/// (`ahead`): a row is too short for the hardware prefetchers to learn four read streams at
/// once, and without the hint a freshly decoded (uncached) frame costs about 20% more.
@inline(__always)
private func convertRows<Constants: FixedPointBT601, WholeTerms: RowPairChroma, PlainTerms: RowPairChroma>(
    y: UnsafeRawPointer, y2: UnsafeRawPointer?, u: UnsafeRawPointer, v: UnsafeRawPointer,
    into out: UnsafeMutableRawPointer, out2: UnsafeMutableRawPointer?, width: Int, ahead: RowsAhead, _: Constants.Type,
    _: WholeTerms.Type, _: PlainTerms.Type
) {
    // Offsets within the rows in wrapping arithmetic (checked, each step had overflow tests).
    // The two term types of a kernel take steps of one size.
    let pixels = WholeTerms.pixelsPerStep
    @inline(__always)
    func step(at x: Int) {
        let half = x &>> 1
        if x & 63 == 0 {
            pip_prefetch_read(y + (x &+ ahead.firstY))
            pip_prefetch_read(y + (x &+ ahead.secondY))
            pip_prefetch_read(u + (half &+ ahead.u))
            pip_prefetch_read(v + (half &+ ahead.v))
        }
        if Constants.lumaIsWholeSample {
            store(WholeTerms(u: u + half, v: v + half, Constants.self), at: x)
        } else {
            store(PlainTerms(u: u + half, v: v + half, Constants.self), at: x)
        }
    }
    @inline(__always)
    func store<Terms: RowPairChroma>(_ terms: Terms, at x: Int) {
        terms.store(luma: y + x, into: out + 4 &* x, Constants.self)
        if let y2, let out2 { terms.store(luma: y2 + x, into: out2 + 4 &* x, Constants.self) }
    }
    var x = 0
    let lastStep = width &- pixels
    while x <= lastStep {
        step(at: x)
        x &+= pixels
    }
    if x < width, width >= pixels {
        // Even, so that pixels 2k and 2k + 1 still share chroma sample k.
        let last = (width &- pixels) & ~1
        step(at: last)
        x = last &+ pixels
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

/// Byte distances from a row pair's first luma row to the next pair's two luma rows, and from
/// its chroma rows to the next ones.
private struct RowsAhead {
    let firstY: Int
    let secondY: Int
    let u: Int
    let v: Int
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
private struct ChromaTerms: SixteenPixelChroma {
    let blue: SIMD16<Int16>
    let green: SIMD16<Int16>
    let red: SIMD16<Int16>

    @inline(__always)
    init<Constants: FixedPointBT601>(u: SIMD8<UInt8>, v: SIMD8<UInt8>, _: Constants.Type) {
        let cb = BGRALanes.widen(u), cr = BGRALanes.widen(v)
        red = BGRALanes.duplicate(cr &* Constants.redFromCr &+ Constants.redBias)
        green = BGRALanes.duplicate(SIMD8(repeating: Constants.greenBias) &- cb &* Constants.greenFromCb &- cr &* Constants.greenFromCr)
        blue = BGRALanes.duplicate(cb &* Constants.blueFromCb &+ Constants.blueBias)
    }

    /// 16 pixels of one row: its 16 Y with these chroma terms, to 64 bytes B, G, R, A.
    @inline(__always)
    func pixels<Constants: FixedPointBT601>(luma y: SIMD16<UInt8>, _: Constants.Type) -> SIMD64<UInt8> {
        let lumaProduct = (BGRALanes.widen(y) &* Constants.lumaMultiplier) &>> Constants.lumaShift
        let luma = unsafeBitCast(lumaProduct, to: SIMD16<Int16>.self)
        return BGRALanes.bgra(
            blue: BGRALanes.channel(luma &+ blue, headroom: Constants.blueHeadroom),
            green: BGRALanes.channel(luma &+ green, headroom: 0),
            red: BGRALanes.channel(luma &+ red, headroom: 0))
    }
}
