import Testing
@testable import PiPVideo

/// Every I420 -> BGRA strategy against the double-precision reference: B, G, R within the
/// strategy's tolerance, alpha 255, padding untouched, in both color ranges.
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
          arguments: destinationLayouts.indices)
    func smallSizes(layoutIndex: Int) throws {
        let largest = FrameSize(width: 64, height: 64)
        let source = try makeSource(largest, .padded(by: 3))
        let expected = try makeBGRADestination(largest)
        for range in ColorRange.allCases {
            try I420ToBGRAReference.convert(source, into: expected, range: range)
            for size in Self.smallSizes {
                try check(corner(of: source, size), against: BGRAFrame(pixels: corner(of: expected.pixels, size)),
                          range: range, layout: Self.destinationLayouts[layoutIndex])
            }
        }
    }

    @Test("every strategy is within tolerance for every (Cb, Cr) pair with varied luma, both ranges",
          arguments: ColorRange.allCases)
    func everyChromaPair(range: ColorRange) throws {
        let source = try makeEveryChromaPairSource(lumaPhase: range == .full ? 0 : 1)
        let expected = try makeBGRADestination(source.size)
        try I420ToBGRAReference.convert(source, into: expected, range: range)
        try check(source, against: expected, range: range, layout: .pixelBuffer)
    }

    @Test("every strategy is within tolerance at the odd benchmark size 1279x719, rows padded")
    func oddBenchmarkSize() throws {
        let source = try makeSource(FrameSize(width: 1279, height: 719), .pixelBuffer)
        let expected = try makeBGRADestination(source.size)
        try I420ToBGRAReference.convert(source, into: expected, range: .full)
        try check(source, against: expected, range: .full, layout: .pixelBuffer)
    }

    @Test("wide rows with odd paddings exercise the vector body plus the scalar tail, both ranges")
    func wideRows() throws {
        for width in [15, 16, 17, 31, 32, 33, 127, 129, 255, 1023] {
            let source = try makeSource(FrameSize(width: width, height: 3), .padded(by: 1))
            let expected = try makeBGRADestination(source.size)
            for range in ColorRange.allCases {
                try I420ToBGRAReference.convert(source, into: expected, range: range)
                try check(source, against: expected, range: range, layout: .padded(by: 5))
            }
        }
    }

    /// Converts `source` with every strategy into a destination laid out as `layout`; each must stay
    /// within its tolerance of `expected`, write alpha 255 and leave every padding byte as it was.
    private func check(_ source: I420Frame, against expected: BGRAFrame, range: ColorRange, layout: RowAlignment) throws {
        let fill: UInt8 = 0x5A
        let actual = try makeBGRADestination(source.size, layout, fill: fill)
        for strategy in I420ToBGRAStrategy.all {
            actual.pixels.storage.fill(with: fill)
            try strategy.convert(source, into: actual, range: range)
            if let difference = actual.firstDifference(from: expected, colorTolerance: strategy.tolerance(for: range)) {
                Issue.record("\(strategy.id) \(range) \(source.size) \(layout): \(difference)")
            }
            if let offset = firstChangedPaddingByte(around: actual.pixels, fill: fill) {
                Issue.record("\(strategy.id) \(range) \(source.size) \(layout): wrote padding byte at storage offset \(offset)")
            }
        }
    }
}
