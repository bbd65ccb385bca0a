import ArgumentParser
import Foundation
import Gate
import Harness
import Results
import Suite

/// `bench run` (the default subcommand): registers the suite, runs it through Google Benchmark,
/// prints the summary tables.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: """
            Run the benchmarks and print a summary table per operation, size and cache state.
            """,
        discussion: """
            Benchmark names: <Operation>/<strategy>/<W>x<H>/<hot|cold>, with an angle, a \
            destination size or a variant before the cache state where the operation has one; the \
            roofline is Memcpy/<W>x<H>/<hot|cold>; pipelines are Pipeline/<pipeline>/<stream>.

            Any --benchmark_* flag goes to Google Benchmark unchanged and overrides the defaults:
              --benchmark_filter=REGEX      by name, e.g. 'I420ToNV12/simd' or '/hot$'
              --benchmark_repetitions=N     default 3 (--quick: 1); 9 for published figures
              --benchmark_min_time=SECONDS  default 0.05 (--quick: 0.01)
              --benchmark_enable_random_interleaving=true|false
                                            default true (--quick: false)
              --benchmark_display_aggregates_only=true|false
                                            default true (--quick: false)
              --benchmark_format=console|json|csv
              --benchmark_out=FILE --benchmark_out_format=json
              --benchmark_list_tests=true   list the names without running

            The console shows a context block (machine, build, context keys) and progress on \
            standard error, then the summary tables on standard output. Google Benchmark's own \
            lines (its header and a line per benchmark with its mean, median, stddev and cv) appear \
            with --verbose or when any of its display flags is given (--benchmark_format, \
            --benchmark_display_aggregates_only, --benchmark_report_aggregates_only, \
            --benchmark_color, --benchmark_counters_tabular). The summary goes to standard output, \
            or to standard error when --benchmark_format is not console; --summary-markdown FILE \
            also writes it as Markdown.

            The calibrations the selected benchmarks need (their Memcpy roofline and \
            Calibration/compute) run too, so --benchmark_out=FILE can be checked with `bench \
            check --metric time --run FILE`. JSON and CSV output is strict: a statistic that is \
            not a number (the _cv of a counter whose mean is 0) is left out of its entry; a CSV \
            has a column for every counter (empty where a benchmark has none).

            Exit codes: 0 success; 5 a benchmark failed (for example verification); 6 the filter \
            selects no benchmark; 64 bad arguments (all codes: bench --help).
            """)

    @Flag(help: "Smoke run: one repetition of 0.01 s per benchmark, no interleaving.")
    var quick = false

    @Option(help: ArgumentHelp(
        "Frame sizes WxH, separated by commas. (default: \(FrameSizeList.standard))",
        valueName: "WxH,..."), transform: FrameSizeList.init(parsing:))
    var sizes: FrameSizeList = .standard

    @Flag(help: """
        Register every case of every operation (all sizes, angles and ratios), not only the \
        standard ones.
        """)
    var full = false

    @OptionGroup var input: InputOptions

    @Flag(help: "List the strategies and what each models, then exit.")
    var listStrategies = false

    @Option(help: ArgumentHelp(
        "Also write an HTML report of this run (its JSON goes next to it), see `bench report`. (default: none)",
        valueName: "FILE"))
    var report: String?

    @Flag(help: """
        Print Google Benchmark's console (its header and a line per benchmark: mean, median, stddev, \
        cv) instead of progress. (default: progress, then the summary)
        """)
    var verbose = false

    @Option(help: ArgumentHelp(
        "Also write the summary tables as Markdown, with the machine, date, commit and command line. (default: none)",
        valueName: "FILE"))
    var summaryMarkdown: String?

    @Argument(parsing: .allUnrecognized, help: "Google Benchmark flags (--benchmark_*), passed unchanged.")
    var benchmarkFlags: [String] = []

    func validate() throws {
        if benchmarkFlags == ["--version"] { throw BenchVersion.printAndExit() }
        if let first = benchmarkFlags.first, let message = SubcommandSuggestion.message(for: first) {
            throw ValidationError(message)
        }
        for flag in benchmarkFlags where !(flag.hasPrefix("--benchmark_") || flag.hasPrefix("--v=")) {
            throw ValidationError(
                "unknown argument '\(flag)'; only --benchmark_* flags are passed to Google Benchmark")
        }
    }

    /// Google Benchmark's flags before the user's: a short smoke run, or three interleaved repetitions.
    var defaultBenchmarkFlags: [String] {
        quick
            ? ["--benchmark_repetitions=1", "--benchmark_min_time=0.01",
               "--benchmark_enable_random_interleaving=false"]
            : ["--benchmark_repetitions=3", "--benchmark_min_time=0.05",
               "--benchmark_enable_random_interleaving=true", "--benchmark_display_aggregates_only=true"]
    }

    func run() throws {
        if listStrategies {
            StrategyListing.lines.forEach { print($0) }
            return
        }
        BuildWarning.printIfDebug()
        if input.input != nil, sizes != .standard { throw ValidationError("--input runs at the file's size; leave out --sizes") }
        let configuration = try input.apply(to: SuiteConfiguration(sizes: sizes.sizes, scope: full ? .full : .standard))
        let selection = try RunSelection(configuration: configuration, benchmarkFlags: benchmarkFlags)
        let benchmarks = selection.benchmarks
        let reportJSON = report.map { ReportCommand.runJSON(for: $0, benchmarkFlags: benchmarkFlags) }
        Harness.display = RunConsole.display(
            verbose: verbose, benchmarkFlags: benchmarkFlags, benchmarkNames: benchmarks.map(\.descriptor.name))
        let reports = try GoogleBenchmarkRunner.run(
            benchmarks, configuration: configuration,
            arguments: defaultBenchmarkFlags + benchmarkFlags + selection.filterFlags + (reportJSON?.flags ?? []))

        // One summary of the run (the in-process reports as the run JSON's entries) for every table.
        let run = RunSummary(benchmarks: benchmarks, reports: reports)
        let summary = SummaryTable(benchmarks: benchmarks, summary: run, framesPerSecond: configuration.framesPerSecond)
        let readOrders = ReadOrderSummary(benchmarks: benchmarks, summary: run)
        let pipelines = PipelineSummary(benchmarks: benchmarks, summary: run)
        let text = summary.render() + readOrders.render() + pipelines.render()
        if !text.isEmpty {
            let consoleFormat = (benchmarkFlags.last { $0.hasPrefix("--benchmark_format=") } ?? "=console")
                .hasSuffix("=console")
            let legend = SummaryLegend(framesPerSecond: configuration.framesPerSecond).render(width: StandardError.columns)
            let output = "\nSummary\n" + legend + text
            if consoleFormat { print(output) } else { FileHandle.standardError.write(Data(output.utf8)) }
        }
        if let warning = SummaryTable.rooflineWarning(run) { FileHandle.standardError.write(Data("\n\(warning)\n".utf8)) }
        if let summaryMarkdown {
            try SummaryMarkdownFile.write(
                to: summaryMarkdown, summary: summary, readOrders: readOrders, pipelines: pipelines,
                warnings: SummaryTable.rooflineWarning(run).map { [$0] } ?? [], arguments: Array(CommandLine.arguments.dropFirst()))
        }
        BuildWarning.printIfDebug()
        if let report, let reportJSON { ReportCommand.writeAfterRun(report: report, runJSON: reportJSON.path) }

        let failed = Set(run.benchmarks.filter { $0.failure != nil }.map(\.name.full))
        if !failed.isEmpty {
            FileHandle.standardError.write(Data(
                "\n\(failed.count) benchmark(s) failed: \(failed.sorted().joined(separator: ", "))\n".utf8))
            throw ExitCode(GateExitCode.suiteFailed.rawValue)
        }
    }
}
