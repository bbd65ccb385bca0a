/// What the gate concluded about one benchmark.
public enum Verdict: String, Sendable, Codable, CaseIterable {
    /// Within the threshold, or beyond it without statistical significance (time).
    case pass
    /// Faster (or fewer instructions) beyond the threshold and significant: passes, with a hint to
    /// re-record so the gain is kept.
    case improvement
    /// Slower (or more instructions) beyond the threshold and, for time, significant: fails.
    case regression
    /// In the baseline (and selected by the filter) but not in the run: fails.
    case missing
    /// In the run but not in the baseline: passes, with a hint to re-record.
    case new
    /// The benchmark failed in the run (for example verification): fails.
    case failed
    /// A calibration benchmark (time): other benchmarks are divided by it, it is not gated itself.
    case calibration

    /// True for verdicts that fail the gate.
    public var failsGate: Bool {
        switch self {
        case .regression, .missing, .failed: return true
        case .pass, .improvement, .new, .calibration: return false
        }
    }
}

/// The exit status of `bench check`. When several apply, the highest code wins; the table and the
/// JSON verdict list every finding.
public enum GateExitCode: Int32, Sendable, Codable, CaseIterable {
    /// Every benchmark passed (improvements and new benchmarks pass).
    case pass = 0
    /// At least one benchmark regressed.
    case regression = 2
    /// At least one baseline benchmark selected by the filter is missing from the run.
    case missingBenchmark = 3
    /// The baseline is missing, unreadable, of another metric or from an incompatible machine profile.
    case unusableBaseline = 4
    /// The suite failed: a benchmark failed, the run could not be made or read.
    case suiteFailed = 5

    /// One line per code, for --help and the README.
    public static let documentation = """
        0  pass (improvements pass, with a hint to re-record)
        2  regression: slower / more instructions beyond the threshold
        3  missing: a baseline benchmark selected by --filter is not in the run
        4  unusable baseline: missing, unreadable, other metric or profile
        5  suite failed: a benchmark failed, or no run could be made or read
        64 bad command-line arguments
        When several apply, the highest code wins.
        """
}
