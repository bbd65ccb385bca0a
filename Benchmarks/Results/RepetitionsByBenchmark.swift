import Statistics

/// One repetition of a benchmark in a result file, on the clock read.
public struct Repetition: Sendable, Equatable {
    /// Nanoseconds per frame (time) or instructions per frame (instructions).
    public let value: Double
    /// The process that measured it, in files of `bench record`/`check --metric time` (several
    /// processes); nil in files of one process, such as `bench run --benchmark_out`.
    public var process: Int?
    /// Its entry's position in the document's `benchmarks`.
    public var entry: Int

    /// A repetition of `value`, measured by `process`, read from the entry at `entry`.
    public init(value: Double, process: Int? = nil, entry: Int = 0) {
        self.value = value
        self.process = process
        self.entry = entry
    }
}

/// Every benchmark's repetitions in one result file, and the benchmarks that failed: time files
/// hold repetitions (nanoseconds per frame on one clock), instructions files one count per
/// benchmark (instructions per frame). What the gate, `bench compare`, `bench export` and `bench
/// report` read from a `ResultDocument`; `samples(_:)` is what one sample of a benchmark is.
public struct RepetitionsByBenchmark: Sendable {
    /// Benchmark names in file order (measured, failed or aggregates only).
    public private(set) var names: [String] = []
    /// Each benchmark's repetitions in file order; none for a benchmark that only failed. In a
    /// file of aggregates only (`--benchmark_report_aggregates_only`), the median aggregate (else
    /// the mean) stands for the repetitions.
    public private(set) var repetitions: [String: [Repetition]] = [:]
    /// Why a benchmark failed, by name.
    public private(set) var failures: [String: String] = [:]
    /// The entries the repetitions point to (`Repetition.entry`).
    public let entries: [BenchmarkEntry]

    /// Reads `clock` (time files; instructions files hold the same count in both).
    public init(_ document: ResultDocument, clock: TimeClock = .real) {
        entries = document.benchmarks
        var aggregates: [String: (median: Repetition?, mean: Repetition?)] = [:]
        var seen: Set<String> = []
        for (index, entry) in document.benchmarks.enumerated() {
            let name = entry.benchmarkName
            if seen.insert(name).inserted { names.append(name) }
            if entry.failed {
                failures[name] = entry.errorMessage ?? "failed"
            } else if entry.isIteration, let value = entry.nanoseconds(clock) {
                repetitions[name, default: []].append(Repetition(value: value, process: entry.process, entry: index))
            } else if let value = entry.nanoseconds(clock) {
                if entry.name.hasSuffix("_median") { aggregates[name, default: (nil, nil)].median = Repetition(value: value, entry: index) }
                if entry.name.hasSuffix("_mean") { aggregates[name, default: (nil, nil)].mean = Repetition(value: value, entry: index) }
            }
        }
        for (name, aggregate) in aggregates where repetitions[name] == nil {
            if let stand = aggregate.median ?? aggregate.mean { repetitions[name] = [stand] }
        }
    }

    /// The values of a benchmark's repetitions (empty when it has none).
    public func values(_ name: String) -> [Double] { repetitions[name]?.map(\.value) ?? [] }

    /// True when the file names the benchmark at all (measured, failed or aggregates only).
    public func contains(_ name: String) -> Bool { names.contains(name) }

    /// A benchmark's samples: in files of several processes (every repetition tagged with its
    /// process), one per process, its fastest repetition (`[Repetition].fastestInEachProcess`), in
    /// process order; otherwise one per repetition.
    public func samples(_ name: String) -> [Repetition] {
        let all = repetitions[name] ?? []
        guard !all.isEmpty, all.allSatisfy({ $0.process != nil }) else { return all }
        let fastest = all.fastestInEachProcess
        return fastest.keys.sorted().compactMap { fastest[$0] }
    }

    /// The counters of the entry a repetition was read from.
    public func counters(of repetition: Repetition) -> [String: Double] {
        repetition.entry < entries.count ? entries[repetition.entry].counters : [:]
    }
}

extension Array where Element == Repetition {
    /// The one definition of "a process's sample": of each process, its fastest repetition with a
    /// positive value (noise on a shared machine only adds time, so the fastest repetition is the
    /// least disturbed one), by process. Repetitions without a process are left out.
    public var fastestInEachProcess: [Int: Repetition] {
        var fastest: [Int: Repetition] = [:]
        for repetition in self where repetition.value > 0 {
            guard let process = repetition.process else { continue }
            if repetition.value < fastest[process]?.value ?? .infinity { fastest[process] = repetition }
        }
        return fastest
    }
}
