import Foundation
import Statistics

/// One benchmark's line in `bench ab`'s report: its paired rounds and what they decided. The
/// verdict file holds it as a `GateRow` (`GateRow(paired:threshold:)`); it still reads a row of
/// the earlier ab verdict format, whose decisions were "within" and "faster" (`VerdictFile.decode`).
public struct ABRow: Sendable, Equatable, Decodable {
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

    /// The decision a name of the earlier ab format stands for ("within" was pass, "faster"
    /// improvement; the others as `Verdict` names them), or nil.
    static func decision(jsonName: String) -> Verdict? {
        switch jsonName {
        case "within": return .pass
        case "faster": return .improvement
        default: return Verdict(rawValue: jsonName)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case name, decision, rounds, baseNanoseconds, headNanoseconds, ratio, ratioLower, ratioUpper, logRatios
    }

    /// Reads a row of the earlier ab verdict format.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        let decisionName = try container.decode(String.self, forKey: .decision)
        guard let decision = Self.decision(jsonName: decisionName) else {
            throw DecodingError.dataCorruptedError(
                forKey: .decision, in: container, debugDescription: "unknown decision \"\(decisionName)\"")
        }
        self.decision = decision
        rounds = try container.decode(Int.self, forKey: .rounds)
        baseNanoseconds = try container.decodeIfPresent(Double.self, forKey: .baseNanoseconds)
        headNanoseconds = try container.decodeIfPresent(Double.self, forKey: .headNanoseconds)
        ratio = try container.decodeIfPresent(Double.self, forKey: .ratio)
        ratioLower = try container.decodeIfPresent(Double.self, forKey: .ratioLower)
        ratioUpper = try container.decodeIfPresent(Double.self, forKey: .ratioUpper)
        logRatios = try container.decode([Double].self, forKey: .logRatios)
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
