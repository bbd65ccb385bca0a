import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// Every I420 -> BGRA strategy against the double-precision reference, through the differential
/// harness: B, G, R within the strategy's tolerance (its contract), alpha exactly 255, nothing
/// written outside the samples, in both color ranges.
@Suite struct I420ToBGRADifferentialTests {
    /// Destination layouts: tight, odd padding, CVPixelBuffer-like 64-byte rows.
    static let destinationLayouts: [RowAlignment] = [.tight, .padded(by: 7), .pixelBuffer]

    /// Every width 1...64 at heights 1...8, and every height 1...64 at widths around the 16-pixel
    /// vector step. Each frame is the corner of one 64x64 source whose rows are padded by 3, so one
    /// reference conversion per range serves every size (debug builds are slow).
    static let smallSizes: [FrameSize] = {
        let everyWidth = (1...64).flatMap { width in (1...8).map { FrameSize(width: width, height: $0) } }
        let everyHeight = [1, 2, 3, 15, 16, 17, 33, 64].flatMap { width in (9...64).map { FrameSize(width: width, height: $0) } }
        return everyWidth + everyHeight
    }()

    @Test("every strategy is within tolerance for every width and height 1...64, both ranges",
          arguments: destinationLayouts)
    func smallSizes(layout: RowAlignment) throws {
        let largest = FrameSize(width: 64, height: 64)
        let source = try I420Frame.pseudoRandom(largest, .padded(by: 3))
        let expected = try BGRAFrame.allocate(size: largest)
        for range in ColorRange.allCases {
            try I420ToBGRAReference.convert(source, into: expected, range: range)
            for size in Self.smallSizes {
                try expectContractsKept(I420ToBGRA.self, on: corner(of: source, size), destination: layout,
                                        range, reference: [ReferencePlane(corner(of: expected.pixels, size))])
            }
        }
    }

    @Test("every strategy is within tolerance for every (Cb, Cr) pair with varied luma, both ranges",
          arguments: ColorRange.allCases)
    func everyChromaPair(range: ColorRange) throws {
        let source = try makeEveryChromaPairSource(lumaPhase: range == .full ? 0 : 1)
        try expectContractsKept(I420ToBGRA.self, on: source, destination: .pixelBuffer, range)
    }

    @Test("every strategy is within tolerance at the odd benchmark size 1279x719, rows padded")
    func oddBenchmarkSize() throws {
        let source = try I420Frame.pseudoRandom(FrameSize(width: 1279, height: 719), .pixelBuffer)
        try expectContractsKept(I420ToBGRA.self, on: source, destination: .pixelBuffer, .full)
    }

    @Test("wide rows with odd paddings exercise the vector body plus the scalar tail, both ranges")
    func wideRows() throws {
        for width in [15, 16, 17, 31, 32, 33, 127, 129, 255, 1023] {
            let source = try I420Frame.pseudoRandom(FrameSize(width: width, height: 3), .padded(by: 1))
            for range in ColorRange.allCases {
                try expectContractsKept(I420ToBGRA.self, on: source, destination: .padded(by: 5), range)
            }
        }
    }
}
