import Results

/// The settings of each use of the rule, each default written here once: the commands' options
/// default to these constants, and every view that states a rule prints its `description`.
extension ComparisonRule {
    /// The U test's significance level in `bench check`.
    public static let gateAlpha = 0.01
    /// The U test's significance level in `bench compare`.
    public static let compareAlpha = 0.05
    /// `bench ab`'s slowdown to catch (3%), the confidence of its interval (99%) and the rounds
    /// before its first decision (8: the fewest with which the exact test reaches 99%).
    public static let abThreshold = 0.03, abConfidence = 0.99, abMinimumRounds = 8

    /// `bench check` and the report's comparison with a baseline: beyond the benchmark's threshold
    /// (default: the metric's); time with the U test at `alpha` (0.01: a gate judges dozens of
    /// benchmarks per run and a false alarm blocks a merge), and no evidence from samples too few
    /// to reach it; instructions exact.
    public static func gate(metric: Metric, threshold: Double? = nil, alpha: Double = gateAlpha) -> ComparisonRule {
        ComparisonRule(
            threshold: threshold ?? metric.defaultThreshold,
            significance: metric == .time ? .mannWhitney(alpha: alpha, fewSamples: .notSignificant) : .exact)
    }

    /// `bench compare`: beyond the threshold (default: the metric's gate threshold); time with the
    /// U test at `alpha` (0.05: a report for a reader, who looks twice, not a gate), and the change
    /// alone where the files hold too few samples for the test (two files of one process each);
    /// instructions exact.
    public static func compare(metric: Metric, threshold: Double? = nil, alpha: Double = compareAlpha) -> ComparisonRule {
        ComparisonRule(
            threshold: threshold ?? metric.defaultThreshold,
            significance: metric == .time ? .mannWhitney(alpha: alpha, fewSamples: .sizeDecides) : .exact)
    }

    /// `bench ab` (and the upgrade table's paired rounds): the paired interval at `confidence`,
    /// decided at 1 + threshold/2 (unchanged code must pass and code `threshold` slower must fail,
    /// so the rule decides in the middle of that zone, where both ways of being wrong are equally
    /// unlikely; docs/design/ab.md).
    public static func ab(
        threshold: Double = abThreshold, confidence: Double = abConfidence, minimumRounds: Int = abMinimumRounds
    ) -> ComparisonRule {
        ComparisonRule(
            threshold: threshold, decisionFraction: 0.5,
            significance: .pairedInterval(confidence: confidence, minimumRounds: minimumRounds))
    }

    /// `bench history changes`: a change point's step beyond the threshold, exact (the change-point
    /// detector keeps only steps beyond the series' own noise, so the step's size alone decides).
    public static func historyStep(threshold: Double) -> ComparisonRule {
        ComparisonRule(threshold: threshold, significance: .exact)
    }
}
