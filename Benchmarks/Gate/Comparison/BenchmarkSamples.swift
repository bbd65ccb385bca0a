/// One repetition's value and where it ran.
struct Sample: Equatable {
    /// Nanoseconds per frame (time) or instructions per frame (instructions).
    let value: Double
    /// Position in the run's execution order, when recorded.
    let order: Double?
    /// Google Benchmark's repetition index, when present.
    let repetitionIndex: Int?
    /// The process that measured it, in files measured in several processes.
    var process: Int? = nil
}

/// Each benchmark's samples in one file: per-repetition values for time (nanoseconds per frame),
/// one value for instructions (instructions per frame); or its error.
struct BenchmarkSamples {
    /// Benchmark names in file order.
    private(set) var order: [String] = []
    private(set) var samples: [String: [Sample]] = [:]
    private(set) var failures: [String: String] = [:]

    /// Reads `clock` (time files; instructions files hold the same count in both).
    init(_ document: ResultDocument, clock: TimeClock = .real) {
        var medians: [String: Double] = [:]
        for entry in document.benchmarks {
            let name = entry.benchmarkName
            if !order.contains(name) { order.append(name) }
            if entry.failed {
                failures[name] = entry.errorMessage ?? "failed"
            } else if entry.isIteration, let value = entry.nanoseconds(clock) {
                samples[name, default: []].append(
                    Sample(value: value, order: entry.repetitionOrder, repetitionIndex: entry.repetitionIndex, process: entry.process))
            } else if entry.name.hasSuffix("_median"), let value = entry.nanoseconds(clock) {
                medians[name] = value
            }
        }
        // A file with aggregates only (--benchmark_report_aggregates_only): its medians are the samples.
        for (name, value) in medians where samples[name] == nil {
            samples[name] = [Sample(value: value, order: nil, repetitionIndex: nil)]
        }
    }

    /// The values of a benchmark's samples (empty when it has none).
    func values(_ name: String) -> [Double] { samples[name]?.map(\.value) ?? [] }

    func contains(_ name: String) -> Bool { order.contains(name) }
}
