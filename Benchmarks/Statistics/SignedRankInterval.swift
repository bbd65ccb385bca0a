import Foundation

/// A distribution-free confidence interval for the centre of paired differences: the
/// Hodges-Lehmann estimate (the median of the Walsh averages, (d_i + d_j) / 2 for i <= j) with the
/// interval that inverts the exact Wilcoxon signed-rank test.
///
/// Why this test for `bench ab` (docs/design/ab.md): a round's log ratio head/base is usually
/// close to symmetric around the true change, but a neighbour that disturbs one process adds a
/// long tail. The signed-rank interval assumes only symmetry (no normal distribution: an outlier
/// leaves the estimate and the interval's far end where they were and widens only the near end),
/// its coverage is exact for any sample size (no asymptotics), it is deterministic (a bootstrap is not, and is unreliable below ~20 rounds), and
/// it keeps ~95% of a t interval's efficiency when the data are normal.
public struct SignedRankInterval: Sendable, Equatable, Codable {
    /// The Hodges-Lehmann estimate of the centre.
    public let estimate: Double
    /// The interval's lower end.
    public let lower: Double
    /// The interval's upper end.
    public let upper: Double
    /// The interval's actual coverage (at least the confidence asked for; exact values are discrete).
    public let coverage: Double

    /// The interval for `differences` at `confidence` (two-sided), or nil when there are too few
    /// differences for that confidence (the exact test needs 2 x 0.5^n <= 1 - confidence: 8 for
    /// 0.99, 6 for 0.95) or a value is not finite.
    public init?(_ differences: [Double], confidence: Double) {
        let count = differences.count
        guard count >= 1, confidence > 0, confidence < 1, differences.allSatisfy(\.isFinite) else { return nil }
        let cumulative = Self.nullCumulative(count: count)
        // The largest c with P(W+ <= c) <= alpha/2; the interval is the (c+1)-th smallest and
        // (c+1)-th largest Walsh average.
        let halfAlpha = (1 - confidence) / 2
        guard let critical = cumulative.lastIndex(where: { $0 <= halfAlpha }) else { return nil }
        var walsh: [Double] = []
        walsh.reserveCapacity(count * (count + 1) / 2)
        for i in 0..<count {
            for j in i..<count { walsh.append((differences[i] + differences[j]) / 2) }
        }
        walsh.sort()
        estimate = walsh.median ?? 0
        lower = walsh[critical]
        upper = walsh[walsh.count - 1 - critical]
        coverage = 1 - 2 * cumulative[critical]
    }

    /// P(W+ <= w) for w = 0...n(n+1)/2 under the null hypothesis (each rank's sign a fair coin):
    /// the exact distribution of the signed-rank statistic, by counting subsets of 1...n by sum.
    public static func nullCumulative(count: Int) -> [Double] {
        let maximum = count * (count + 1) / 2
        var ways = [Double](repeating: 0, count: maximum + 1)
        ways[0] = 1
        var reach = 0
        for rank in stride(from: 1, through: count, by: 1) {
            reach += rank
            for sum in stride(from: reach, through: rank, by: -1) { ways[sum] += ways[sum - rank] }
        }
        let total = pow(2.0, Double(count))
        var running = 0.0
        return ways.map { running += $0; return running / total }
    }
}
