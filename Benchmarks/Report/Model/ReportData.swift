import Results

/// Everything the page shows, from one or more run files of the same metric.
public struct ReportData: Sendable {
    /// The files, in the order given.
    public let files: [RunFile]
    /// What the files measure (the first file's metric; files of the other metric are left out
    /// and named in `problems`).
    public let metric: Metric
    /// Every benchmark's figures, pooled over the files, with their relations (memcpy rooflines,
    /// families, libyuv references).
    public let summary: RunSummary
    /// Problems with the input that the page states (files left out, failed benchmarks, ...).
    public let problems: [String]
    /// Where the benchmarks' strategy families come from.
    public let familySource: FamilySource

    /// Where the strategy families (which bars the charts highlight as libyuv and naive) come from.
    public enum FamilySource: String, Sendable {
        /// Every file records them (`ResultMetadata.strategyFamilies`).
        case files
        /// Some or all files predate the record (or are plain `bench run` files): their benchmarks'
        /// families come from the catalogue of the `bench` that makes the report, by operation and
        /// strategy; a strategy it does not know has none (not highlighted).
        case catalogue
    }

    /// Pools the samples of each benchmark over `files` (`RunSummary(pooling:relations:)`: one per
    /// process in files of `bench record`/`check`, else one per repetition); `problems` come first
    /// on the page. A benchmark's strategy family is its file's (`ResultMetadata.strategyFamilies`);
    /// for files without that record, the `catalogue`'s; its libyuv reference, sampling and
    /// recommendation are the `catalogue`'s (`BenchmarkRelations.relate`).
    public init(files: [RunFile], problems known: [String] = [], catalogue: StrategyCatalogue = StrategyCatalogue()) {
        let metric = files.first?.metric ?? .time
        var problems = known
        var used: [RunFile] = []
        for file in files {
            guard file.metric == metric else {
                problems.append("\(file.path) measures \(file.metric.rawValue), not \(metric.rawValue): left out")
                continue
            }
            used.append(file)
        }
        let documents = used.map(\.document)
        summary = RunSummary(pooling: documents,
                             relations: BenchmarkRelations(documents: documents, catalogue: catalogue))
        let failed = summary.benchmarks.filter { $0.failure != nil }
        if !failed.isEmpty {
            problems.append("\(failed.count) benchmark(s) failed: " + failed.map(\.name.full).joined(separator: ", "))
        }
        if summary.benchmarks.isEmpty { problems.append("the run holds no benchmarks (an empty run: check the filter)") }
        self.files = used
        familySource = documents.contains { $0.metadata?.strategyFamilies == nil } ? .catalogue : .files
        self.metric = metric
        self.problems = problems
    }

    /// Every benchmark, in first-seen order.
    public var benchmarks: [BenchmarkSummary] { summary.benchmarks }

    /// The benchmark called `name`, if any.
    public func benchmark(_ name: String) -> BenchmarkSummary? { summary[name] }

    /// The metadata of the first file that has it.
    public var metadata: ResultMetadata? { files.lazy.compactMap(\.document.metadata).first }

    /// The first file's "context" value for `key`.
    public func context(_ key: String) -> String? { files.lazy.compactMap { $0.document.context[key]?.text }.first }

    /// The files' entries as one document (for comparison with a baseline).
    public var combinedDocument: ResultDocument {
        ResultDocument(benchmarks: files.flatMap(\.document.benchmarks), metadata: metadata)
    }

    /// The unit of the figures: "time" in nanoseconds or "instructions".
    public var isTime: Bool { metric == .time }
}
