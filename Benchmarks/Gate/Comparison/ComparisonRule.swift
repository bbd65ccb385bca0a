import Foundation
import Results
import Statistics

/// The one rule that decides whether a benchmark changed between two sets of results: `bench
/// check`, `bench compare`, `bench ab`, `bench history changes` and the report's comparison with a
/// baseline all decide with it (`ComparisonRule+Presets.swift` holds their settings and why they
/// differ).
///
/// Two questions, both of which must say yes:
/// 1. **Size**: is the change beyond the decision point, `threshold × decisionFraction`? The
///    change is the relative change of the medians (after / before - 1), or for paired rounds the
///    estimate of the paired ratio minus 1. Beyond it upwards is a regression, downwards an
///    improvement.
/// 2. **Evidence** (`Significance`): is the change more than the metric's noise? Instruction counts
///    are deterministic (`exact`: the size alone decides); times are tested with the two-sided
///    Mann-Whitney U test at `alpha` (`mannWhitney`); paired rounds decide by where the whole
///    confidence interval of the paired ratio lies (`pairedInterval`), which can also leave a
///    benchmark undecided.
public struct ComparisonRule: Sendable, Equatable {
    /// What counts as evidence that a change is more than noise.
    public enum Significance: Sendable, Equatable {
        /// Deterministic values (callgrind's counts): every change is real, its size alone decides.
        case exact
        /// Independent samples on each side: the two-sided Mann-Whitney U test must give p < alpha.
        /// `fewSamples` says what happens when the sides are too small for the exact test ever to
        /// reach alpha.
        case mannWhitney(alpha: Double, fewSamples: FewSamples)
        /// Paired rounds (log ratios after/before, one per round): the exact Wilcoxon signed-rank
        /// interval at `confidence` must lie wholly beyond the decision point (or wholly inside
        /// it, for a pass); undecided while it straddles it or before `minimumRounds` rounds.
        case pairedInterval(confidence: Double, minimumRounds: Int)
    }

    /// What the U test does when both sides together are too few for it ever to give p < alpha
    /// (`MannWhitneyU.smallestExactPValue(m:n:) >= alpha`).
    public enum FewSamples: Sendable, Equatable {
        /// Test anyway and take the p-value as it comes: without ties the exact test cannot reach
        /// alpha, so no change is significant (a gate must not fail on evidence it does not have).
        case notSignificant
        /// Skip the test and let the size alone decide (a report of two files of one process each).
        case sizeDecides
    }

    /// The change that matters, a fraction (0.05 = 5%).
    public var threshold: Double
    /// The share of `threshold` at which the rule decides: 1 for "beyond the threshold"; ab's 0.5
    /// decides in the middle of the zone between unchanged and `threshold` slower.
    public var decisionFraction: Double
    /// The evidence the rule asks for.
    public var significance: Significance

    /// A rule deciding at `threshold × decisionFraction` with `significance`.
    public init(threshold: Double, decisionFraction: Double = 1, significance: Significance) {
        self.threshold = threshold
        self.decisionFraction = decisionFraction
        self.significance = significance
    }

    /// The change at which the rule decides (a fraction): `threshold × decisionFraction`.
    public var decisionPoint: Double { threshold * decisionFraction }

    /// The ratio after/before at which the rule decides: 1 + `decisionPoint`.
    public var decisionRatio: Double { 1 + decisionPoint }

    /// The U test's significance level (`mannWhitney`); nil for the other kinds of evidence.
    public var alpha: Double? {
        if case .mannWhitney(let alpha, _) = significance { return alpha }
        return nil
    }

    /// The paired interval's confidence (`pairedInterval`); nil for the other kinds of evidence.
    public var confidence: Double? {
        if case .pairedInterval(let confidence, _) = significance { return confidence }
        return nil
    }

    /// The same rule at `threshold` (a benchmark's own, from `--threshold-for`).
    public func with(threshold: Double) -> ComparisonRule {
        ComparisonRule(threshold: threshold, decisionFraction: decisionFraction, significance: significance)
    }

