import ArgumentParser
import Gate
import Measurement
import Results

/// Options that decide what `record` and `check` measure and how.
struct MeasurementOptions: ParsableArguments {
    @Option(help: ArgumentHelp("""
        time: wall-clock time per frame, measured in several processes and normalised by the \
        memcpy and compute calibrations of the same processes. instructions: instructions per \
        frame counted under callgrind (hot cache only; deterministic). memory: heap allocations \
        and bytes allocated per frame and frame memory held, each benchmark in a process of its \
        own (hot cache only; deterministic).
        """, valueName: "time|instructions|memory"))
    var metric: Metric = .time

    @Option(help: ArgumentHelp("""
        Select benchmarks by name with the regex of --benchmark_filter (POSIX extended, searched \
        anywhere in the name; a leading '-' negates). time: the calibration benchmarks of the \
        selected ones run too. (default: record every benchmark; check the baseline's filter)
        """, valueName: "REGEX"), transform: BenchmarkFilter.init)
    var filter: BenchmarkFilter?

    @Option(help: ArgumentHelp("""
        Frame sizes WxH, separated by commas. (default: record \(FrameSizeList.standard); \
        check the baseline's sizes)
        """, valueName: "WxH,..."), transform: FrameSizeList.init(parsing:))
    var sizes: FrameSizeList?

    @Option(help: ArgumentHelp("""
        time: fresh processes that run the suite one after another. Each gives one sample per \
        benchmark (its fastest repetition), because a process's heap and code addresses and the \
        machine's state while it runs change a time more than the repetitions inside it vary. \
        The exact U test with n samples on each side reaches p = 2/C(2n,n): 6 gives 0.002, 12 \
        gives 7e-7. The baseline gets more because every check is compared with its median. \
        (default: record \(Self.recordSampling.processes), check \(Self.checkProcesses))
        """, valueName: "N"))
    var processes: Int?

    @Option(help: ArgumentHelp("""
        time: repetitions per benchmark in each process, randomly interleaved; the fastest is \
        the process's sample, so more, shorter repetitions filter out more of the machine's \
        bursts of noise. (default: record \(Self.recordSampling.repetitions); check the \
        baseline's)
        """, valueName: "N"))
    var repetitions: Int?

    @Option(help: ArgumentHelp("""
        time: minimum seconds per repetition, Google Benchmark's --benchmark_min_time. \
        (default: record \(Self.recordSampling.minimumSeconds); check the baseline's)
        """, valueName: "SECONDS"))
    var minTime: Double?

    @Option(help: ArgumentHelp(
        "instructions: frames counted per benchmark, after one uncounted warm-up frame.",
        valueName: "N"))
    var frames: Int = 2

    func validate() throws {
        if let repetitions, repetitions < 1 { throw ValidationError("--repetitions must be at least 1") }
        if let processes, processes < 1 { throw ValidationError("--processes must be at least 1") }
        if let minTime, !(minTime > 0) { throw ValidationError("--min-time must be above 0 seconds") }
        guard frames >= 1 else { throw ValidationError("--frames must be at least 1") }
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
}
