import Foundation
import Statistics

/// One benchmark's line in `bench ab`'s report: its paired rounds and what they decided. The
/// verdict file holds it as a `GateRow` (`GateRow(paired:threshold:)`).
public struct ABRow: Sendable, Equatable {
    /// The benchmark's name.
    public let name: String
    /// What the rounds decided: regression, improvement, pass, undecided, calibration or new.
    public let decision: Verdict
    /// Rounds with a pair for this benchmark.
    public let rounds: Int
    /// The base's median of its processes' fastest repetitions, in nanoseconds per frame.
    public let baseNanoseconds: Double?
    /// The head's median of its processes' fastest repetitions, in nanoseconds per frame.
    public let headNanoseconds: Double?
    /// The ratio head/base: the Hodges-Lehmann estimate of the rounds' log ratios, exponentiated.
    public let ratio: Double?
    /// The confidence interval of `ratio`, lower end.
    public let ratioLower: Double?
    /// The confidence interval of `ratio`, upper end.
    public let ratioUpper: Double?
    /// Each round's log(head/base), in round order (the data the interval rests on).
    public let logRatios: [Double]
}

extension ABRow {
    /// The row of `name` judged by `rule` over `rounds`; `calibration` marks a calibration benchmark
    /// (shown, never gated).
    public init(name: String, rounds: [ABRound], rule: ComparisonRule, calibration: Bool) {
        self.name = name
        let logRatios = rounds.compactMap { $0.logRatio(name) }
        self.rounds = logRatios.count
        self.logRatios = logRatios
        baseNanoseconds = rounds.compactMap { $0.base[name] }.median
        headNanoseconds = rounds.compactMap { $0.head[name] }.median
        let outcome = rule.decide(logRatios: logRatios), interval = outcome.interval
        if logRatios.isEmpty {
            decision = calibration ? .calibration : (headNanoseconds != nil && baseNanoseconds == nil ? .new : .undecided)
        } else {
            decision = calibration ? .calibration : outcome.verdict
        }
        ratio = interval.map { exp($0.estimate) } ?? logRatios.median.map(exp)
        ratioLower = interval.map { exp($0.lower) }
        ratioUpper = interval.map { exp($0.upper) }
    }
}

extension GateRow {
    /// `row` as a verdict file holds it: medians per side, the paired estimate and interval as
    /// changes (head/base - 1), the rounds as each side's samples, judged at `threshold`.
    init(paired row: ABRow, threshold: Double) {
        self.init(
            name: row.name, verdict: row.decision, baseline: row.baseNanoseconds, current: row.headNanoseconds, rawChange: nil,
            change: row.ratio.map { $0 - 1 }, pValue: nil, threshold: threshold, baselineSamples: row.rounds,
            currentSamples: row.rounds, calibration: nil, changeLower: row.ratioLower.map { $0 - 1 },
            changeUpper: row.ratioUpper.map { $0 - 1 }, logRatios: row.logRatios, note: nil)
    }
}
