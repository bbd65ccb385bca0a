import ArgumentParser
import Gate
import Suite

/// `bench time-process`: one of the fresh processes `record`/`check --metric time` run the suite
/// in. Not for direct use.
struct TimeProcessCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "time-process",
        abstract: "Internal: one process of a time measurement (started by record/check --metric time).",
        shouldDisplay: false)

    @Option var sizes: String
    @Option var scope: String = SuiteConfiguration.Scope.standard.rawValue
    @Option var filter: String
    @Option var repetitions: Int
    @Option var minTime: Double
    @Option var output: String

    func run() throws {
        guard let scope = SuiteConfiguration.Scope(rawValue: scope) else { throw ValidationError("unknown scope '\(scope)'") }
        guard repetitions >= 1, minTime > 0 else { throw ValidationError("--repetitions must be at least 1 and --min-time above 0") }
        let compiled: BenchmarkFilter
        do { compiled = try BenchmarkFilter(filter) } catch { throw ValidationError(error.description) }
        let configuration = SuiteRun.configuration(sizes: try SuiteRun.parseSizes(sizes), scope: scope)
        let benchmarks = (Catalog.benchmarks(configuration) + [ComputeCalibrationBenchmark.make(configuration)])
            .filter { compiled.matches($0.descriptor.name) }
        guard !benchmarks.isEmpty else { throw ValidationError("the filter selects no benchmark") }
        try SuiteMeasurement.runTimeProcess(
            benchmarks, configuration: configuration, repetitions: repetitions, minTime: minTime, output: output)
    }
}
