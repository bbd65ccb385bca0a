/// What a comparison concluded about one benchmark: the one verdict of `bench check`, `bench
/// compare`, `bench ab`, `bench history changes` and the report. Its raw value is what the verdict
/// file (`VerdictFile`) writes; `Verdict+Rendering.swift` is how every table shows it.
public enum Verdict: String, Sendable, Codable, CaseIterable {
    /// Within the threshold, or beyond it without the evidence the rule asks for (noise). (ab's
    /// earlier verdict format called it "within"; compare's table leaves it blank.)
    case pass
    /// Faster (or fewer instructions) beyond the threshold, with the evidence: passes, with a hint
    /// to re-record so the gain is kept. (ab's earlier verdict format called it "faster".)
    case improvement
    /// Slower (or more instructions) beyond the threshold, with the evidence: fails.
    case regression
    /// Not enough evidence yet either way (ab: the interval straddles the decision point): more
    /// rounds would decide it.
    case undecided
    /// In the baseline (and selected by the filter) but not in the run: fails.
    case missing
    /// In the run but not in the baseline: passes, with a hint to re-record.
    case new
    /// The benchmark failed in the run (for example verification): fails.
    case failed
    /// A calibration benchmark (time): other benchmarks are divided by it, it is not gated itself.
    case calibration
    /// history: a step that coincides with a step of the same run's calibrations: the machine
    /// changed, not the code.
    case machineChanged = "machine changed"

    /// True for verdicts that fail the gate.
    public var failsGate: Bool {
        switch self {
        case .regression, .missing, .failed: return true
        case .pass, .improvement, .undecided, .new, .calibration, .machineChanged: return false
        }
    }
}
