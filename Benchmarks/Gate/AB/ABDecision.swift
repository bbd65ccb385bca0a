import Foundation
import Statistics

/// What `bench ab` concluded about one benchmark from its rounds so far.
public enum ABDecision: String, Sendable, Codable, CaseIterable {
    /// The head is slower than the base beyond the decision point, with confidence: fails.
    case regression
    /// The head is not slower beyond the decision point, with confidence: passes.
    case within
    /// The head is faster than the base beyond the decision point on the other side, with
    /// confidence: passes (a "within" that is also an improvement).
    case faster
    /// The interval still contains the decision point: more rounds would be needed.
    case undecided
    /// A calibration benchmark: same code on both sides, shown to say how well the pairing cancels
    /// the machine's drift; never gated.
    case calibration
    /// Not in the base build (a benchmark the head adds): nothing to compare; passes.
    case new

    /// True for decisions that fail the gate.
    public var failsGate: Bool { self == .regression }
}

/// The decision rule of `bench ab`.
///
/// `threshold` is the slowdown the gate must catch (0.03: 3%). Unchanged code must pass and code
/// 3% slower must fail, so the rule decides at the middle of that zone, the decision point
/// 1 + threshold/2 on the ratio head/base: a regression when the whole confidence interval of the
/// ratio lies above it, within when the whole interval lies below it, undecided while it straddles
/// it. Both ways of being wrong then need the interval to miss the truth by half the threshold, so
/// they are equally unlikely; a change between 0 and the threshold may go either way (docs/design/ab.md).
public struct ABRule: Sendable, Equatable, Codable {
    /// The slowdown to catch, as a fraction (0.03 = 3%).
    public let threshold: Double
    /// The two-sided confidence of the interval (0.99).
    public let confidence: Double
    /// Rounds before the first decision (the exact test needs 8 at 0.99).
    public let minimumRounds: Int

    /// A rule.
    public init(threshold: Double, confidence: Double, minimumRounds: Int) {
        self.threshold = threshold
        self.confidence = confidence
        self.minimumRounds = minimumRounds
    }

    /// The ratio head/base at which the rule decides: 1 + threshold/2.
    public var decisionRatio: Double { 1 + threshold / 2 }

    /// The decision for a benchmark whose rounds gave `logRatios` (log(head/base), one per round),
    /// with the interval it rests on (nil while there are fewer than `minimumRounds` rounds or too
    /// few for the confidence).
    public func decide(logRatios: [Double]) -> (decision: ABDecision, interval: SignedRankInterval?) {
        guard logRatios.count >= minimumRounds, let interval = SignedRankInterval(logRatios, confidence: confidence) else {
            return (.undecided, nil)
        }
        let point = log(decisionRatio)
        if interval.lower > point { return (.regression, interval) }
        if interval.upper < -point { return (.faster, interval) }
        if interval.upper < point { return (.within, interval) }
        return (.undecided, interval)
    }
}
