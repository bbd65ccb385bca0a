import Results

/// A CPU budget for the pipelines: the largest share of one core (percent, at the stream's frame
/// rate) each pipeline may use, with a default and per-pipeline overrides.
public struct CPUBudget: Sendable, Equatable {
    /// Percent of one core any pipeline without an override may use.
    public var defaultPercent: Double
    /// Per-pipeline budgets by pipeline id, e.g. ["videosdk": 20].
    public var perPipeline: [String: Double]

    /// A budget of `defaultPercent` for every pipeline, and `perPipeline` for those it names (the
    /// command line's values, parsed and checked there).
    public init(defaultPercent: Double, perPipeline: [String: Double] = [:]) {
        self.defaultPercent = defaultPercent
        self.perPipeline = perPipeline
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

    /// The verdicts as a table with PASS or FAIL per row.
    public static func table(_ verdicts: [Verdict]) -> Table {
        Table(titles: ["pipeline", "stream", "CPU", "budget", "verdict"], leftAligned: 2, rows: verdicts.map { verdict in
            [verdict.pipeline, verdict.stream, verdict.cpuPercent.map { FigureFormat.text.share($0, digits: 2) } ?? "failed",
             FigureFormat.text.share(verdict.budgetPercent, digits: 2), verdict.passed ? "PASS" : "FAIL"]
        })
    }
}
