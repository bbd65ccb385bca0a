@testable import Gate
@testable import Statistics
import Testing

/// Expected values from scipy 1.17.1: scipy.stats.mannwhitneyu(x, y, alternative="two-sided",
/// method="exact" | "asymptotic"); the statistic is U of x.
@Suite struct MannWhitneyUTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let x: [Double]
        let y: [Double]
        let u: Double
        let p: Double
        let method: MannWhitneyU.Method
        var testDescription: String { "\(x.count) vs \(y.count), \(method.rawValue)" }
    }

    static let scipyCases: [Case] = [
        Case(x: [1, 2, 3, 4, 5], y: [6, 7, 8, 9, 10], u: 0, p: 0.007936507936507936, method: .exact),
        Case(x: [1, 3, 5, 7, 9, 11], y: [2, 4, 6, 8, 10, 12], u: 15, p: 0.6991341991341992, method: .exact),
        Case(x: [10.1, 10.4, 9.8, 10.0, 10.3, 9.9, 10.2, 10.05], y: [10.6, 10.9, 10.5, 11.2, 10.7, 10.35, 11.0, 10.8],
             u: 1, p: 0.0003108003108003108, method: .exact),
        Case(x: [1], y: [2], u: 0, p: 1.0, method: .exact),
        Case(x: [1, 2], y: [3, 4], u: 0, p: 0.3333333333333333, method: .exact),
        Case(x: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
             y: [7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5, 16.5, 17.5, 18.5],
             u: 15, p: 0.000495533541703955, method: .exact),
        // Ties: the normal approximation with tie and continuity corrections.
        Case(x: [1, 2, 2, 3, 3, 3, 4], y: [2, 3, 4, 4, 5, 5, 6, 6], u: 8.5, p: 0.025144761173357368, method: .normalApproximation),
        Case(x: [5, 5, 5], y: [5, 5, 5], u: 4.5, p: 1.0, method: .normalApproximation),
    ]

    @Test("matches scipy", arguments: scipyCases)
    func matchesScipy(_ expected: Case) throws {
        let result = try #require(MannWhitneyU.test(expected.x, expected.y))
        #expect(result.method == expected.method)
        #expect(result.u == expected.u)
        #expect(abs(result.pValue - expected.p) <= 1e-12 * max(1, expected.p) + 1e-15)
    }

    @Test("the test is symmetric in its samples")
    func symmetric() throws {
        let x: [Double] = [3, 1, 4, 1.5, 9, 2.6], y: [Double] = [5, 3.5, 8, 9.7, 9.3]
        let forward = try #require(MannWhitneyU.test(x, y)), backward = try #require(MannWhitneyU.test(y, x))
        #expect(abs(forward.pValue - backward.pValue) < 1e-15)
        #expect(forward.u + backward.u == Double(x.count * y.count))
    }

    @Test("exact distribution for 40 vs 40 matches scipy")
    func exactForLargerSamples() throws {
        let x = (0..<40).map { Double($0) }, y = (0..<40).map { Double($0) + 8.5 }
        let exact = try #require(MannWhitneyU.test(x, y))
        #expect(exact.method == .exact)
        // scipy: method="exact" 0.0031484984615235126, method="asymptotic" 0.0034954858899693356
        #expect(abs(exact.pValue - 0.0031484984615235126) < 1e-12)
    }

    @Test("equal distributions are not rejected; shifted ones are")
    func equalPassShiftedFail() throws {
        var generator = SplitMix(seed: 7)
        var equalRejections = 0, shiftedRejections = 0
        for _ in 0..<200 {
            let a = (0..<12).map { _ in 100 + generator.noise(spread: 3) }
            let b = (0..<12).map { _ in 100 + generator.noise(spread: 3) }
            let c = (0..<12).map { _ in 110 + generator.noise(spread: 3) }
            if try #require(MannWhitneyU.test(a, b)).pValue < 0.01 { equalRejections += 1 }
            if try #require(MannWhitneyU.test(a, c)).pValue < 0.01 { shiftedRejections += 1 }
        }
        #expect(equalRejections <= 6)  // about 1% of 200 expected
        #expect(shiftedRejections == 200)
    }

    @Test("tiny samples cannot reach alpha 0.01; empty samples give no result")
    func tinySamples() throws {
        #expect(MannWhitneyU.test([], [1]) == nil)
        #expect(MannWhitneyU.test([1], []) == nil)
        #expect(try #require(MannWhitneyU.test([1, 2], [30, 40])).pValue > 0.3)
        #expect(MannWhitneyU.smallestExactPValue(m: 2, n: 2) == 2.0 / 6)
        #expect(abs(MannWhitneyU.smallestExactPValue(m: 5, n: 5) - 0.007936507936507936) < 1e-15)
        #expect(MannWhitneyU.smallestExactPValue(m: 12, n: 12) < 1e-6)
    }

    @Test("mid-ranks for ties")
    func ranks() {
        let ranking = Ranking([10, 20, 10, 30, 20, 20])
        #expect(ranking.ranks == [1.5, 4, 1.5, 6, 4, 4])
        #expect(ranking.tieGroupSizes == [2, 3])
    }

    @Test("median")
    func median() {
        #expect([Double]().median == nil)
        #expect([3.0].median == 3)
        #expect([4.0, 1, 3].median == 3)
        #expect([4.0, 1, 3, 2].median == 2.5)
    }
}

/// A small deterministic generator for synthetic samples.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [-spread, spread].
    mutating func noise(spread: Double) -> Double {
        (Double(next() >> 11) / Double(1 << 53) * 2 - 1) * spread
    }
}
