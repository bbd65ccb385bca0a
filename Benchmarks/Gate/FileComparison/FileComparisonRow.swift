/// One benchmark in both files of `bench compare`.
public struct FileComparisonRow: Sendable, Equatable {
    public let name: String
    /// Median per frame before and after (nanoseconds or instructions).
    public let before: Double
    public let after: Double
    /// `after / before - 1`.
    public let change: Double
    /// The two-sided U test's p value, when both sides have enough samples for it to reach alpha.
    public let pValue: Double?
    /// Samples on each side.
    public let samples: (before: Int, after: Int)
    /// Regression, improvement or pass (`ComparisonRule.compare`).
    public let verdict: Verdict
    /// x86-64 instructions: the bytes string instructions moved per frame before and after, where
    /// the files record them (the counts then take each string instruction once).
    public var stringBytes: (before: Double?, after: Double?)? = nil

    public static func == (lhs: FileComparisonRow, rhs: FileComparisonRow) -> Bool {
        lhs.name == rhs.name && lhs.before == rhs.before && lhs.after == rhs.after && lhs.pValue == rhs.pValue
            && lhs.samples == rhs.samples && lhs.verdict == rhs.verdict
    }
}
