/// What a run prints while it runs.
public enum RunDisplay: Sendable, Equatable {
    /// Google Benchmark's own display: its context header and a line per run or aggregate (or the
    /// JSON or CSV that `--benchmark_format` asks for).
    case googleBenchmark
    /// `bench run`'s default console: a short context block and progress on standard error
    /// (`RunProgress`), nothing from Google Benchmark's display. `benchmarkNames` are the
    /// registered benchmarks, whose completion the progress counts. A `--benchmark_format` of json
    /// or csv is still printed as Google Benchmark writes it; a file (`--benchmark_out`) is never
    /// affected.
    case progress(benchmarkNames: [String])
}
