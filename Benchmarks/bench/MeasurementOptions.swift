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

    @Option(help: "time: fresh processes that run the suite one after another (default: record 24, check 12). Each gives the gate one sample per benchmark (its fastest repetition there), because a process's heap and code addresses and the machine's state while it runs change a time by more than the repetitions inside it vary. The baseline gets more because every check is compared with its median. The exact U test with n samples on each side reaches p = 2/C(2n,n): 6 gives 0.002, 12 gives 7e-7.")
    var processes: Int?

    @Option(help: "time: repetitions per benchmark in each process, randomly interleaved; the fastest is the process's sample, so more, shorter repetitions filter out more of the machine's bursts of noise (default: record 16; check the baseline's).")
    var repetitions: Int?

    @Option(help: ArgumentHelp("time: minimum seconds per repetition, Google Benchmark's --benchmark_min_time (default: record 0.0125; check the baseline's).", valueName: "SECONDS"))
    var minTime: Double?

    @Option(help: "instructions: frames counted per benchmark, after one uncounted warm-up frame.")
    var frames: Int = 2

    func validate() throws {
        if let repetitions, repetitions < 1 { throw ValidationError("--repetitions must be at least 1") }
        if let processes, processes < 1 { throw ValidationError("--processes must be at least 1") }
        if let minTime, !(minTime > 0) { throw ValidationError("--min-time must be above 0 seconds") }
        guard frames >= 1 else { throw ValidationError("--frames must be at least 1") }
        if let filter {
            do { _ = try BenchmarkFilter(filter) } catch { throw ValidationError(error.description) }
        }
        _ = try SuiteRun.parseSizes(sizes)
    }

    /// How `record` samples time when no option says otherwise: 24 processes (every later check is
    /// compared with this median), each taking the fastest of 16 repetitions of 0.0125 s.
    static let recordSampling = TimeSampling(processes: 24, repetitions: 16, minimumSeconds: 0.0125)
    /// How many processes `check` runs by default.
    static let checkProcesses = 12

    /// The time sampling of `record`: the options, else `recordSampling`.
    func recordTimeSampling() -> TimeSampling {
        TimeSampling(
            processes: processes ?? Self.recordSampling.processes,
            repetitions: repetitions ?? Self.recordSampling.repetitions,
            minimumSeconds: minTime ?? Self.recordSampling.minimumSeconds)
    }

    /// The time sampling of `check`: the options, else the baseline's repetitions and seconds per
    /// repetition (a process's fastest repetition depends on both, so the sides must match), and
    /// `checkProcesses` processes.
    func checkTimeSampling(baseline: RunSettings) -> TimeSampling {
        TimeSampling(
            processes: processes ?? Self.checkProcesses,
            repetitions: repetitions ?? baseline.repetitions ?? Self.recordSampling.repetitions,
            minimumSeconds: minTime ?? baseline.minimumSecondsPerRepetition ?? Self.recordSampling.minimumSeconds)
    }

    /// The filter, compiled (validated in `validate`).
    func compiledFilter() throws -> BenchmarkFilter? {
        guard let filter else { return nil }
        do { return try BenchmarkFilter(filter) } catch { throw ValidationError(error.description) }
    }
}

/// How the time metric samples: `processes` fresh processes one after another, each running every
/// benchmark `repetitions` times (randomly interleaved) for at least `minimumSeconds` each.
struct TimeSampling: Equatable {
    var processes: Int
    var repetitions: Int
    var minimumSeconds: Double
}
