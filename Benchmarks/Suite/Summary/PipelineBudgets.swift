import Results

/// The budgets the pipelines are held to, CPU and memory together: the largest share of one core
/// (percent, at the stream's own frame rate) and the most frame memory (bytes held in steady state)
/// each pipeline may use, each with a default and per-pipeline overrides.
public struct PipelineBudgets: Sendable, Equatable {
    /// Percent of one core any pipeline without a CPU override may use.
    public var defaultPercent: Double
    /// Per-pipeline CPU budgets by pipeline id, e.g. ["videosdk": 20].
    public var percentPerPipeline: [String: Double]
    /// Bytes any pipeline without a memory override may hold.
    public var defaultHeldBytes: Double
    /// Per-pipeline memory budgets in bytes, by pipeline id.
    public var heldBytesPerPipeline: [String: Double]

    /// Budgets for every pipeline, and overrides for those the dictionaries name (the command
    /// line's values, parsed and checked there).
    public init(
        defaultPercent: Double, percentPerPipeline: [String: Double] = [:], defaultHeldBytes: Double,
        heldBytesPerPipeline: [String: Double] = [:]
    ) {
        self.defaultPercent = defaultPercent
        self.percentPerPipeline = percentPerPipeline
        self.defaultHeldBytes = defaultHeldBytes
        self.heldBytesPerPipeline = heldBytesPerPipeline
    }

    /// The CPU budget of `pipeline`, in percent of one core.
    public func percent(for pipeline: String) -> Double { percentPerPipeline[pipeline] ?? defaultPercent }

    /// The memory budget of `pipeline`, in bytes held.
    public func heldBytes(for pipeline: String) -> Double { heldBytesPerPipeline[pipeline] ?? defaultHeldBytes }

    /// One pipeline on one stream held against both budgets.
    public struct Verdict: Sendable, Equatable {
        public let pipeline: String
        public let stream: String
        /// The stream's frame rate: the CPU share's.
        public let framesPerSecond: Int
        /// Measured CPU share (nil when the benchmark failed).
        public let cpuPercent: Double?
        public let budgetPercent: Double
        /// Measured bytes held (nil when the benchmark failed).
        public let heldBytes: Double?
        public let budgetHeldBytes: Double

        /// Within the CPU budget.
        public var cpuPassed: Bool { cpuPercent.map { $0 <= budgetPercent } ?? false }
        /// Within the memory budget.
        public var memoryPassed: Bool { heldBytes.map { $0 <= budgetHeldBytes } ?? false }
        /// Within both.
        public var passed: Bool { cpuPassed && memoryPassed }
    }

    /// Every pipeline row of `summary` held against its budgets; a failed benchmark fails.
    public func evaluate(_ summary: PipelineSummary) -> [Verdict] {
        summary.rows.map { row in
            Verdict(pipeline: row.pipeline, stream: row.stream, framesPerSecond: row.framesPerSecond,
                    cpuPercent: row.figures?.cpuPercent, budgetPercent: percent(for: row.pipeline),
                    heldBytes: row.figures?.heldBytes, budgetHeldBytes: heldBytes(for: row.pipeline))
        }
    }

    /// The verdicts as a table: CPU (at the stream's rate) and memory, each beside its budget, and
    /// PASS, or FAIL naming what is over.
    public static func table(_ verdicts: [Verdict]) -> Table {
        let format = FigureFormat.text
        return Table(titles: ["pipeline", "stream", "CPU % at stream fps", "CPU budget %", "held MiB", "memory budget MiB", "verdict"],
                     leftAligned: 2, rows: verdicts.map { verdict in
            let over = [verdict.cpuPassed ? nil : "CPU", verdict.memoryPassed ? nil : "memory"].compactMap { $0 }
            return [verdict.pipeline, verdict.stream,
                    verdict.cpuPercent.map { format.share($0, digits: 2) + " @\(verdict.framesPerSecond)fps" } ?? "failed",
                    format.share(verdict.budgetPercent, digits: 2),
                    verdict.heldBytes.map { format.fixed($0 / PipelineSummary.mebibyte, digits: 2) } ?? "failed",
                    format.fixed(verdict.budgetHeldBytes / PipelineSummary.mebibyte, digits: 2),
                    over.isEmpty ? "PASS" : "FAIL (" + over.joined(separator: ", ") + ")"]
        })
    }
}
