import Foundation
import Results

/// What `bench ab` found: every benchmark's paired ratio head/base and decision, how many rounds
/// ran and why they stopped, and the metrics' cross-check of the head's times. Rendered as the
/// console table and Markdown (`ABReport+Rendering.swift`) and the verdict file (`VerdictFile`).
public struct ABReport: Sendable, Equatable {
    /// Why the rounds stopped.
    public enum Stop: String, Sendable, Codable {
        /// Every gated benchmark was decided.
        case allDecided = "all decided"
        /// `--time-limit` was reached first.
        case timeLimit = "time limit"
        /// `--max-rounds` was reached first.
        case roundLimit = "round limit"
    }

    /// The rule the rows were judged by (`ComparisonRule.ab`).
    public let rule: ComparisonRule
    /// The head and base executables.
    public let headExecutable: String, baseExecutable: String
    /// Rounds run (each one head process and one base process).
    public let rounds: Int
    /// Wall-clock seconds the rounds took.
    public let seconds: Double
    /// Why the rounds stopped.
    public let stop: Stop
    /// One row per benchmark, gated ones first, then the calibrations.
    public let rows: [ABRow]
    /// The clock Google Benchmark's values were read on: "real" or "cpu".
    public let clock: TimeClock
    /// Instructions per frame, the head's time per frame and instructions per cycle, where an
    /// instructions file counts the benchmark; nil when not made.
    public var crossCheck: MetricCrossCheck?
    /// Why no cross-check was made, or nil.
    public var crossCheckNote: String?
    /// Why the comparison could not be made (a process failed), or nil.
    public let failure: String?
    /// The exit code of `failure`.
    private let failureCode: GateExitCode?

    /// The report of `rounds` over `names` (in order; those in `calibrations` are shown, never
    /// gated), judged by `rule`.
    public init(
        names: [String], calibrations: Set<String>, rounds: [ABRound], rule: ComparisonRule, stop: Stop, seconds: Double,
        clock: TimeClock, headExecutable: String, baseExecutable: String
    ) {
        self.rule = rule
        self.rounds = rounds.count
        self.stop = stop
        self.seconds = seconds
        self.clock = clock
        self.headExecutable = headExecutable
        self.baseExecutable = baseExecutable
        let gated = names.filter { !calibrations.contains($0) }, shown = names.filter { calibrations.contains($0) }
        rows = gated.map { ABRow(name: $0, rounds: rounds, rule: rule, calibration: false) }
            + shown.map { ABRow(name: $0, rounds: rounds, rule: rule, calibration: true) }
        failure = nil
        failureCode = nil
    }

    /// A report of a comparison that could not be made.
    public init(failure: String, exitCode: GateExitCode, rule: ComparisonRule, headExecutable: String, baseExecutable: String) {
        self.rule = rule
        self.headExecutable = headExecutable
        self.baseExecutable = baseExecutable
        rounds = 0
        seconds = 0
        stop = .roundLimit
        rows = []
        clock = .real
        self.failure = failure
        failureCode = exitCode
    }

    /// True when every gated benchmark of `names` is decided after `rounds` (the rounds can stop).
    public static func allDecided(names: [String], calibrations: Set<String>, rounds: [ABRound], rule: ComparisonRule) -> Bool {
        names.filter { !calibrations.contains($0) }.allSatisfy { name in
            let logRatios = rounds.compactMap { $0.logRatio(name) }
            if logRatios.isEmpty { return rounds.contains { $0.head[name] != nil } } // a new benchmark: nothing to wait for
            return rule.decide(logRatios: logRatios).verdict != .undecided
        }
    }

    /// The exit status: 2 on a regression, else 7 when a benchmark is undecided, else 0; a
    /// failure's own code when the comparison could not be made.
    public var exitCode: GateExitCode {
        if let failureCode { return failureCode }
        if rows.contains(where: { $0.decision.failsGate }) { return .regression }
        if rows.contains(where: { $0.decision == .undecided }) { return .undecided }
        return .pass
    }
}
