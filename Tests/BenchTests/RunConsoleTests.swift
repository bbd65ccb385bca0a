@testable import bench
import Harness
import Testing

/// When `bench run` shows Google Benchmark's console rather than progress.
@Suite struct RunConsoleTests {
    @Test("progress by default; Google Benchmark's lines with --verbose or any display flag of the user's")
    func choice() {
        #expect(!RunConsole.showsGoogleBenchmarkLines(verbose: false, benchmarkFlags: []))
        #expect(!RunConsole.showsGoogleBenchmarkLines(
            verbose: false, benchmarkFlags: ["--benchmark_filter=simd", "--benchmark_repetitions=9", "--benchmark_out=r.json"]))
        #expect(RunConsole.showsGoogleBenchmarkLines(verbose: true, benchmarkFlags: []))
        for flag in [
            "--benchmark_format=console", "--benchmark_format=json", "--benchmark_display_aggregates_only=false",
            "--benchmark_report_aggregates_only=true", "--benchmark_color=false", "--benchmark_counters_tabular=true", "--v=1",
        ] {
            #expect(RunConsole.showsGoogleBenchmarkLines(verbose: false, benchmarkFlags: [flag]), "\(flag)")
        }
        #expect(RunConsole.display(verbose: false, benchmarkFlags: [], benchmarkNames: ["A/x"]) == .progress(benchmarkNames: ["A/x"]))
        #expect(RunConsole.display(verbose: true, benchmarkFlags: [], benchmarkNames: ["A/x"]) == .googleBenchmark)
    }

    @Test("--verbose and --summary-markdown parse")
    func parsing() throws {
        let run = try parse(["--verbose", "--summary-markdown", "out.md"], as: RunCommand.self)
        #expect(run.verbose)
        #expect(run.summaryMarkdown == "out.md")
        #expect(try parse([], as: RunCommand.self).summaryMarkdown == nil)
    }

    @Test("a command line in the Markdown header quotes what a shell would interpret")
    func shellWords() {
        #expect(SummaryMarkdownFile.shellWord("--sizes") == "--sizes")
        #expect(SummaryMarkdownFile.shellWord("--benchmark_filter=^(a|b)$") == "'--benchmark_filter=^(a|b)$'")
        #expect(SummaryMarkdownFile.shellWord("it's") == "'it'\\''s'")
    }
}
