import ArgumentParser
import Gate
import Measurement
import Results
import Suite

/// `bench time-process`: one of the fresh processes `record`/`check --metric time` run the suite
/// in. Not for direct use.
struct TimeProcessCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "time-process",
        abstract: """
            Internal: one process of a time measurement (started by record/check --metric time).
            """,
        shouldDisplay: false)

    @OptionGroup var selection: SuiteSelection

    @Option(help: ArgumentHelp("Repetitions per benchmark, randomly interleaved.", valueName: "N"))
    var repetitions: Int

    @Option(help: ArgumentHelp("Minimum seconds per repetition.", valueName: "SECONDS"))
    var minTime: Double

    @Option(help: ArgumentHelp("Where to write Google Benchmark's JSON.", valueName: "FILE"))
    var output: String

    func validate() throws {
        guard repetitions >= 1, minTime > 0 else {
            throw ValidationError("--repetitions must be at least 1 and --min-time above 0")
        }
    }

    /// Runs the selected benchmarks with Google Benchmark (repetitions randomly interleaved, each
    /// tagged with its execution order) and writes its JSON to `output`.
    func run() throws {
        let configuration = selection.configuration()
        let benchmarks = (Catalog.benchmarks(configuration) + [ComputeCalibrationBenchmark.make(configuration)])
            .filter { selection.filter.matches($0.descriptor.name) }
        guard !benchmarks.isEmpty else { throw ValidationError("the filter selects no benchmark") }
        _ = try GoogleBenchmarkRunner.run(benchmarks, configuration: configuration, arguments: [
            "--benchmark_filter=" + BenchmarkFilter.exactly(benchmarks.map(\.descriptor.name)),
            "--benchmark_repetitions=\(repetitions)",
            "--benchmark_min_time=\(minTime)",
            "--benchmark_enable_random_interleaving=true",
            "--benchmark_display_aggregates_only=true",
            "--benchmark_out=\(output)", "--benchmark_out_format=json",
            // The display in JSON: its context goes with it to standard output (which the parent
            // discards), so the processes do not repeat Google Benchmark's banner on standard error.
            "--benchmark_format=json",
        ], recordingOrder: true)
    }
}
