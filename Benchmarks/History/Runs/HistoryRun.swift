import Foundation
import Gate
import Results

/// One run as the history stores it: where and what it measured, and one value per benchmark.
public struct HistoryRun: Sendable, Equatable {
    /// One benchmark's figure in the run.
    public struct Measurement: Sendable, Equatable {
        /// The benchmark's full name.
        public var benchmark: String
        /// Median of the run's samples on real time (nanoseconds per frame), or the instruction count.
        public var value: Double
        /// The same on CPU time (equal to `value` for instructions).
        public var cpuValue: Double?
        /// How many samples the median is of.
        public var samples: Int

        /// A measurement; `cpuValue` defaults to `value`.
        public init(benchmark: String, value: Double, cpuValue: Double? = nil, samples: Int = 1) {
            self.benchmark = benchmark
            self.value = value
            self.cpuValue = cpuValue ?? value
            self.samples = samples
        }
    }

    /// The machine profile's name, for example "linux-x86_64-2core".
    public var profile: String
    /// What the run measures.
    public var metric: Metric
    /// The measured sources' commit (`ResultMetadata.gitCommit`).
    public var commit: String
    /// When the run was measured (ISO 8601), which orders a series.
    public var date: String
    /// The run's settings as canonical JSON (sizes, scope, repetitions, ...).
    public var settings: String
    /// The machine's facts, or nil when unknown.
    public var machine: MachineProfile?
    /// The file it came from (`git:REV:path` for import-git).
    public var source: String
    /// import-git: the commit that committed the file, and its subject.
    public var committedIn: String?
    public var note: String?
    /// One figure per benchmark that did not fail.
    public var measurements: [Measurement]

    /// The run a result file holds. Each benchmark's value is its `BenchmarkSummary`'s median (of
    /// its samples: one per process in files of `record`/`check`, else one per repetition);
    /// benchmarks without one (failed) are left out.
    /// - Parameter identity: for a file without metadata (a plain `bench run --benchmark_out`
    ///   file): the commit, profile and machine to record it under; nil rejects such a file.
    /// - Throws: `HistoryError.missingIdentity` for a plain file without `identity`.
    public init(document: ResultDocument, source: String,
                identity: (commit: String, profile: String, machine: MachineProfile)? = nil) throws(HistoryError) {
        if let metadata = document.metadata {
            profile = metadata.profile
            commit = metadata.gitCommit
            date = metadata.date
            machine = metadata.machine
            settings = Self.canonical(metadata.settings)
        } else if let identity {
            profile = identity.profile
            commit = identity.commit
            machine = identity.machine
            date = document.context["date"]?.text ?? ""
            var facts: [String: String] = [:]
            for key in ["library_build_type", "executable", "num_cpus", "mhz_per_cpu"] {
                if let value = document.context[key]?.text { facts[key] = value }
            }
            settings = Self.canonical(facts)
        } else {
            throw .missingIdentity(path: source)
        }
        metric = document.metric
        self.source = source
        measurements = RunSummary(document).benchmarks.compactMap { benchmark in
            guard let median = benchmark.median else { return nil }
            return Measurement(benchmark: benchmark.name.full, value: median, cpuValue: benchmark.cpuMedian,
                               samples: benchmark.samples.count)
        }
    }

    /// A run from its parts (tests, and runs read back from the database).
    public init(profile: String, metric: Metric, commit: String, date: String, settings: String = "{}",
                machine: MachineProfile? = nil, source: String, committedIn: String? = nil, note: String? = nil,
                measurements: [Measurement]) {
        self.profile = profile
        self.metric = metric
        self.commit = commit
        self.date = date
        self.settings = settings
        self.machine = machine
        self.source = source
        self.committedIn = committedIn
        self.note = note
        self.measurements = measurements
    }

    /// A digest of the measurements (FNV-1a, 64 bits, over the sorted names and values): two runs
    /// with the same key and digest are the same run.
    public var fingerprint: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for measurement in measurements.sorted(by: { $0.benchmark < $1.benchmark }) {
            for byte in "\(measurement.benchmark)=\(measurement.value.bitPattern);".utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }

    static func canonical<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
