import Testing
@testable import PiPKernels
@testable import PiPLibYUV
@testable import PiPVideo

/// The reference's equations checked by hand, and the integer arithmetic of the strategies checked
/// against the reference for every chroma pair.
@Suite struct I420ToBGRAReferenceTests {
    @Test("full range: grey stays grey; the full-range encoding of pure red decodes to red")
    func fullRangeByHand() {
        #expect(I420ToBGRAReference.bgr(y: 128, u: 128, v: 128, range: .full) == (128, 128, 128))
        #expect(I420ToBGRAReference.bgr(y: 0, u: 128, v: 128, range: .full) == (0, 0, 0))
        #expect(I420ToBGRAReference.bgr(y: 255, u: 128, v: 128, range: .full) == (255, 255, 255))
        // Red (255, 0, 0): Y = 0.299 x 255 = 76.2, Cb = 128 - 0.168736 x 255 = 85.0, Cr = 255.5 -> 255.
        // R = 76 + 1.402 x 127 = 254.05; G = 76 + 0.344136 x 43 - 0.714136 x 127 = 0.1; B = 76 - 1.772 x 43 = -0.2.
        #expect(I420ToBGRAReference.bgr(y: 76, u: 85, v: 255, range: .full) == (0, 0, 254))
    }

    @Test("video range: 16 is black, 235 is white, values outside are clamped")
    func videoRangeByHand() {
        #expect(I420ToBGRAReference.bgr(y: 16, u: 128, v: 128, range: .video) == (0, 0, 0))
        #expect(I420ToBGRAReference.bgr(y: 235, u: 128, v: 128, range: .video) == (255, 255, 255))
        #expect(I420ToBGRAReference.bgr(y: 0, u: 128, v: 128, range: .video) == (0, 0, 0))
        // Y = 126: (126 - 16) x 255/219 = 128.08 -> 128 on every channel.
        #expect(I420ToBGRAReference.bgr(y: 126, u: 128, v: 128, range: .video) == (128, 128, 128))
        // B = 128.08 + 2.017232 x (200 - 128) x 255/224 ... = 128.08 + 165.35 -> clamped to 255.
        #expect(I420ToBGRAReference.bgr(y: 126, u: 200, v: 128, range: .video).blue == 255)
    }

    @Test("the fixed-point pixel of the simd kernel is within +-1 for every (Cb, Cr) at luma 0, 1, 16, 100, 128, 235, 254, 255",
          arguments: ColorRange.allCases)
    func fixedPointPixel(range: ColorRange) {
        let pixel: (UInt8, UInt8, UInt8) -> (blue: UInt8, green: UInt8, red: UInt8) = range == .full
            ? { FullRangeFixedPoint.pixel(y: $0, u: $1, v: $2) } : { VideoRangeFixedPoint.pixel(y: $0, u: $1, v: $2) }
        var largest = 0
        for y: UInt8 in [0, 1, 16, 100, 128, 235, 254, 255] {
            for u in 0...255 {
                for v in 0...255 {
                    let actual = pixel(y, UInt8(u), UInt8(v))
                    let expected = I420ToBGRAReference.bgr(y: y, u: UInt8(u), v: UInt8(v), range: range)
                    largest = max(largest, abs(Int(actual.blue) - Int(expected.blue)), abs(Int(actual.green) - Int(expected.green)),
                                  abs(Int(actual.red) - Int(expected.red)))
                }
            }
        }
        #expect(largest == 1)
    }

    @Test("every fixed-point sum stays within Int16 for all inputs (so the wrapping lanes are exact)",
          arguments: [true, false])
    func fixedPointSumsFitInt16(fullRange: Bool) {
        // Each sum is linear in Y, Cb and Cr, so its extremes are at the corners 0 and 255.
        func sums<C: FixedPointBT601>(_: C.Type, _ y: Int, _ u: Int, _ v: Int) -> [Int] {
            let luma = (y * Int(C.lumaMultiplier)) >> Int(C.lumaShift)
            return [luma + Int(C.redFromCr) * v + Int(C.redBias),
                    luma - Int(C.greenFromCb) * u - Int(C.greenFromCr) * v + Int(C.greenBias),
                    luma + Int(C.blueFromCb) * u + Int(C.blueBias)]
        }
        for y in [0, 255] {
            for u in [0, 255] {
                for v in [0, 255] {
                    let values = fullRange ? sums(FullRangeFixedPoint.self, y, u, v) : sums(VideoRangeFixedPoint.self, y, u, v)
                    #expect(values.allSatisfy { Int(Int16.min)...Int(Int16.max) ~= $0 }, "Y \(y) Cb \(u) Cr \(v): \(values)")
                }
            }
        }
        // Without its headroom, video-range blue would overflow: the headroom is needed, not decoration.
        let unshifted = ((255 * 149) >> 1) + 129 * 255 + Int(VideoRangeFixedPoint.blueBias) + 64 * Int(VideoRangeFixedPoint.blueHeadroom)
        #expect(fullRange || unshifted > Int(Int16.max))
    }

    @Test("libyuv's video range really is off by more than 1 (so its tolerance of 3 is needed), full range is not")
    func libyuvVideoRangeDeviation() throws {
        let source = try makeEveryChromaPairSource(lumaPhase: 2)
        let expected = try BGRAFrame.allocate(size: source.size), actual = try BGRAFrame.allocate(size: source.size)
        for range in ColorRange.allCases {
            try I420ToBGRAReference.convert(source, into: expected, range: range)
            try I420ToBGRA.libyuv.run(source, into: actual, range)
            let difference = largestDifference(actual, expected)
            #expect(difference.alphaOpaque)
            #expect(range == .full ? difference.color == 1 : (2...3).contains(difference.color), "\(range): \(difference.color)")
        }
    }
}