    /// The verdict on a change of size `change` (a fraction) that is, or is not, `significant`:
    /// the size question alone once the evidence is settled. Infinite changes (from a median of
    /// 0) are beyond any threshold; NaN is within.
    public func verdict(change: Double, significant: Bool) -> Verdict {
        guard significant else { return .pass }
        if change > decisionPoint { return .regression }
        if change < -decisionPoint { return .improvement }
        return .pass
    }

    /// The verdict on a change of size `change` with the U test's `pValue` (nil when no test was
    /// made): `exact` needs no test; `mannWhitney` needs p < alpha, and without a p-value counts
    /// the change as significant only under `FewSamples.sizeDecides`; `pairedInterval` decides on
    /// rounds (`decide(logRatios:)`), not on a p-value: undecided.
    public func verdict(change: Double, pValue: Double?) -> Verdict {
        switch significance {
        case .exact:
            return verdict(change: change, significant: true)
        case .mannWhitney(let alpha, let fewSamples):
            return verdict(change: change, significant: pValue.map { $0 < alpha } ?? (fewSamples == .sizeDecides))
        case .pairedInterval:
            return .undecided
        }
    }

    /// Decides between two sets of independent samples (`before`, `after`: values per frame) by
    /// the relative change of their medians and, for `mannWhitney`, the U test. `pairedInterval`
    /// needs paired rounds (`decide(logRatios:)`); given independent samples it pairs nothing and
    /// says undecided.
    public func decide(before: [Double], after: [Double]) -> ComparisonOutcome {
        guard let beforeMedian = before.median, let afterMedian = after.median else {
            return ComparisonOutcome(verdict: .undecided, change: nil, pValue: nil, interval: nil)
        }
        let change = Double.relativeChange(from: beforeMedian, to: afterMedian)
        let pValue: Double?
        switch significance {
        case .exact, .pairedInterval:
            pValue = nil
        case .mannWhitney(let alpha, let fewSamples):
            let testable = fewSamples == .notSignificant || MannWhitneyU.smallestExactPValue(m: before.count, n: after.count) < alpha
            pValue = testable ? MannWhitneyU.test(before, after)?.pValue : nil
        }
        return ComparisonOutcome(verdict: verdict(change: change, pValue: pValue), change: change, pValue: pValue, interval: nil)
    }

    /// Decides on paired rounds, `logRatios` = log(after/before), one per round, for
    /// `pairedInterval`: a regression when the whole interval lies above log(1 + decision point),
    /// an improvement when it lies wholly below minus that, a pass when it lies wholly below the
    /// point, undecided otherwise (or before `minimumRounds` rounds, or when too few rounds for the
    /// confidence). The other kinds compare independent samples (`decide(before:after:)`): given
    /// rounds they decide nothing (undecided, with the rounds' median change).
    public func decide(logRatios: [Double]) -> ComparisonOutcome {
        let medianChange = logRatios.median.map { exp($0) - 1 }
        guard case .pairedInterval(let confidence, let minimumRounds) = significance, logRatios.count >= minimumRounds,
              let interval = SignedRankInterval(logRatios, confidence: confidence) else {
            return ComparisonOutcome(verdict: .undecided, change: medianChange, pValue: nil, interval: nil)
        }
        let point = log1p(decisionPoint)
        let verdict: Verdict
        if interval.lower > point { verdict = .regression }
        else if interval.upper < -point { verdict = .improvement }
        else if interval.upper < point { verdict = .pass }
        else { verdict = .undecided }
        return ComparisonOutcome(verdict: verdict, change: exp(interval.estimate) - 1, pValue: nil, interval: interval)
    }

    /// One line saying what the rule decides by, for tables and pages.
    public var description: String {
        let point = FigureFormat.text.percent(decisionPoint)
        switch significance {
        case .exact:
            return "change beyond \(point) (exact counts: the change alone decides)"
        case .mannWhitney(let alpha, let fewSamples):
            return "change beyond \(point) and two-sided Mann-Whitney U p < \(alpha)"
                + (fewSamples == .sizeDecides ? " (the change alone where the samples are too few for the test)" : "")
        case .pairedInterval(let confidence, let minimumRounds):
            return "the \(FigureFormat.text.percent(confidence)) signed-rank interval of the paired ratio wholly beyond "
                + "1 + \(point) (at least \(minimumRounds) rounds)"
        }
    }
}
