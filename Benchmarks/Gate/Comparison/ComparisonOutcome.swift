import Statistics

/// What `ComparisonRule` decided, with the figures it decided from.
public struct ComparisonOutcome: Sendable, Equatable {
    /// Regression, improvement, pass or undecided.
    public let verdict: Verdict
    /// The change judged (a fraction), or nil when a side has no value.
    public let change: Double?
    /// The U test's two-sided p-value, when the test was made.
    public let pValue: Double?
    /// The paired interval (log scale), for `pairedInterval`.
    public let interval: SignedRankInterval?
}
