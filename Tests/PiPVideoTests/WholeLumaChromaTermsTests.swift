import Testing
@testable import PiPKernels
@testable import PiPLibYUV
@testable import PiPVideo

/// The full-range path of the simd I420 -> BGRA kernel (`WholeLumaChromaTerms`, chroma terms
/// shifted once per chroma sample): the range of its terms, and that it gives exactly the
/// per-pixel fixed-point arithmetic.
@Suite struct WholeLumaChromaTermsTests {
    @Test("only full range takes the whole-luma path (its luma term is Y x 64)")
    func wholeLumaOnlyForFullRange() {
        #expect(FullRangeFixedPoint.lumaIsWholeSample)
        #expect(!VideoRangeFixedPoint.lumaIsWholeSample)
    }

    @Test("every shifted chroma term t stays within +-226 for every Cb and Cr (Y + t fits Int16 with room)")
    func termsFitAByte() {
        var largest: Int16 = 0
        for cr in 0...255 {
            for cbStart in stride(from: 0, through: 248, by: 8) {
                let u = SIMD8<UInt8>((0..<8).map { UInt8(cbStart + $0) })
                let terms = WholeLumaChromaTerms.terms(u: u, v: SIMD8(repeating: UInt8(cr)), FullRangeFixedPoint.self)
                for lane in 0..<8 {
                    largest = max(largest, abs(terms.blue[lane]), abs(terms.green[lane]), abs(terms.red[lane]))
                }
            }
        }
        #expect(largest == 226)  // blue at Cb = 0: (113 x -128 + 32) >> 6
    }

    @Test("the simd kernel equals FullRangeFixedPoint.pixel bit for bit for every (Cb, Cr) pair")
    func bitIdenticalToPerPixelArithmetic() throws {
        for phase in 0..<3 {
            let source = try makeEveryChromaPairSource(lumaPhase: phase)
            let destination = try BGRAFrame.allocate(size: source.size)
            simdI420ToBGRA(y: SampleGrid(source.y), u: SampleGrid(source.u), v: SampleGrid(source.v), into: SampleGrid(destination.pixels), .full)
            var mismatches = 0
            for y in 0..<source.size.height {
                let luma = source.y.row(y), u = source.u.row(y / 2), v = source.v.row(y / 2), out = destination.pixels.row(y)
                for x in 0..<source.size.width {
                    let pixel = FullRangeFixedPoint.pixel(y: luma[x], u: u[x / 2], v: v[x / 2])
                    if (out[4 * x], out[4 * x + 1], out[4 * x + 2], out[4 * x + 3]) != (pixel.blue, pixel.green, pixel.red, 255) {
                        mismatches += 1
                    }
                }
            }
            #expect(mismatches == 0, "luma phase \(phase)")
        }
    }
}
