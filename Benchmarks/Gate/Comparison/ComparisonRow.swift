/// One benchmark's line of the gate's report.
public struct ComparisonRow: Sendable, Equatable, Codable {
    /// The benchmark's name.
    public let name: String
    /// What the gate concluded.
    public let verdict: Verdict
    /// Median of the baseline's samples: nanoseconds per frame (time) or instructions per frame.
    public let baseline: Double?
    /// Median of the run's samples, same unit.
    public let current: Double?
    /// current / baseline - 1, without normalisation.
    public let rawChange: Double?
    /// The change the gate judges: for time, of the median normalised by the calibration
    /// benchmark; for instructions, equal to `rawChange`.
    public let change: Double?
    /// Two-sided Mann-Whitney U p-value (time), or nil (instructions: exact counts).
    public let pValue: Double?
    /// The threshold applied (a fraction).
    public let threshold: Double
    /// Samples on each side (repetitions for time, 1 for instructions).
    public let baselineSamples: Int
    /// Samples in the run.
    public let currentSamples: Int
    /// The calibration benchmark the samples were divided by, if any.
    public let calibration: String?
    /// Why the verdict, when it needs saying.
    public let note: String?
}
