import Foundation
import Statistics

/// One benchmark's line in `bench ab`'s verdict.
public struct ABRow: Sendable, Equatable, Codable {
    /// The benchmark's name.
    public let name: String
    /// What the rounds decided.
    public let decision: ABDecision
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

    /// The row of `name` judged by `rule` over `rounds`; `calibration` marks a calibration benchmark
    /// (shown, never gated).
    public init(name: String, rounds: [ABRound], rule: ABRule, calibration: Bool) {
        self.name = name
        let logRatios = rounds.compactMap { $0.logRatio(name) }
        self.rounds = logRatios.count
        self.logRatios = logRatios
        baseNanoseconds = rounds.compactMap { $0.base[name] }.median
        headNanoseconds = rounds.compactMap { $0.head[name] }.median
        let (decision, interval) = rule.decide(logRatios: logRatios)
        if logRatios.isEmpty {
            self.decision = calibration ? .calibration : (headNanoseconds != nil && baseNanoseconds == nil ? .new : .undecided)
        } else {
            self.decision = calibration ? .calibration : decision
        }
        ratio = interval.map { exp($0.estimate) } ?? logRatios.median.map(exp)
        ratioLower = interval.map { exp($0.lower) }
        ratioUpper = interval.map { exp($0.upper) }
    }
}
