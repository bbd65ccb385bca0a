import Testing
@testable import PiPKernels

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
    func bitIdenticalToPerPixelArithmetic() {
        for phase in 0..<3 {
            let source = Self.everyChromaPairSource(lumaPhase: phase)
            let destination = TestPlane(width: 512, height: 512, channels: 4)
            simdI420ToBGRA(y: source.y.grid, u: source.u.grid, v: source.v.grid, into: destination.grid, .full)
            var mismatches = 0
            for y in 0..<512 {
                let luma = source.y.grid.row(y), u = source.u.grid.row(y / 2), v = source.v.grid.row(y / 2), out = destination.grid.row(y)
                for x in 0..<512 {
                    let pixel = FullRangeFixedPoint.pixel(y: luma[x], u: u[x / 2], v: v[x / 2])
                    if (out[4 * x], out[4 * x + 1], out[4 * x + 2], out[4 * x + 3]) != (pixel.blue, pixel.green, pixel.red, 255) {
                        mismatches += 1
                    }
                }
            }
            #expect(mismatches == 0, "luma phase \(phase)")
        }
    }

    /// The planes of a 512x512 I420 picture whose 256x256 chroma samples take every (Cb, Cr) pair
    /// once (Cb = column, Cr = row); luma differs between the four pixels of a 2x2 block and,
    /// through `lumaPhase`, between calls. (PiPVideoTests' `makeEveryChromaPairSource` makes the
    /// same picture as a frame.)
    static func everyChromaPairSource(lumaPhase: Int) -> (y: TestPlane, u: TestPlane, v: TestPlane) {
        let y = TestPlane(width: 512, height: 512, channels: 1)
        let u = TestPlane(width: 256, height: 256, channels: 1), v = TestPlane(width: 256, height: 256, channels: 1)
        for row in 0..<256 {
            for column in 0..<256 {
                u.grid.row(row)[column] = UInt8(column)
                v.grid.row(row)[column] = UInt8(row)
            }
        }
        for row in 0..<512 {
            for column in 0..<512 {
                y.grid.row(row)[column] = UInt8(truncatingIfNeeded: lumaPhase * 4 + (row & 1) * 2 + (column & 1) + 37 * (row / 2) + column / 2)
            }
        }
        return (y, u, v)
    }
}
