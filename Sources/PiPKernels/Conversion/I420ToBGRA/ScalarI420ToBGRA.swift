import CByteCopy

/// BT.601 in 8-bit fixed point (coefficients x 256, rounded): the video-range set is the one the
/// upstream loop used, R = (298 (Y-16) + 409 (Cr-128) + 128) >> 8; the full-range set follows the
/// same shape with 256 x 1.402, 0.344136, 0.714136 and 1.772. Every result lies within 0.2 of the
/// exact value before rounding, so within +-1 of the reference after it.
struct UpstreamIntegerCoefficients {
    let lumaOffset: Int
    let luma: Int
    let redFromCr: Int
    let greenFromCb: Int
    let greenFromCr: Int
    let blueFromCb: Int

    init(_ range: ColorRange) {
        switch range {
        case .full: (lumaOffset, luma, redFromCr, greenFromCb, greenFromCr, blueFromCb) = (0, 256, 359, 88, 183, 454)
        case .video: (lumaOffset, luma, redFromCr, greenFromCb, greenFromCr, blueFromCb) = (16, 298, 409, 100, 208, 516)
        }
    }
}

/// A model of upstream's loop (the Swift `convertI420BufferToPixelBuffer` of the legacy PiP path):
/// plane pointers and strides read once, then for every pixel the Y, U and V offsets computed
/// from (y, x) with divisions by 2, the three products in `Int`, a clamp, and the pixel built in
/// a 4-element `[UInt8]` that is `memcpy`'d into place. The array is kept because it is what
/// upstream did; whether the optimizer removes its allocation is part of what is measured.
/// - Precondition: `u` and `v` are `y`'s 4:2:0 chroma planes; `bgra` is the same size, 4 channels.
public func scalarI420ToBGRA(y source: SampleGrid, u: SampleGrid, v: SampleGrid, into bgra: SampleGrid, _ range: ColorRange) {
    let coefficients = UpstreamIntegerCoefficients(range)
    let width = source.width
    let height = source.height
    let yPlane = source.base, uPlane = u.base, vPlane = v.base
    let yBytesPerRow = source.bytesPerRow, uBytesPerRow = u.bytesPerRow, vBytesPerRow = v.bytesPerRow
    let bgraBaseAddress = bgra.baseAddress
    let bgraBytesPerRow = bgra.bytesPerRow

    for y in stride(from: 0, to: height, by: 1) {
        for x in stride(from: 0, to: width, by: 1) {
            let yOffset = y * yBytesPerRow + x
            let uOffset = (y / 2) * uBytesPerRow + (x / 2)
            let vOffset = (y / 2) * vBytesPerRow + (x / 2)

            let yValue = Int(yPlane[yOffset])
            let uValue = Int(uPlane[uOffset]) - 128
            let vValue = Int(vPlane[vOffset]) - 128

            let index = (y * bgraBytesPerRow) + (x * 4)
            var pixel: [UInt8] = [0, 0, 0, 255]  // B, G, R, A

            let c = yValue - coefficients.lumaOffset
            let d = uValue
            let e = vValue
            let r = clampToByte((coefficients.luma * c + coefficients.redFromCr * e + 128) >> 8)
            let g = clampToByte((coefficients.luma * c - coefficients.greenFromCb * d - coefficients.greenFromCr * e + 128) >> 8)
            let b = clampToByte((coefficients.luma * c + coefficients.blueFromCb * d + 128) >> 8)

            pixel[0] = b
            pixel[1] = g
            pixel[2] = r
            pip_copy_row(bgraBaseAddress.advanced(by: index), &pixel, 4)
        }
    }
}

@inline(__always)
private func clampToByte(_ value: Int) -> UInt8 { UInt8(max(0, min(255, value))) }
