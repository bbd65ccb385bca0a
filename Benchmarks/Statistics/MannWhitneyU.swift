import Foundation

/// The two-sided Mann-Whitney U test (Wilcoxon rank-sum): do two samples come from the same
/// distribution, against the alternative that one tends to be larger?
///
/// Matches `scipy.stats.mannwhitneyu(x, y, alternative="two-sided")` with `method="exact"` when
/// there are no ties and both samples have at most `exactLimit` values, and with
/// `method="asymptotic"` (normal approximation, tie correction, continuity correction) otherwise.
public enum MannWhitneyU {
    /// How the p-value was computed.
    public enum Method: String, Sendable, Codable {
        /// The exact null distribution of U (no ties, small samples).
        case exact
        /// The normal approximation with tie and continuity corrections.
        case normalApproximation = "normal-approximation"
    }

    /// The outcome of a test.
    public struct Result: Sendable, Equatable {
        /// U of the first sample: pairs (x, y) with x > y, plus half the pairs with x == y.
        public let u: Double
        /// The two-sided p-value, in [0, 1].
        public let pValue: Double
        /// Exact or normal approximation.
        public let method: Method
    }

    /// Largest sample size for which the exact distribution is used when there are no ties.
    public static let exactLimit = 50

    /// Tests `x` against `y`.
    /// - Returns: nil when either sample is empty (there is nothing to test).
    public static func test(_ x: [Double], _ y: [Double]) -> Result? {
        guard !x.isEmpty, !y.isEmpty else { return nil }
        let ranking = Ranking(x + y)
        let n1 = Double(x.count), n2 = Double(y.count)
        let rankSumX = ranking.ranks.prefix(x.count).reduce(0, +)
        let u1 = rankSumX - n1 * (n1 + 1) / 2
        let u2 = n1 * n2 - u1
        let larger = max(u1, u2)

        if !ranking.hasTies, x.count <= exactLimit, y.count <= exactLimit {
            let distribution = ExactUDistribution(m: x.count, n: y.count)
            // P(U >= larger) under the null; U is symmetric, so doubling it gives the two-sided p.
            let p = min(1, 2 * distribution.probabilityOfAtLeast(Int(larger.rounded())))
            return Result(u: u1, pValue: p, method: .exact)
        }

        let mean = n1 * n2 / 2
        let total = n1 + n2
        let tieTerm = ranking.tieGroupSizes.reduce(0.0) { $0 + ($1 * $1 * $1 - $1) }
        let variance = n1 * n2 / 12 * ((total + 1) - tieTerm / (total * (total - 1)))
        guard variance > 0 else {
            // Every value equal: no evidence of any difference.
            return Result(u: u1, pValue: 1, method: .normalApproximation)
        }
        let z = (larger - mean - 0.5) / variance.squareRoot()
        let p = min(1, max(0, erfc(z / 2.0.squareRoot())))  // 2 * (1 - Phi(z))
        return Result(u: u1, pValue: p, method: .normalApproximation)
    }

    /// The smallest two-sided p-value the exact test can reach with samples of these sizes:
    /// 2 / C(m + n, m). Below `alpha`, a test at `alpha` can reject at all.
    public static func smallestExactPValue(m: Int, n: Int) -> Double {
        guard m > 0, n > 0 else { return 1 }
        return min(1, 2 / ExactUDistribution.binomial(m + n, m))
    }
}

/// Mid-ranks (1-based; tied values share the mean of their ranks) and tie groups of a sample.
struct Ranking {
    let ranks: [Double]
    /// Sizes of groups of equal values with more than one member.
    let tieGroupSizes: [Double]

    var hasTies: Bool { !tieGroupSizes.isEmpty }

    init(_ values: [Double]) {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var ranks = [Double](repeating: 0, count: values.count)
        var ties: [Double] = []
        var start = 0
        while start < order.count {
            var end = start
            while end + 1 < order.count, values[order[end + 1]] == values[order[start]] { end += 1 }
            let midRank = Double(start + end + 2) / 2
            for position in start...end { ranks[order[position]] = midRank }
            if end > start { ties.append(Double(end - start + 1)) }
            start = end + 1
        }
        self.ranks = ranks
        tieGroupSizes = ties
    }
}
