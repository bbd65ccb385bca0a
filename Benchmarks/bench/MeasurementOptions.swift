import ArgumentParser
import Gate

extension Metric: ExpressibleByArgument {}
extension TimeClock: ExpressibleByArgument {}

/// Options that decide what `record` and `check` measure and how.
struct MeasurementOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "time: wall clock per frame measured in several processes, normalised by the memcpy and compute calibrations of the same processes; instructions: instructions per frame counted under callgrind (hot cache only; deterministic).",
        valueName: "time|instructions"))
    var metric: Metric = .time

    @Option(help: ArgumentHelp(
        "Select benchmarks by name with the same regex as --benchmark_filter (POSIX extended, searched anywhere; a leading '-' negates). In time mode the calibration benchmarks of the selected ones run too.",
        valueName: "REGEX"))
    var filter: String?

    @Option(help: ArgumentHelp(
        "Comma-separated frame sizes WxH (record: default the suite's standard sizes; check: default the baseline's sizes).",
        valueName: "WxH,..."))
    var sizes: String?

    @Option(help: "time: fresh processes that run the suite one after another. Each gives the gate one sample per benchmark (its fastest repetition there), because a process's heap and code addresses and the machine's state while it runs change a time by more than the repetitions inside it vary. The exact U test with n samples on each side reaches p = 2/C(2n,n): 6 gives 0.002, 12 gives 7e-7.")
    var processes: Int = 12

    @Option(help: "time: repetitions per benchmark in each process, randomly interleaved; the fastest is the process's sample, so more repetitions filter out more of the machine's noise.")
    var repetitions: Int = 4

    @Option(help: ArgumentHelp("time: minimum seconds per repetition (Google Benchmark's --benchmark_min_time).", valueName: "SECONDS"))
    var minTime: Double = 0.05

    @Option(help: "instructions: frames counted per benchmark, after one uncounted warm-up frame.")
    var frames: Int = 2

    func validate() throws {
        guard repetitions >= 1 else { throw ValidationError("--repetitions must be at least 1") }
        guard processes >= 1 else { throw ValidationError("--processes must be at least 1") }
        guard minTime > 0 else { throw ValidationError("--min-time must be above 0 seconds") }
        guard frames >= 1 else { throw ValidationError("--frames must be at least 1") }
        if let filter {
            do { _ = try BenchmarkFilter(filter) } catch { throw ValidationError(error.description) }
        }
        _ = try SuiteRun.parseSizes(sizes)
    }

    /// The filter, compiled (validated in `validate`).
    func compiledFilter() throws -> BenchmarkFilter? {
        guard let filter else { return nil }
        do { return try BenchmarkFilter(filter) } catch { throw ValidationError(error.description) }
    }
}
