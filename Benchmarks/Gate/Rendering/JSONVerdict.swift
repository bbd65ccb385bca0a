import Foundation
import Results

/// The machine-readable verdict `bench check` writes.
public struct JSONVerdict: Sendable, Equatable, Codable {
    /// "pass" or "fail".
    public let status: String
    /// The exit status of `bench check`.
    public let exitCode: Int32
    /// What was compared.
    public let metric: Metric
    /// Significance level of the U test (time).
    public let alpha: Double
    /// "real" or "cpu" for time; nil for instructions.
    public let clock: TimeClock?
    /// Why no comparison was made, or nil.
    public let failure: String?
    /// Problems with the comparison itself.
    public let warnings: [String]
    /// Rows per verdict, for example {"pass": 24, "regression": 1}.
    public let counts: [String: Int]
    /// One entry per benchmark, in the table's order.
    public let benchmarks: [GateRow]
    /// What the numbers are: the unit of "baseline" and "current", and that "change",
    /// "rawChange", "threshold" and "memoryShare" are fractions (the table shows them in percent).
    public let units: [String: String]
    /// time: instructions per frame, time per frame and instructions per cycle where an
    /// instructions file counts the same benchmark; absent when not made.
    public let crossCheck: MetricCrossCheck?
    /// time: why no cross-check was made; absent when one was, or for instructions.
    public let crossCheckNote: String?

    /// The verdict of `report`.
    public init(_ report: GateReport) {
        status = report.exitCode == .pass ? "pass" : "fail"
        exitCode = report.exitCode.rawValue
        metric = report.metric
        alpha = report.alpha
        clock = report.clock
        failure = report.failure
        warnings = report.warnings
        var counts: [String: Int] = [:]
        for row in report.rows { counts[row.verdict.jsonLabel, default: 0] += 1 }
        self.counts = counts
        benchmarks = report.rows
        crossCheck = report.crossCheck
        crossCheckNote = report.crossCheckNote
        var units = [
            "baseline": report.metric == .time ? "ns per frame" : "instructions per frame",
            "current": report.metric == .time ? "ns per frame" : "instructions per frame",
            "change": "fraction (0.05 = +5%)", "rawChange": "fraction", "threshold": "fraction (0.05 = 5%)",
            "memoryShare": "fraction", "alpha": "significance level",
        ]
        if report.crossCheck != nil {
            units["crossCheck.clockHertz"] = "cycles per second, measured in the run"
            units["crossCheck.nanosecondsPerFrame"] = "ns per frame (median of the run)"
            units["crossCheck.instructionsPerFrame"] = "instructions per frame (from instructionsSource)"
        }
        self.units = units
    }
}

extension GateReport {
    /// The JSON verdict, pretty-printed with sorted keys; strict JSON: a change that is not a
    /// number (from a baseline of 0) is written as null.
    public func renderJSON() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let marker = "non-finite-\u{1}"
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: marker, negativeInfinity: marker, nan: marker)
        guard let data = try? encoder.encode(JSONVerdict(self)) else { return Data("{\"status\":\"fail\"}".utf8) }
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"non-finite-\\u0001\"", with: "null")
        return Data(text.utf8)
    }
}
