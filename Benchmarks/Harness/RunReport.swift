/// One run Google Benchmark reported: a single measurement or an aggregate over repetitions.
public struct RunReport: Sendable, Equatable {
    /// Full name, with an aggregate suffix such as `_median` when `aggregate` is set.
    public var name: String
    /// The benchmark's name without the aggregate suffix.
    public var runName: String
    /// nil for a measurement; "mean", "median", "stddev" or "cv" for an aggregate.
    public var aggregate: String?
    /// The error message when the benchmark failed (for example verification), else nil.
    public var error: String?
    public var iterations: Int64
    public var repetitionIndex: Int64
    public var repetitions: Int64
    /// Wall-clock nanoseconds per iteration (for the "cv" aggregate: a fraction, not a time).
    public var realTimeNanoseconds: Double
    public var cpuTimeNanoseconds: Double
    /// User counters after Google Benchmark finished them (rates divided by time).
    public var counters: [String: Double]

    public init(
        name: String, runName: String, aggregate: String? = nil, error: String? = nil, iterations: Int64 = 1,
        repetitionIndex: Int64 = 0, repetitions: Int64 = 1, realTimeNanoseconds: Double,
        cpuTimeNanoseconds: Double? = nil, counters: [String: Double] = [:]
    ) {
        self.name = name
        self.runName = runName
        self.aggregate = aggregate
        self.error = error
        self.iterations = iterations
        self.repetitionIndex = repetitionIndex
        self.repetitions = repetitions
        self.realTimeNanoseconds = realTimeNanoseconds
        self.cpuTimeNanoseconds = cpuTimeNanoseconds ?? realTimeNanoseconds
        self.counters = counters
    }
}
