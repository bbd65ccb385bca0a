/// A result file `bench` writes and reads (a run, a baseline, a check's saved run; time or
/// instructions): Google Benchmark's JSON ("context", "benchmarks" with one entry per repetition
/// and the aggregates) plus the suite's top-level "metadata", which compare.py ignores. The one
/// model of these files: `check`, `compare`, `export` and `report` decode a file once into it
/// (`ResultDocument+Reading.swift`), and `record`/`check` write it (`ResultDocument+Writing.swift`).
public struct ResultDocument: Sendable, Equatable {
    /// Google Benchmark's "context" (machine, build, date) as it was written.
    public var context: [String: JSONValue]
    /// Google Benchmark's entries, in file order.
    public var benchmarks: [BenchmarkEntry]
    /// nil for a plain Google Benchmark file.
    public var metadata: ResultMetadata?

    /// A document from entries, metadata and a context.
    public init(benchmarks: [BenchmarkEntry], metadata: ResultMetadata?, context: [String: JSONValue] = [:]) {
        self.benchmarks = benchmarks
        self.metadata = metadata
        self.context = context
    }

    /// The key of the suite's metadata at the top level of the JSON object.
    public static let metadataKey = "metadata"

    /// The counter that repeats an instructions file's count under a name that says what it is.
    public static let instructionsCounter = Counter.instructionsPerFrame.name

    /// What the file measures: its metadata's metric, else its context's "metric" (instructions
    /// files carry one), else time (a plain Google Benchmark file).
    public var metric: Metric {
        metadata?.metric ?? context["metric"]?.text.flatMap(Metric.init(rawValue:)) ?? .time
    }

    /// The file's entries grouped by benchmark, on `clock` (time files; instructions files hold
    /// the same count on both).
    public func repetitions(clock: TimeClock = .real) -> RepetitionsByBenchmark {
        RepetitionsByBenchmark(self, clock: clock)
    }
}
