import Testing
@testable import PiPKernels

/// `box-simd`'s fractional path: the float division of four lanes and the window table. (The
/// bytes themselves are checked against `box` by the differential tests, `wideRowPairs` included.)
@Suite struct BoxWindowTests {
    @Test("QuadDivisor rounds exactly for every numerator of the divisors it accepts, PiP's among them")
    func quadDivisorExact() throws {
        // 64: the camera's 8/3 on both axes; 6480: 1920x1080 -> 568x320 (240 x 27), luma and chroma.
        for divisor in [3, 7, 9, 64, 255, 1000, 6480] {
            let maximum = divisor * 255
            let division = try #require(QuadDivisor(divisor: divisor, maximumNumerator: maximum), "\(divisor)")
            var wrong: [Int] = []
            var n = 0
            while n <= maximum {
                let lanes = SIMD4<UInt32>(UInt32(n), UInt32(min(n + 1, maximum)), UInt32(min(n + 2, maximum)), UInt32(min(n + 3, maximum)))
                let quotients = division.roundedQuotient(lanes)
                for lane in 0..<4 where Int(quotients[lane]) != (Int(lanes[lane]) + divisor / 2) / divisor { wrong.append(Int(lanes[lane])) }
                if Int(division.roundedQuotient(UInt32(n))) != (n + divisor / 2) / divisor { wrong.append(n) }
                n += 4
            }
            #expect(wrong.isEmpty, "divisor \(divisor): \(wrong.prefix(8))")
        }
    }

    @Test("QuadDivisor refuses what single precision cannot hold and checks every divisor it accepts")
    func quadDivisorRange() {
        #expect(QuadDivisor(divisor: 1, maximumNumerator: 255) == nil)
        #expect(QuadDivisor(divisor: 70_000, maximumNumerator: 70_000 * 255) == nil)
        var accepted = 0
        for divisor in 2...2000 {
            let maximum = divisor * 255
            guard let division = QuadDivisor(divisor: divisor, maximumNumerator: maximum) else { continue }
            accepted += 1
            // Around every quotient boundary (where a wrong rounding would show first).
            for quotient in stride(from: 1, through: 255, by: 7) {
                for n in [quotient * divisor - divisor / 2 - 1, quotient * divisor - divisor / 2, quotient * divisor] where n <= maximum {
                    #expect(Int(division.roundedQuotient(UInt32(n))) == (n + divisor / 2) / divisor, "\(n) / \(divisor)")
                }
            }
        }
        #expect(accepted == 1999)
    }

    @Test("window columns: the fewest lanes that hold one channel's taps; none past 16 lanes or wider than the row")
    func windowLanes() throws {
        let camera = try #require(BoxWindowColumns(source: 1280, destination: 480, channels: 1, verticalWeightSum: 8))
        #expect(camera.windowLanes == 4)
        // Two channels are read apart: the same lanes as one.
        let cameraChroma = try #require(BoxWindowColumns(source: 640, destination: 240, channels: 2, verticalWeightSum: 8))
        #expect(cameraChroma.windowLanes == 4 && cameraChroma.sumOrderIsChannelsApart)
        let fractional = try #require(BoxWindowColumns(source: 1920, destination: 568, channels: 1, verticalWeightSum: 27))
        #expect(fractional.windowLanes == 8 && !fractional.sumOrderIsChannelsApart)
        let fractionalChroma = try #require(BoxWindowColumns(source: 960, destination: 284, channels: 2, verticalWeightSum: 27))
        #expect(fractionalChroma.windowLanes == 8)
        // About 13:1 takes 14 taps: 16 lanes; 20:1 takes 21: none.
        let thirteenToOne = try #require(BoxWindowColumns(source: 1000, destination: 77, channels: 2, verticalWeightSum: 13))
        #expect(thirteenToOne.windowLanes == 16)
        #expect(BoxWindowColumns(source: 1000, destination: 50, channels: 1, verticalWeightSum: 13) == nil)
        #expect(BoxWindowColumns(source: 3, destination: 2, channels: 2, verticalWeightSum: 2) == nil)
    }

