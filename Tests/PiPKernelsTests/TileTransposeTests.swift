import Testing
@testable import PiPKernels

/// The spellings of the tile transposes (stages of growing lane width, and the same in two halves
/// of 8 columns, used on x86-64; rounds of one perfect shuffle, used on arm64) against the
/// definition and each other, on this machine.
/// scripts/ci/arm64-check.sh runs the rotations that use them under qemu on arm64.
@Suite struct TileTransposeTests {
    @Test("16x16 bytes: stages, halves and rounds transpose, for both stride signs")
    func bytes() {
        var generator = SystemRandomNumberGenerator()
        let source = (0..<16 * 24).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        for (sourceStride, destinationStride) in [(24, 20), (-24, 20), (24, -20)] {
            var staged = [UInt8](repeating: 0, count: 16 * 20), rounds = staged, halves = staged
            source.withUnsafeBytes { input in
                let from = input.baseAddress! + (sourceStride < 0 ? 15 * 24 : 0)
                staged.withUnsafeMutableBytes { output in
                    let to = output.baseAddress! + (destinationStride < 0 ? 15 * 20 : 0)
                    transposeBytes16x16ByStages(from: from, stride: sourceStride, to: to, stride: destinationStride)
                }
                rounds.withUnsafeMutableBytes { output in
                    let to = output.baseAddress! + (destinationStride < 0 ? 15 * 20 : 0)
                    transposeBytes16x16ByRounds(from: from, stride: sourceStride, to: to, stride: destinationStride)
                }
                halves.withUnsafeMutableBytes { output in
                    let to = output.baseAddress! + (destinationStride < 0 ? 15 * 20 : 0)
                    transposeBytes16x16ByHalves(from: from, stride: sourceStride, to: to, stride: destinationStride)
                }
            }
            #expect(staged == rounds)
            #expect(halves == rounds)
            for x in 0..<16 {
                for y in 0..<16 {
                    let sourceRow = sourceStride < 0 ? 15 - y : y, destinationRow = destinationStride < 0 ? 15 - x : x
                    #expect(rounds[destinationRow * 20 + y] == source[sourceRow * 24 + x])
                }
            }
        }
    }

    @Test("8x8 pairs: stages and rounds transpose")
    func pairs() {
        var rows: [SIMD8<UInt16>] = []
        for y in 0..<8 {
            var row = SIMD8<UInt16>()
            for x in 0..<8 { row[x] = UInt16(y * 256 + x * 7 + 1) }
            rows.append(row)
        }
        var staged = [UInt16](repeating: 0, count: 64), rounds = staged
        staged.withUnsafeMutableBytes { output in
            storeTransposedPairsByStages(rows[0], rows[1], rows[2], rows[3], rows[4], rows[5], rows[6], rows[7],
                                         to: output.baseAddress!, stride: 16)
        }
        rounds.withUnsafeMutableBytes { output in
            storeTransposedPairsByRounds(rows[0], rows[1], rows[2], rows[3], rows[4], rows[5], rows[6], rows[7],
                                         to: output.baseAddress!, stride: 16)
        }
        #expect(staged == rounds)
        for x in 0..<8 {
            for y in 0..<8 { #expect(rounds[x * 8 + y] == rows[y][x]) }
        }
    }
}
