import Foundation
import Statistics

/// The settings of `bench ab`'s rule, as its report records them: the comparison rule
/// `ComparisonRule.ab` (the paired signed-rank interval, decided at 1 + threshold/2).
///
/// `threshold` is the slowdown the gate must catch (0.03: 3%). Unchanged code must pass and code
/// 3% slower must fail, so the rule decides at the middle of that zone, the decision point
/// 1 + threshold/2 on the ratio head/base: a regression when the whole confidence interval of the
/// ratio lies above it, a pass when the whole interval lies below it, undecided while it straddles
/// it. Both ways of being wrong then need the interval to miss the truth by half the threshold, so
/// they are equally unlikely; a change between 0 and the threshold may go either way (docs/design/ab.md).
public struct ABRule: Sendable, Equatable, Codable {
    /// The slowdown to catch, as a fraction (0.03 = 3%).
    public let threshold: Double
    /// The two-sided confidence of the interval (0.99).
    public let confidence: Double
    /// Rounds before the first decision (the exact test needs 8 at 0.99).
    public let minimumRounds: Int

    /// A rule.
    public init(threshold: Double, confidence: Double, minimumRounds: Int) {
        self.threshold = threshold
        self.confidence = confidence
        self.minimumRounds = minimumRounds
    }

    /// The comparison rule these settings make.
    public var comparisonRule: ComparisonRule {
        .ab(threshold: threshold, confidence: confidence, minimumRounds: minimumRounds)
    }

    /// The ratio head/base at which the rule decides: 1 + threshold/2.
    public var decisionRatio: Double { 1 + comparisonRule.decisionPoint }

    /// The verdict for a benchmark whose rounds gave `logRatios` (log(head/base), one per round):
    /// regression, improvement, pass or undecided, with the interval it rests on (nil while there
    /// are fewer than `minimumRounds` rounds or too few for the confidence).
    public func decide(logRatios: [Double]) -> (decision: Verdict, interval: SignedRankInterval?) {
        let outcome = comparisonRule.decide(logRatios: logRatios)
        return (outcome.verdict, outcome.interval)
    }
}
