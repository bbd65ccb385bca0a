import ArgumentParser
import Foundation
import Gate
import Results

extension DashboardExport.Format: ExpressibleByArgument {}

/// `bench compare BASE NEW`: a report of how every benchmark changed between two result files.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two result files: median before and after, change and U test per benchmark.",
        discussion: """
            Reads any file bench writes: a run (--benchmark_out=FILE), a baseline or a check's \
            saved run, time or instructions (both files the same metric). Files of several \
            processes (record, check) give one sample per process, its fastest repetition; other \
            files one sample per repetition. The U test (two-sided Mann-Whitney) runs where both \
            sides have enough samples for it to reach --alpha. A change beyond --threshold that \
            the test, where it runs, finds significant is marked REGRESSION or IMPROVEMENT. \
            Benchmarks only in one file are listed as new or removed.

            A report, not a gate: no calibration to the machine's speed (use `bench check` for \
            that), and the exit code is 0 whatever changed; 4 when a file cannot be read or the \
            files measure different metrics; 64 bad arguments.
            """)

    @Argument(help: ArgumentHelp("The earlier result file.", valueName: "BASE.json"))
    var base: String

    @Argument(help: ArgumentHelp("The later result file.", valueName: "NEW.json"))
    var new: String

    @Option(help: ArgumentHelp(
        "Compare only the benchmarks this regex selects (as --benchmark_filter). (default: all)",
        valueName: "REGEX"), transform: BenchmarkFilter.init)
    var filter: BenchmarkFilter?

    @Option(help: ArgumentHelp(
        "time: the clock to compare (real_time or cpu_time).", valueName: "real|cpu"))
    var clock: TimeClock = .real

    @Option(help: ArgumentHelp(
        "Mark changes beyond this percentage. (default: the metric's gate threshold, time 5, instructions 1)",
        valueName: "PERCENT"), transform: Percent.init(parsing:))
    var threshold: Percent?

    @Option(help: "Significance level of the U test.")
    var alpha: Double = ComparisonRule.compareAlpha

    func validate() throws {
        guard alpha > 0, alpha < 1 else { throw ValidationError("--alpha must be between 0 and 1") }
    }

    func run() throws {
        let comparison: FileComparison
        do {
            let before = try Self.read(base)
            comparison = try FileComparison(
                base: before, new: Self.read(new), clock: clock, filter: filter,
                rule: .compare(metric: before.metric, threshold: threshold?.fraction, alpha: alpha))
        } catch {
            FileHandle.standardError.write(Data("compare: \(error)\n".utf8))
            throw ExitCode(GateExitCode.unusableBaseline.rawValue)
        }
        print(comparison.render(), terminator: "")
    }

    /// A result file of either metric, as both `compare` and `export` read it.
    static func read(_ path: String) throws(ResultFileError) -> ResultDocument {
        try ResultDocument.read(path: path, role: .run, metric: nil, requireMetadata: false)
    }
}
