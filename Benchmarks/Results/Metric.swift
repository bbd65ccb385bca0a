/// What a baseline or a run measures.
public enum Metric: String, Sendable, Codable, CaseIterable {
    /// Wall-clock time per frame from Google Benchmark, with repetitions; gated on the change of the
    /// median normalised by the calibration benchmark AND a Mann-Whitney U test.
    case time
    /// Instructions per frame counted under callgrind: deterministic for a binary and its input,
    /// gated on the change alone.
    case instructions
    /// Heap allocations and bytes allocated per frame and frame memory held, counted in an untimed
    /// pass (`MemoryMeasure`): deterministic for a binary and its input, gated on the change alone.
    case memory

    /// The default regression threshold, as a fraction (0.05 = 5%).
    public var defaultThreshold: Double {
        switch self {
        case .time: return 0.05
        case .instructions, .memory: return 0.01
        }
    }

    /// True for the metrics whose values are exact for a build (counts, not times).
    public var isExact: Bool { self != .time }

    /// The benchmark an entry of a file of this metric measures (a memory file's entries name the
    /// measure too: `MemoryMeasure`).
    public func benchmark(ofEntry name: String) -> String {
        self == .memory ? MemoryMeasure.benchmark(ofEntry: name) : name
    }
}

/// Which of Google Benchmark's clocks the time metric reads.
public enum TimeClock: String, Sendable, Codable, CaseIterable {
    /// Wall-clock time per frame (`real_time`): what a user waits for, including any time the
    /// thread spent descheduled while other processes ran.
    case real
    /// CPU time of the benchmark thread per frame (`cpu_time`): excludes time spent descheduled,
    /// so it survives an oversubscribed machine (still sees cache and memory contention).
    case cpu
}
