import Testing
@testable import PiPKernels

/// `boxRowPairByThree` (two one-channel sources at once, units of two lanes) must write exactly
/// what `boxRowByThree` writes for each source alone, in both output forms.
@Suite struct BoxRowPairTests {
    @Test("paired rows equal single rows: every row count 1-5, widths across vector steps and tails, unequal strides")
    func pairedEqualsSingle() throws {
        var state: UInt64 = 7
        func next() -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return state >> 33 }
        for rowCount in 1...5 {
            for pixels in [3, 5, 47, 48, 50, 95, 96, 99, 144, 200, 387] {
                let divisor = try #require(LaneDivisor(divisor: 3 * rowCount, maximumNumerator: 3 * rowCount * 255))
                let strideA = pixels + 3, strideB = pixels + 17
                var a = [UInt8](repeating: 0, count: strideA * rowCount)
                var b = [UInt8](repeating: 0, count: strideB * rowCount)
                for i in a.indices { a[i] = UInt8(truncatingIfNeeded: next()) }
                for i in b.indices { b[i] = UInt8(truncatingIfNeeded: next()) }
                let outputs = pixels / 3
                var singleA = [UInt8](repeating: 0, count: outputs), singleB = singleA
                var pairA = [UInt8](repeating: 0xEE, count: outputs + 1), pairB = pairA
                var interleaved = [UInt8](repeating: 0xEE, count: 2 * outputs + 1)
                a.withUnsafeMutableBufferPointer { a in
                    b.withUnsafeMutableBufferPointer { b in
                        boxRowByThree(a.baseAddress!, bytesPerRow: strideA, rowCount: rowCount, pixels: pixels, channels: 1,
                                      divisor: divisor, into: &singleA)
                        boxRowByThree(b.baseAddress!, bytesPerRow: strideB, rowCount: rowCount, pixels: pixels, channels: 1,
                                      divisor: divisor, into: &singleB)
                        pairA.withUnsafeMutableBufferPointer { pairA in
                            pairB.withUnsafeMutableBufferPointer { pairB in
                                boxRowPairByThree(a.baseAddress!, firstBytesPerRow: strideA, b.baseAddress!,
                                                  secondBytesPerRow: strideB, rowCount: rowCount, pixels: pixels,
                                                  divisor: divisor, into: .separate(pairA.baseAddress!, pairB.baseAddress!),
                                                  nextRowsAhead: rowCount)
                            }
                        }
                        interleaved.withUnsafeMutableBufferPointer { out in
                            boxRowPairByThree(a.baseAddress!, firstBytesPerRow: strideA, b.baseAddress!,
                                              secondBytesPerRow: strideB, rowCount: rowCount, pixels: pixels,
                                              divisor: divisor, into: .interleaved(out.baseAddress!), nextRowsAhead: rowCount)
                        }
                    }
                }
                let label = "rows \(rowCount) pixels \(pixels)"
                #expect(Array(pairA.prefix(outputs)) == singleA, "\(label) first")
                #expect(Array(pairB.prefix(outputs)) == singleB, "\(label) second")
                #expect(pairA[outputs] == 0xEE && pairB[outputs] == 0xEE, "\(label) wrote past the row")
                let expected = zip(singleA, singleB).flatMap { [$0, $1] }
                #expect(Array(interleaved.prefix(2 * outputs)) == expected, "\(label) interleaved")
                #expect(interleaved[2 * outputs] == 0xEE, "\(label) interleaved wrote past the row")
            }
        }
    }

    @Test("roundedNinths is round-half-up n / 9 for every 3 x 3 box sum")
    func ninths() throws {
        // The 3 x 3 boxes' divisor is recognised, so the paired kernel takes its constant path.
        #expect(try #require(LaneDivisor(divisor: 9, maximumNumerator: 9 * 255)).isNinths)
        #expect(try #require(LaneDivisor(divisor: 6, maximumNumerator: 6 * 255)).isNinths == false)
        for start in stride(from: 0, through: 9 * 255, by: 8) {
            let lanes = SIMD8<UInt16>((0..<8).map { UInt16(min(start + $0, 9 * 255)) })
            let quotients = roundedNinths(lanes)
            for lane in 0..<8 { #expect(quotients[lane] == (lanes[lane] + 4) / 9, "n = \(lanes[lane])") }
        }
    }
}
