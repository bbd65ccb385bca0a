import Results

/// The outcome of `RegressionGate.compare`, or of a check that could not compare.
public struct GateReport: Sendable, Equatable {
    /// What was compared.
    public let metric: Metric
    /// The rule the rows were judged by, at the default threshold (`GateSettings.rule`; a row's
    /// `threshold` is its own).
    public let rule: ComparisonRule
    /// Baseline benchmarks in baseline order, then new ones.
    public let rows: [GateRow]
    /// Problems with the comparison itself (for example too few repetitions for the test).
    public var warnings: [String]
    /// Why no comparison was made (unusable baseline, failed run), or nil.
    public private(set) var failure: String?
    /// The clock the time metric read; nil for instructions.
    public private(set) var clock: TimeClock?
    /// What counted the instructions (the baseline's `MachineProfile.instructionCounterName`);
    /// nil for time, or when the baseline has no metadata.
    public let instructionCounter: String?
    /// time: instructions per cycle of the benchmarks an instructions file also counts, at the
    /// clock measured in the run (`MetricCrossCheck`); nil when not made (see `crossCheckNote`).
    public var crossCheck: MetricCrossCheck?
    /// time: why no cross-check was made, when that needs saying.
    public var crossCheckNote: String?
    /// instructions: where the instructions of each REGRESSION and IMPROVEMENT row moved, by
    /// function (the baseline's and the run's profiles, `ProfileComparison`).
    public var profiles: [ProfileComparison] = []
    /// instructions: why a changed row has no profile comparison, when that needs saying.
    public var profileNote: String?
    private var failureCode: GateExitCode?

    /// A report of a finished comparison made with `settings`.
    public init(settings: GateSettings, rows: [GateRow], warnings: [String] = [], instructionCounter: String? = nil) {
        metric = settings.metric
        rule = settings.rule
        self.rows = rows
        self.warnings = warnings
        clock = settings.metric == .time ? settings.clock : nil
        self.instructionCounter = instructionCounter
    }

    /// A report for a check that stopped before comparing.
    public init(settings: GateSettings, failure: String, exitCode: GateExitCode) {
        self.init(settings: settings, rows: [])
        (self.failure, failureCode, clock) = (failure, exitCode, nil)
    }

    /// The exit status: the highest code any finding calls for.
    public var exitCode: GateExitCode {
        if let failureCode { return failureCode }
        var code = GateExitCode.pass
        for row in rows {
            let rowCode: GateExitCode
            switch row.verdict {
            case .failed: rowCode = .suiteFailed
            case .missing: rowCode = .missingBenchmark
            case .regression: rowCode = .regression
            case .undecided: rowCode = .undecided
            case .pass, .improvement, .new, .calibration, .machineChanged: rowCode = .pass
            }
            if rowCode.rawValue > code.rawValue { code = rowCode }
        }
        return code
    }

    /// How many rows have `verdict`.
    public func count(_ verdict: Verdict) -> Int { rows.filter { $0.verdict == verdict }.count }
}
