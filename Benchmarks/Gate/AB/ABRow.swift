import Foundation
import Statistics

/// One benchmark's line in `bench ab`'s verdict.
public struct ABRow: Sendable, Equatable, Codable {
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

    /// The name a decision has in the JSON report (`decision` and `counts`): pass is "within" and
    /// improvement "faster", as the JSON report writes them (its readers depend on it); the others their raw value.
    public static func jsonName(_ decision: Verdict) -> String {
        switch decision {
        case .pass: return "within"
        case .improvement: return "faster"
        default: return decision.rawValue
        }
    }

    /// The decision a JSON name stands for (`jsonName`'s inverse), or nil.
    public static func decision(jsonName: String) -> Verdict? {
        switch jsonName {
        case "within": return .pass
        case "faster": return .improvement
        default: return Verdict(rawValue: jsonName)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case name, decision, rounds, baseNanoseconds, headNanoseconds, ratio, ratioLower, ratioUpper, logRatios
    }

    /// Reads a row as `encode(to:)` writes it.
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

    /// Writes the row with its decision under its JSON name (`jsonName`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(Self.jsonName(decision), forKey: .decision)
        try container.encode(rounds, forKey: .rounds)
        try container.encodeIfPresent(baseNanoseconds, forKey: .baseNanoseconds)
        try container.encodeIfPresent(headNanoseconds, forKey: .headNanoseconds)
        try container.encodeIfPresent(ratio, forKey: .ratio)
        try container.encodeIfPresent(ratioLower, forKey: .ratioLower)
        try container.encodeIfPresent(ratioUpper, forKey: .ratioUpper)
        try container.encode(logRatios, forKey: .logRatios)
    }
}
