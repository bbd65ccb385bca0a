import Testing
@testable import PiPKernels

/// The kernels' exact divisions (`LaneDivisor`, `ExactDivisor`) and box weights (`BoxAxis`).
@Suite struct DivisionTests {
    @Test("LaneDivisor rounds exactly for every divisor 1...256 it accepts, and accepts PiP's")
    func laneDivisor() throws {
        var unavailable: [Int] = []
        for divisor in 1...256 {
            let maximum = divisor * 255
            guard let lanes = LaneDivisor(divisor: divisor, maximumNumerator: maximum) else {
                unavailable.append(divisor)
                continue
            }
            var n = 0
            while n <= maximum {
                #expect(Int(lanes.roundedQuotient(UInt16(n))) == (n + divisor / 2) / divisor)
                n += n < 4096 ? 1 : 7
            }
            let vector = SIMD8<UInt16>(0, 1, UInt16(divisor / 2), UInt16(maximum), UInt16(maximum - 1), 5, UInt16(divisor), 7)
            let quotient = lanes.roundedQuotient(vector)
            for lane in 0..<8 { #expect(Int(quotient[lane]) == (Int(vector[lane]) + divisor / 2) / divisor) }
        }
        // The squares of PiP's whole ratios (2, 3, 4, 6) and most others have a 16-bit sequence;
        // the rest fall back to box's 32-bit path (see boxScaleSIMD).
        #expect([4, 9, 16, 36, 25, 49, 64, 81, 100, 144].allSatisfy { !unavailable.contains($0) }, "\(unavailable)")
        #expect(unavailable.count < 40, "\(unavailable)")
        #expect(LaneDivisor(divisor: 300, maximumNumerator: 300 * 255) == nil)
    }

    @Test("ExactDivisor equals (n + d/2) / d across divisors and the edges of its range")
    func exactDivisor() {
        var state: UInt64 = 1
        for divisor: UInt64 in [1, 2, 3, 7, 9, 36, 240 * 27, 1 << 20, 4_294_967_295] {
            let division = ExactDivisor(divisor)
            let limit = UInt64(UInt32.max) - divisor / 2
            for n in [0, 1, divisor / 2, divisor, limit - 1, limit] {
                #expect(division.roundedQuotient(n) == (n + divisor / 2) / divisor, "\(n)/\(divisor)")
            }
            for _ in 0..<2000 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let n = (state >> 32) % (limit + 1)
                #expect(division.roundedQuotient(n) == (n + divisor / 2) / divisor, "\(n)/\(divisor)")
            }
        }
    }

    @Test("box weights are whole, add up per pixel, and are all 1 on integer ratios")
    func boxAxis() {
        for (source, destination) in [(1920, 568), (1080, 320), (37, 13), (9, 3), (5, 5), (7, 1)] {
            let axis = BoxAxis(source: source, destination: destination)
            for i in 0..<destination {
                let weights = axis.weights[axis.weightStart[i]..<axis.weightStart[i + 1]]
                #expect(Int(weights.reduce(0, +)) == axis.weightSum)
            }
            #expect(axis.first.last.map { $0 + axis.weightStart[destination] - axis.weightStart[destination - 1] } == source)
            if source % destination == 0 { #expect(axis.weights.allSatisfy { $0 == 1 }) }
        }
        #expect(BoxAxis(source: 1920, destination: 568).weightSum == 240)
    }
}
