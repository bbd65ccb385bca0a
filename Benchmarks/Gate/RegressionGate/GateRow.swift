/// One benchmark's line of the gate's report, and of every verdict file (`VerdictFile`: `bench
/// check`'s and `bench ab`'s rows).
public struct GateRow: Sendable, Equatable, Codable {
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
    /// The change the gate judges: for time, of the median sample at the baseline's machine speed
    /// (see `TimeRule`); for instructions, equal to `rawChange`; ab: the paired estimate head/base - 1.
    public let change: Double?
    /// Two-sided Mann-Whitney U p-value (time), or nil (instructions: exact counts).
    public let pValue: Double?
    /// The threshold applied (a fraction).
    public let threshold: Double
    /// Samples in the baseline (time: one per process, or per repetition in files of one process;
    /// instructions: 1; ab: the rounds).
    public let baselineSamples: Int
    /// Samples in the run.
    public let currentSamples: Int
    /// The memcpy calibration benchmark the samples were normalised by, if any.
    public let calibration: String?
    /// time: the share of the benchmark's time its memcpy calibration stands for; the compute
    /// calibration stands for the rest (see `MachineSpeedModel`). Nil when judged on raw time.
    public var memoryShare: Double? = nil
    /// time: what one sample is (one per process, or one per repetition).
    var units: PairedSamples.Pairing? = nil
    /// ab: the ends of the paired interval of `change`, and each round's log(head/base), in round
    /// order (the data the interval rests on); nil in `bench check`'s rows.
    public var changeLower: Double? = nil, changeUpper: Double? = nil, logRatios: [Double]? = nil
    /// Why the verdict, when it needs saying.
    public let note: GateNote?
}
