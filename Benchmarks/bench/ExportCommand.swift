import ArgumentParser
import Foundation
import Gate
import Results
import Suite

/// `bench export --format F RUN.json`: a result file in a dashboard's format.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a result file in a benchmark dashboard's format (Bencher, github-action-benchmark).",
        discussion: """
            bencher: Bencher Metric Format JSON, for `bencher run --adapter json --file FILE`. \
            Each benchmark has the measure latency (median nanoseconds per frame; instructions \
            files: instructions) with lower_value and upper_value the smallest and largest \
            sample, one measure per counter (allocations-per-frame, psnr-y, \
            cpu-percent-30fps, ...), and over-libyuv: the median over that of the libyuv \
            strategy doing the same job (the same filter, for scaling), where the file has it.

            github-action-benchmark: the JSON of its customSmallerIsBetter tool: an array of \
            {name, unit, value, range, extra}, the main value under the benchmark's name and each \
            counter where smaller is better as "<benchmark> <counter>". With --bigger-is-better, \
            the counters where bigger is better (PSNR, throughput) for its customBiggerIsBetter \
            tool instead.

            Values are medians over the file's samples (one per process in files of record and \
            check, else one per repetition). Failed benchmarks are left out and listed on \
            standard error. Exit codes: 0 written; 4 the file cannot be read; 64 bad arguments.
            """)

    @Option(help: ArgumentHelp("The dashboard's format.", valueName: "bencher|github-action-benchmark"))
    var format: DashboardExport.Format

    @Argument(help: ArgumentHelp("A result file bench wrote (run, baseline; time or instructions).", valueName: "RUN.json"))
    var file: String

    @Option(help: ArgumentHelp("Where to write. (default: standard output)", valueName: "FILE"))
    var output: String?

    @Option(help: ArgumentHelp(
        "Export only the benchmarks this regex selects (as --benchmark_filter). (default: all)",
        valueName: "REGEX"), transform: BenchmarkFilter.init)
    var filter: BenchmarkFilter?

    @Flag(help: "github-action-benchmark: the measures where bigger is better (for customBiggerIsBetter).")
    var biggerIsBetter = false

    func validate() throws {
        if biggerIsBetter, format != .githubActionBenchmark {
            throw ValidationError("--bigger-is-better is for --format github-action-benchmark")
        }
    }

    func run() throws {
        let document: ResultDocument
        do {
            document = try CompareCommand.read(file)
        } catch {
            FileHandle.standardError.write(Data("export: \(error)\n".utf8))
            throw ExitCode(GateExitCode.unusableBaseline.rawValue)
        }
        let export = DashboardExport(document, filter: filter, catalogue: Catalog.strategyCatalogue)
        if !export.skipped.isEmpty {
            FileHandle.standardError.write(Data(
                "export: left out (failed, no values): \(export.skipped.joined(separator: ", "))\n".utf8))
        }
        let data = export.render(format, biggerIsBetter: biggerIsBetter)
        if (try? JSONSerialization.jsonObject(with: data) as? [Any])?.isEmpty == true {
            FileHandle.standardError.write(Data("""
                export: no measure where \(biggerIsBetter ? "bigger" : "smaller") is better in \(file) \
                (github-action-benchmark rejects an empty list)

                """.utf8))
        }
        if let output {
            try data.write(to: URL(fileURLWithPath: output))
        } else {
            FileHandle.standardOutput.write(data + Data("\n".utf8))
        }
    }
}
