import Results

/// A CPU budget for the pipelines: the largest share of one core (percent, at the stream's frame
/// rate) each pipeline may use, with a default and per-pipeline overrides.
public struct CPUBudget: Sendable, Equatable {
    /// Percent of one core any pipeline without an override may use.
    public var defaultPercent: Double
    /// Per-pipeline budgets by pipeline id, e.g. ["videosdk": 20].
    public var perPipeline: [String: Double]

    /// Why a budget could not be read.
    public enum ParseError: Error, Equatable, CustomStringConvertible {
        case notAPercentage(String)
        case notAnOverride(String)

        public var description: String {
            switch self {
            case let .notAPercentage(text): return "budget '\(text)' is not a percentage above 0, e.g. 5 or 12.5"
            case let .notAnOverride(text): return "budget override '\(text)' is not PIPELINE=PERCENT, e.g. videosdk=20"
            }
        }
    }

    /// - Throws: `ParseError` for a default that is not a positive number, or an override that is
    ///   not `PIPELINE=PERCENT` with a positive number.
    public init(defaultPercent: String, overrides: [String] = []) throws {
        guard let value = Double(defaultPercent), value.isFinite, value > 0 else { throw ParseError.notAPercentage(defaultPercent) }
        self.defaultPercent = value
        perPipeline = [:]
        for override in overrides {
            let parts = override.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, let percent = Double(parts[1]), percent.isFinite, percent > 0 else {
                throw ParseError.notAnOverride(override)
            }
            perPipeline[parts[0]] = percent
        }
    }

    /// The budget of `pipeline`.
    public func percent(for pipeline: String) -> Double { perPipeline[pipeline] ?? defaultPercent }

    /// One pipeline on one stream held against its budget.
    public struct Verdict: Sendable, Equatable {
        public let pipeline: String
        public let stream: String
        /// Measured CPU share (nil when the benchmark failed).
        public let cpuPercent: Double?
        public let budgetPercent: Double
        public var passed: Bool { cpuPercent.map { $0 <= budgetPercent } ?? false }
    }

    /// Every pipeline row of `summary` held against its budget; a failed benchmark fails.
    public func evaluate(_ summary: PipelineSummary) -> [Verdict] {
        summary.rows.map { row in
            Verdict(pipeline: row.pipeline, stream: row.stream, cpuPercent: row.figures?.cpuPercent,
                    budgetPercent: percent(for: row.pipeline))
        }
    }

    /// The verdicts as aligned text with PASS/FAIL per row.
    public static func render(_ verdicts: [Verdict]) -> String {
        var lines = [["pipeline", "stream", "CPU", "budget", "verdict"]]
        for verdict in verdicts {
            lines.append([verdict.pipeline, verdict.stream,
                          verdict.cpuPercent.map { FigureFormat.text.share($0, digits: 2) } ?? "failed",
                          FigureFormat.text.share(verdict.budgetPercent, digits: 2), verdict.passed ? "PASS" : "FAIL"])
        }
        return SummaryTable.align(lines)
    }
}
