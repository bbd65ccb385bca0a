import Harness

/// What `bench run` prints while it runs: by default a context block and progress (then the
/// summary tables); Google Benchmark's own lines (its header and a line per run or aggregate: mean,
/// median, stddev, cv) with `--verbose` or when the user passes an option of Google Benchmark's
/// display.
enum RunConsole {
    /// Google Benchmark's flags that concern its display: passing one asks for its console.
    static let displayFlags = [
        "--benchmark_format", "--benchmark_display_aggregates_only", "--benchmark_report_aggregates_only",
        "--benchmark_color", "--benchmark_counters_tabular", "--v",
    ]

    /// Whether the user asked for Google Benchmark's console: `verbose`, or one of `displayFlags`
    /// among the user's own `benchmarkFlags` (the suite's defaults do not count).
    static func showsGoogleBenchmarkLines(verbose: Bool, benchmarkFlags: [String]) -> Bool {
        verbose || benchmarkFlags.contains { flag in
            displayFlags.contains { flag == $0 || flag.hasPrefix($0 + "=") }
        }
    }

    /// The display for a run of `benchmarkNames`.
    static func display(verbose: Bool, benchmarkFlags: [String], benchmarkNames: [String]) -> RunDisplay {
        showsGoogleBenchmarkLines(verbose: verbose, benchmarkFlags: benchmarkFlags)
            ? .googleBenchmark : .progress(benchmarkNames: benchmarkNames)
    }
}
