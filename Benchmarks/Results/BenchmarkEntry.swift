/// One entry of Google Benchmark's JSON "benchmarks" array: an iteration run (one repetition) or
/// an aggregate. The fields the suite reads are typed; every other field (user counters such as
/// `psnr_y`, Google Benchmark's bookkeeping) is kept in `fields`, which `ResultDocument` reads and
/// writes beside them (`BenchmarkEntry+Coding.swift`), so a file read and written again keeps them.
public struct BenchmarkEntry: Sendable, Equatable, Codable {
    /// Full name (with an aggregate suffix such as `_median` for aggregates).
    public var name: String
    /// Name without the aggregate suffix (absent in very old files: then `name`).
    public var runName: String?
    /// "iteration" or "aggregate" (absent in very old files: iteration).
    public var runType: String?
    /// Which repetition (0-based) an iteration run is.
    public var repetitionIndex: Int?
    /// Iterations timed (instructions files: frames counted).
    public var iterations: Double?
    /// Per-iteration real time in `timeUnit` (instructions files: instructions per frame).
    public var realTime: Double?
    /// Per-iteration CPU time of the benchmark thread in `timeUnit` (instructions files: as `realTime`).
    public var cpuTime: Double?
    /// "ns", "us", "ms" or "s".
    public var timeUnit: String?
    /// True when the benchmark failed (SkipWithError).
    public var errorOccurred: Bool?
    /// Why it failed.
    public var errorMessage: String?
    /// The repetition's position in the run's execution order (the harness's `repetition_order`
    /// counter), when recorded. Kept in the files for people and scripts; the gate does not read it.
    public var repetitionOrder: Double?
    /// Which of the run's processes (0, 1, ...) measured this repetition, in files of `bench
    /// record`/`check --metric time`, which run the suite in several fresh processes.
    public var process: Int?
    /// Every other field as it was read, by name (not part of the entry's own `Codable`: see
    /// `BenchmarkEntry+Coding.swift`).
    public var fields: [String: JSONValue] = [:]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, iterations
        case runName = "run_name", runType = "run_type", repetitionIndex = "repetition_index"
        case realTime = "real_time", cpuTime = "cpu_time", timeUnit = "time_unit"
        case errorOccurred = "error_occurred", errorMessage = "error_message"
        case repetitionOrder = "repetition_order", process
    }

    /// An entry; `runName` defaults to `name` and `cpuTime` to `realTime`.
    public init(
        name: String, runName: String? = nil, runType: String? = "iteration", repetitionIndex: Int? = 0,
        iterations: Double? = 1, realTime: Double?, cpuTime: Double? = nil, timeUnit: String? = "ns",
        errorOccurred: Bool? = nil, errorMessage: String? = nil, repetitionOrder: Double? = nil, process: Int? = nil,
        fields: [String: JSONValue] = [:]
    ) {
        self.name = name
        self.runName = runName ?? name
        self.runType = runType
        self.repetitionIndex = repetitionIndex
        self.iterations = iterations
        self.realTime = realTime
        self.cpuTime = cpuTime ?? realTime
        self.timeUnit = timeUnit
        self.errorOccurred = errorOccurred
        self.errorMessage = errorMessage
        self.repetitionOrder = repetitionOrder
        self.process = process
        self.fields = fields
    }

    /// The benchmark this entry belongs to.
    public var benchmarkName: String { runName ?? name }
    /// True for a measurement (one repetition), false for an aggregate.
    public var isIteration: Bool { (runType ?? "iteration") == "iteration" }
    /// True when Google Benchmark reported the benchmark as failed.
    public var failed: Bool { errorOccurred ?? false }

    /// The fields of Google Benchmark and of the suite that are bookkeeping, not counters.
    public static let bookkeepingFields: Set<String> = Set(CodingKeys.allCases.map(\.rawValue)).union([
        "aggregate_name", "aggregate_unit", "family_index", "per_family_instance_index", "repetitions", "threads", "label",
        ResultDocument.instructionsCounter,
    ])

    /// The entry's counters: its finite numeric fields that are not bookkeeping (`psnr_y`,
    /// `allocations_per_frame`, ...).
    public var counters: [String: Double] {
        var counters: [String: Double] = [:]
        for (key, value) in fields where !Self.bookkeepingFields.contains(key) {
            if let number = value.number, number.isFinite { counters[key] = number }
        }
        return counters
    }

    /// Real time per iteration in nanoseconds (instructions files: instructions), or nil.
    public var realNanoseconds: Double? { Self.nanoseconds(realTime, unit: timeUnit) }

    /// CPU time of the benchmark thread per iteration in nanoseconds (instructions files:
    /// instructions), or nil.
    public var cpuNanoseconds: Double? { Self.nanoseconds(cpuTime, unit: timeUnit) }

    /// Why this entry's times cannot be times (negative, or beyond a Double once in nanoseconds,
    /// like `-1e308 us`), or nil. Google Benchmark never writes such values; a file holding them
    /// was edited or damaged, and its comparisons would be meaningless.
    public var timeProblem: String? {
        for (key, value, nanoseconds) in [("real_time", realTime, realNanoseconds), ("cpu_time", cpuTime, cpuNanoseconds)] {
            guard let value else { continue }
            if value < 0 || !(nanoseconds ?? 0).isFinite {
                return "benchmark '\(name)': \(key) \(value) \(timeUnit ?? "ns") is not a time (negative, or too large)"
            }
        }
        return nil
    }

    /// The value `clock` reads, in nanoseconds.
    public func nanoseconds(_ clock: TimeClock) -> Double? {
        switch clock {
        case .real: return realNanoseconds
        case .cpu: return cpuNanoseconds
        }
    }

    private static func nanoseconds(_ value: Double?, unit: String?) -> Double? {
        guard let value else { return nil }
        switch unit ?? "ns" {
        case "ns": return value
        case "us": return value * 1e3
        case "ms": return value * 1e6
        case "s": return value * 1e9
        default: return nil
        }
    }
}
