import Foundation
import Results

/// The gate's verdict file: what `bench check --verdict` and `bench ab --verdict` write, and `bench
/// report --verdict` reads, Codable both ways. The outcome, one row per benchmark (`GateRow`), what
/// the numbers are (`units`), and for `bench ab` how its paired rounds ran (`rounds`). Written as
/// strict JSON (a number that is not finite is null); files of `bench ab`'s earlier format are read
/// too (`decode`).
public struct VerdictFile: Sendable, Equatable, Codable {
    /// ab: how the paired rounds ran and what their interval was (`ComparisonRule.ab`).
    public struct PairedRounds: Sendable, Equatable, Codable {
        /// Rounds run, their wall-clock seconds and why they stopped.
        public var count: Int, seconds: Double, stop: ABReport.Stop
        /// The interval's confidence and the rounds before a decision.
        public var confidence: Double, minimumRounds: Int
        /// The head and base executables.
        public var headExecutable: String, baseExecutable: String
    }

    /// "pass" or "fail"; ab also "undecided".
    public var status: String
    /// The command's exit status.
    public var exitCode: Int32
    /// What was compared.
    public var metric: Metric
    /// time (check): the U test's significance level; absent otherwise.
    public var alpha: Double?
    /// The clock time was read on; absent for instructions.
    public var clock: TimeClock?
    /// Why no comparison was made, or nil.
    public var failure: String?
    /// Problems with the comparison itself.
    public var warnings: [String]
    /// Rows per verdict, for example {"pass": 24, "regression": 1}.
    public var counts: [String: Int]
    /// One entry per benchmark, in the table's order.
    public var benchmarks: [GateRow]
    /// What the numbers are: the unit of "baseline" and "current", and that changes and thresholds
    /// are fractions (the tables show them in percent).
    public var units: [String: String]
    /// time: instructions per frame, time per frame and instructions per cycle where an
    /// instructions file counts the same benchmark; absent when not made.
    public var crossCheck: MetricCrossCheck?
    /// time: why no cross-check was made; absent when one was, or for instructions.
    public var crossCheckNote: String?
    /// ab: the rounds; absent for check.
    public var rounds: PairedRounds?
    /// instructions: where the instructions of each REGRESSION and IMPROVEMENT row moved, by
    /// function, with both sides' call stacks; absent when there was none.
    public var profiles: [ProfileComparison]?
    /// instructions: why a changed row has no profile comparison; absent otherwise.
    public var profileNote: String?
}

extension VerdictFile {
    /// The verdict of `bench check`'s `report`.
    public init(_ report: GateReport) {
        var units = [
            "baseline": report.metric == .time ? "ns per frame" : "instructions per frame",
            "current": report.metric == .time ? "ns per frame" : "instructions per frame",
            "change": "fraction (0.05 = +5%)", "rawChange": "fraction", "threshold": "fraction (0.05 = 5%)", "memoryShare": "fraction",
        ]
        if report.rule.alpha != nil { units["alpha"] = "significance level" }
        if !report.profiles.isEmpty {
            units["profiles"] = "instructions per frame: movers' before, after and change are a function's own (self) instructions; share is a fraction of the benchmark's change; stacks' selfPerFrame the innermost frame's"
        }
        if report.crossCheck != nil {
            units["crossCheck.clockHertz"] = "cycles per second, measured in the run"
            units["crossCheck.nanosecondsPerFrame"] = "ns per frame (median of the run)"
            units["crossCheck.instructionsPerFrame"] = "instructions per frame (from instructionsSource)"
        }
        self.init(status: report.exitCode == .pass ? "pass" : "fail", exitCode: report.exitCode.rawValue, metric: report.metric,
                  alpha: report.rule.alpha, clock: report.clock, failure: report.failure, warnings: report.warnings,
                  counts: Self.counts(report.rows), benchmarks: report.rows, units: units, crossCheck: report.crossCheck,
                  crossCheckNote: report.crossCheckNote, profiles: report.profiles.isEmpty ? nil : report.profiles,
                  profileNote: report.profileNote)
    }

    /// The verdict of `bench ab`'s `report`.
    public init(_ report: ABReport) {
        var (confidence, minimumRounds) = (ComparisonRule.abConfidence, ComparisonRule.abMinimumRounds)
        if case .pairedInterval(let level, let rounds) = report.rule.significance { (confidence, minimumRounds) = (level, rounds) }
        self.init(
            exitCode: report.exitCode, clock: report.clock, failure: report.failure, threshold: report.rule.threshold, rows: report.rows,
            crossCheck: report.crossCheck, crossCheckNote: report.crossCheckNote,
            rounds: PairedRounds(count: report.rounds, seconds: report.seconds, stop: report.stop, confidence: confidence,
                                 minimumRounds: minimumRounds, headExecutable: report.headExecutable, baseExecutable: report.baseExecutable))
    }

    /// An ab verdict: its rows judged at `threshold`.
    init(
        exitCode: GateExitCode, clock: TimeClock, failure: String?, threshold: Double, rows: [ABRow], crossCheck: MetricCrossCheck?,
        crossCheckNote: String?, rounds: PairedRounds
    ) {
        let benchmarks = rows.map { GateRow(paired: $0, threshold: threshold) }
        let status = exitCode == .pass ? "pass" : exitCode == .undecided ? "undecided" : "fail"
        self.init(status: status, exitCode: exitCode.rawValue, metric: .time, alpha: nil, clock: clock, failure: failure, warnings: [],
                  counts: Self.counts(benchmarks), benchmarks: benchmarks, units: Self.pairedUnits, crossCheck: crossCheck,
                  crossCheckNote: crossCheckNote, rounds: rounds)
    }

    /// What an ab verdict's numbers are.
    static let pairedUnits = [
        "baseline": "ns per frame of the base (median over rounds of each process's fastest repetition)",
        "current": "ns per frame of the head (median over rounds of each process's fastest repetition)",
        "change": "fraction: head/base - 1, the Hodges-Lehmann estimate over the rounds",
        "changeLower": "fraction: the lower end of the confidence interval of head/base - 1",
        "changeUpper": "fraction: the upper end of the confidence interval of head/base - 1",
        "logRatios": "natural log of head/base, one per round, in round order",
        "baselineSamples": "rounds with a pair", "currentSamples": "rounds with a pair",
        "threshold": "fraction (0.03 = 3%): the slowdown to catch; decided at 1 + threshold/2",
        "rounds.seconds": "wall clock of the rounds",
    ]

    /// Rows per verdict, by the verdict's JSON name.
    static func counts(_ rows: [GateRow]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for row in rows { counts[row.verdict.jsonLabel, default: 0] += 1 }
        return counts
    }

    /// The file, pretty-printed with sorted keys; strict JSON: a number that is not finite (a
    /// change from a baseline of 0) is written as null.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let marker = "non-finite-\u{1}"
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: marker, negativeInfinity: marker, nan: marker)
        guard let data = try? encoder.encode(self) else { return Data("{\"status\":\"fail\"}".utf8) }
        return Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"non-finite-\\u0001\"", with: "null").utf8)
    }
}
