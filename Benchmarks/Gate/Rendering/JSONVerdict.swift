import Foundation

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
    public let benchmarks: [ComparisonRow]

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
        for row in report.rows { counts[row.verdict.rawValue, default: 0] += 1 }
        self.counts = counts
        benchmarks = report.rows
    }
}

extension GateReport {
    /// The JSON verdict, pretty-printed with sorted keys (non-finite changes are written as null).
    public func renderJSON() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return (try? encoder.encode(JSONVerdict(self))) ?? Data("{\"status\":\"fail\"}".utf8)
    }
}