    @Test("window columns: vertical sums as they are to 15 bits, biased to 16, split past that; none past 2184")
    func windowSumRows() throws {
        func sumRows(_ verticalWeightSum: Int) -> BoxWindowColumns.SumRows? {
            BoxWindowColumns(source: 1920, destination: 568, channels: 1, verticalWeightSum: verticalWeightSum)?.sumRows
        }
        #expect(sumRows(27) == .plain)
        #expect(sumRows(128) == .plain)
        #expect(sumRows(129) == .biased)
        #expect(sumRows(257) == .biased)
        // 258 x 127 still fits 15 bits; 360 x 127 does not, 360 x 63 does.
        #expect(sumRows(258) == .split(lowBits: 1))
        #expect(sumRows(360) == .split(lowBits: 2))
        #expect(sumRows(2184) == .split(lowBits: 4))
        #expect(sumRows(2185) == nil)
        // 1280x720 -> 378x213: 640 x 240 x 255 is past 2^24, so the totals are divided in double precision.
        let luma = try #require(BoxWindowColumns(source: 1280, destination: 378, channels: 1, verticalWeightSum: 240))
        #expect(luma.sumRows == .biased && luma.dividesInDoublePrecision && luma.windowLanes == 8)
        let chroma = try #require(BoxWindowColumns(source: 640, destination: 189, channels: 1, verticalWeightSum: 360))
        #expect(chroma.sumRows == .split(lowBits: 2) && chroma.dividesInDoublePrecision)
        let fractional = try #require(BoxWindowColumns(source: 1920, destination: 568, channels: 1, verticalWeightSum: 27))
        #expect(!fractional.dividesInDoublePrecision)
        // The differential tests' pairs meant for each layout and division (ScalingDefinitions.swift).
        func columns(_ source: Int, _ destination: Int, _ channels: Int, _ verticalWeightSum: Int) throws -> BoxWindowColumns {
            try #require(BoxWindowColumns(source: source, destination: destination, channels: channels, verticalWeightSum: verticalWeightSum))
        }
        let biasedSingle = try columns(100, 29, 1, 240), biasedDouble = try columns(300, 89, 1, 240)
        #expect(biasedSingle.sumRows == .biased && !biasedSingle.dividesInDoublePrecision)
        #expect(biasedDouble.sumRows == .biased && biasedDouble.dividesInDoublePrecision)
        let splitSingle = try columns(60, 17, 1, 360), splitFourLanes = try columns(20, 7, 2, 360), splitDouble = try columns(200, 59, 2, 360)
        #expect(splitSingle.sumRows == .split(lowBits: 2) && !splitSingle.dividesInDoublePrecision)
        #expect(splitFourLanes.windowLanes == 4 && splitFourLanes.sumRows == .split(lowBits: 2))
        #expect(splitDouble.sumRows == .split(lowBits: 2) && splitDouble.dividesInDoublePrecision)
        let sixteenLanes = try columns(110, 10, 1, 240), biasedChroma = try columns(20, 7, 2, 130)
        #expect(sixteenLanes.windowLanes == 16 && sixteenLanes.sumRows == .biased)
        #expect(biasedChroma.sumRows == .biased)
    }

    @Test("WideQuadDivisor rounds exactly around every quotient and at sampled numerators of PiP's divisors")
    func wideQuadDivisorExact() throws {
        #expect(WideQuadDivisor(divisor: 1, maximumNumerator: 255) == nil)
        #expect(WideQuadDivisor(divisor: 10_000_000, maximumNumerator: 10_000_000 * 255) == nil)
        // 153600: 1280x720 -> 378x213 luma (640 x 240); 230400: its chroma (640 x 360); and others past 2^24 / 255.
        for divisor in [3, 65_794, 153_600, 230_400, 1_000_003, 8_421_504] {
            let maximum = divisor * 255
            let division = try #require(WideQuadDivisor(divisor: divisor, maximumNumerator: maximum), "\(divisor)")
            var numerators: [Int] = []
            for quotient in 0...255 {
                let first = quotient * divisor - divisor / 2
                numerators += [first - 2, first - 1, first, first + 1, quotient * divisor, quotient * divisor + divisor / 3]
            }
            var generator = SystemRandomNumberGenerator()
            numerators += (0..<4000).map { _ in Int.random(in: 0...maximum, using: &generator) }
            var wrong: [Int] = []
            for n in numerators where n >= 0 && n <= maximum {
                let expected = (n + divisor / 2) / divisor
                if Int(division.roundedQuotient(UInt32(n))) != expected { wrong.append(n) }
                let lanes = division.roundedQuotient(SIMD4<UInt32>(repeating: UInt32(n)))
                if (0..<4).contains(where: { Int(lanes[$0]) != expected }) { wrong.append(n) }
            }
            #expect(wrong.isEmpty, "divisor \(divisor): \(wrong.prefix(8))")
        }
    }

    @Test("the window table: each destination pixel's weights add up to the axis' weight sum and sit inside the row")
    func windowTable() throws {
        for (source, destination, channels) in [(1280, 480, 1), (640, 240, 2), (1920, 568, 1), (960, 284, 2), (37, 13, 1), (100, 7, 1)] {
            let columns = try #require(BoxWindowColumns(source: source, destination: destination, channels: channels, verticalWeightSum: 3))
            let table = UnsafeMutableRawPointer.allocate(byteCount: columns.tableByteCount, alignment: 16)
            defer { table.deallocate() }
            columns.write(into: table)
            // One entry per destination pixel, for both channels (they are read apart).
            let lanes = columns.windowLanes
            let weights = table.assumingMemoryBound(to: Int16.self)
            let starts = (table + destination * lanes * 2).assumingMemoryBound(to: Int32.self)
            for pixel in 0..<destination {
                let entry = (0..<lanes).map { Int(weights[pixel * lanes + $0]) }
                #expect(entry.reduce(0, +) == columns.weightSum, "\(source)->\(destination) pixel \(pixel)")
                #expect(Int(starts[pixel]) >= 0 && Int(starts[pixel]) + lanes <= source)
            }
        }
    }
}
