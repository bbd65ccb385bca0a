import Foundation

/// Every benchmark of a result file that `bench` writes (a run, a baseline, a check's saved run; time
/// or instructions) as samples of its main value and of each of its counters: what `bench compare`
/// and `bench export` read.
public struct ResultSamples: Sendable, Equatable {
    /// One benchmark's samples.
    public struct Benchmark: Sendable, Equatable {
        /// The benchmark's name (without an aggregate suffix).
        public let name: String
        /// The main value per sample, nanoseconds (time) or instructions (instructions) per frame:
        /// in files of several processes (record, check) one sample per process, its fastest
        /// repetition, as the gate takes them; otherwise one per repetition; in a file of
        /// aggregates only, the median. Empty when the benchmark failed.
        public internal(set) var values: [Double] = []
        /// Each counter's values, one per repetition (or the median aggregate's).
        public internal(set) var counters: [String: [Double]] = [:]
        /// Why the benchmark failed, or nil.
        public internal(set) var failure: String?
    }

    /// What the main values are.
    public let metric: Metric
    /// The benchmarks in file order.
    public let benchmarks: [Benchmark]

    /// The entry fields that are Google Benchmark's or the suite's bookkeeping, not counters.
    static let bookkeepingFields: Set<String> = [
        "name", "run_name", "run_type", "aggregate_name", "aggregate_unit", "family_index",
        "per_family_instance_index", "repetitions", "repetition_index", "threads", "iterations", "real_time",
        "cpu_time", "time_unit", "error_occurred", "error_message", "label", ProcessRuns.processKey, "repetition_order",
        ResultDocument.instructionsCounter,
    ]

    /// Reads any result file; the metric is the file's (its metadata, else time).
    /// - Throws: `ResultFileError` with a message saying what to do.
    public static func read(path: String, clock: TimeClock = .real) throws(ResultFileError) -> ResultSamples {
        guard FileManager.default.fileExists(atPath: path) else { throw .notFound(path: path, role: .run) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, role: .run, reason: "cannot open the file")
        }
        return try decode(data, path: path, clock: clock)
    }

    /// `read` without the file system.
    public static func decode(_ data: Data, path: String, clock: TimeClock = .real) throws(ResultFileError) -> ResultSamples {
        let strict = GoogleBenchmarkJSON.finiteOnly(data)
        guard let object = (try? JSONSerialization.jsonObject(with: strict)) as? [String: Any],
              let rawEntries = object["benchmarks"] as? [[String: Any]] else {
            throw .notBenchmarkJSON(path: path, role: .run)
        }
        let metadataMetric = ((object[ResultDocument.metadataKey] as? [String: Any])?["metric"] as? String)
            .flatMap(Metric.init(rawValue:))
        let metric = metadataMetric ?? .time
        let document = try ResultDocument.decode(strict, path: path, role: .run, metric: metric, requireMetadata: false)
        guard document.benchmarks.count == rawEntries.count else { throw .notBenchmarkJSON(path: path, role: .run) }

        var order: [String] = []
        var byName: [String: Benchmark] = [:]
        var fastestPerProcess: [String: [Int: Double]] = [:]
        var medians: [String: (value: Double?, counters: [String: Double])] = [:]
        for (entry, raw) in zip(document.benchmarks, rawEntries) {
            let name = entry.benchmarkName
            if byName[name] == nil { order.append(name); byName[name] = Benchmark(name: name) }
            let counters = Self.counters(raw)
            if entry.failed {
                byName[name]?.failure = entry.errorMessage ?? "failed"
            } else if entry.isIteration, let value = entry.nanoseconds(clock) {
                if let process = entry.process {
                    fastestPerProcess[name, default: [:]][process] = min(fastestPerProcess[name]?[process] ?? value, value)
                } else {
                    byName[name]?.values.append(value)
                }
                for (counter, value) in counters { byName[name]?.counters[counter, default: []].append(value) }
            } else if entry.name.hasSuffix("_median") {
                medians[name] = (entry.nanoseconds(clock), counters)
            }
        }
        for (name, fastest) in fastestPerProcess { byName[name]?.values += fastest.keys.sorted().compactMap { fastest[$0] } }
        // A file of aggregates only (--benchmark_report_aggregates_only): the medians stand for the repetitions.
        for (name, median) in medians where byName[name]?.values.isEmpty == true && byName[name]?.failure == nil {
            byName[name]?.values = median.value.map { [$0] } ?? []
            byName[name]?.counters = median.counters.mapValues { [$0] }
        }
        return ResultSamples(metric: metric, benchmarks: order.compactMap { byName[$0] })
    }

    /// An entry's counters: its numeric fields that are not bookkeeping.
    private static func counters(_ raw: [String: Any]) -> [String: Double] {
        var counters: [String: Double] = [:]
        for (key, value) in raw where !bookkeepingFields.contains(key) {
            // (Booleans: Google Benchmark writes only error_occurred, which is bookkeeping.)
            guard let number = value as? NSNumber else { continue }
            if number.doubleValue.isFinite { counters[key] = number.doubleValue }
        }
        return counters
    }
}
