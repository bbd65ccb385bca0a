import Foundation
import Gate
@testable import History
import Testing

/// The detector on synthetic series: steps, noise, outliers, a slow creep, noise-free counts.
@Suite struct ChangePointDetectorTests {
    /// A seeded generator (SplitMix64) of standard normal noise.
    struct Noise {
        var state: UInt64
        mutating func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
        mutating func gaussian() -> Double { (-2 * log(max(next(), 1e-300))).squareRoot() * cos(2 * .pi * next()) }
    }

    static func series(_ parts: [(count: Int, level: Double)], noise: Double = 0, seed: UInt64 = 1) -> [Double] {
        var generator = Noise(state: seed)
        return parts.flatMap { Array(repeating: $0.level, count: $0.count) }.map { $0 * exp(noise * generator.gaussian()) }
    }

    @Test func noiseFreeCountsStepAtEveryChangeOfHalfAPercentOrMore() {
        let values = Self.series([(4, 2_000_000), (3, 1_200_000), (5, 3_840_000)])
        let analysis = ChangePointDetector(metric: .instructions).analyse(values)
        #expect(analysis.changePoints.map(\.index) == [4, 7])
        #expect(abs(analysis.changePoints[0].change - -0.4) < 1e-12)
        #expect(abs(analysis.changePoints[1].change - 2.2) < 1e-12)
        #expect(analysis.changePoints.allSatisfy { $0.noiseMultiple == nil })
        // 0.2% steps are below the smallest step: none.
        #expect(ChangePointDetector(metric: .instructions).analyse(Self.series([(5, 1000), (5, 1002), (5, 1004)])).changePoints.isEmpty)
    }

    @Test func aStepAtTheNewestRunIsFoundAtOnceForCounts() {
        let values = Self.series([(8, 1_000_000), (1, 1_030_000)])
        let point = ChangePointDetector(metric: .instructions).analyse(values).changePoints
        #expect(point.map(\.index) == [8])
        #expect(point.first.map { abs($0.change - 0.03) < 1e-12 } == true)
    }

    @Test func noisyStepsAreFoundAndNoiseAloneGivesNone() {
        let detector = ChangePointDetector(metric: .time)
        for seed in UInt64(1)...20 {
            let steps = detector.analyse(Self.series([(15, 100_000), (12, 70_000), (13, 80_500)], noise: 0.02, seed: seed))
            #expect(steps.changePoints.map(\.index) == [15, 27], "seed \(seed)")
            #expect(steps.changePoints.first?.pValue.map { $0 < 0.001 } == true)
        }
        var falseSteps = 0
        for seed in UInt64(1)...50 {
            falseSteps += detector.analyse(Self.series([(40, 100_000)], noise: 0.02, seed: seed)).changePoints.count
        }
        #expect(falseSteps <= 2, "\(falseSteps) steps found in 50 series of noise alone")
    }

    @Test func loneOutliersAreSetAsideNotCountedAsSteps() {
        var values = Self.series([(20, 100_000), (20, 112_000)], noise: 0.01, seed: 7)
        values[7] *= 1.45
        values[29] *= 0.65
        let analysis = ChangePointDetector(metric: .time).analyse(values)
        #expect(analysis.changePoints.map(\.index) == [20])
        #expect(analysis.outliers == [7, 29])
    }

    @Test func aSlowCreepShowsAsAStaircaseThatAddsUpToTheDrift() {
        var generator = Noise(state: 3)
        let values = (0..<30).map { 100_000 * pow(1.005, Double($0)) * exp(0.002 * generator.gaussian()) }
        let analysis = ChangePointDetector(metric: .time).analyse(values)
        // No single step reaches the time gate's 5%, but the steps are found and add up to the drift.
        #expect(analysis.changePoints.count >= 2)
        #expect(analysis.changePoints.allSatisfy { $0.change > 0 && $0.change < 0.05 })
        let total = analysis.changePoints.map { 1 + $0.change }.reduce(1, *) - 1
        #expect(total > 0.09 && total < 0.17, "total \(total)")
    }

    @Test func theNoiseEstimateIgnoresStepsAndOutliers() {
        #expect(ChangePointDetector.noise(ofLogValues: [1, 1, 1, 1]) == 0)
        let values = Self.series([(50, 1), (50, 2)], noise: 0.03, seed: 11).map { log($0) }
        let sigma = ChangePointDetector.noise(ofLogValues: values)
        #expect(sigma > 0.02 && sigma < 0.04)
    }
}
