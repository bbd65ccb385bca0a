/// One repetition of a benchmark in a result file, on the clock the gate reads.
struct Repetition: Equatable {
    /// Nanoseconds per frame (time) or instructions per frame (instructions).
    let value: Double
    /// The process that measured it, in files of `bench record`/`check --metric time` (several
    /// processes); nil in files of one process, such as `bench run --benchmark_out`.
    var process: Int? = nil
}

/// Every benchmark's repetitions in one result file, and the benchmarks that failed: time files
/// hold repetitions (nanoseconds per frame on one clock), instructions files one count per
/// benchmark (instructions per frame).
struct RepetitionsByBenchmark {
    /// Benchmark names in file order (measured, failed or aggregates only).
    private(set) var names: [String] = []
    /// Each benchmark's repetitions in file order; none for a benchmark that only failed.
    private(set) var repetitions: [String: [Repetition]] = [:]
    /// Why a benchmark failed, by name.
    private(set) var failures: [String: String] = [:]

    /// Reads `clock` (time files; instructions files hold the same count in both).
    init(_ document: ResultDocument, clock: TimeClock = .real) {
        var medians: [String: Double] = [:]
        for entry in document.benchmarks {
            let name = entry.benchmarkName
            if !names.contains(name) { names.append(name) }
            if entry.failed {
                failures[name] = entry.errorMessage ?? "failed"
            } else if entry.isIteration, let value = entry.nanoseconds(clock) {
                repetitions[name, default: []].append(Repetition(value: value, process: entry.process))
            } else if entry.name.hasSuffix("_median"), let value = entry.nanoseconds(clock) {
                medians[name] = value
            }
        }
        // A file with aggregates only (--benchmark_report_aggregates_only): its medians stand for the repetitions.
        for (name, value) in medians where repetitions[name] == nil {
            repetitions[name] = [Repetition(value: value)]
        }
    }

    /// The values of a benchmark's repetitions (empty when it has none).
    func values(_ name: String) -> [Double] { repetitions[name]?.map(\.value) ?? [] }

    /// True when the file names the benchmark at all (measured, failed or aggregates only).
    func contains(_ name: String) -> Bool { names.contains(name) }
}
