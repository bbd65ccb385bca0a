/// What a baseline or a run measures.
public enum Metric: String, Sendable, Codable, CaseIterable {
    /// Wall-clock time per frame from Google Benchmark, with repetitions; gated on the change of the
    /// median normalised by the calibration benchmark AND a Mann-Whitney U test.
    case time
    /// Instructions per frame counted under callgrind: deterministic for a binary and its input,
    /// gated on the change alone.
    case instructions

    /// The default regression threshold, as a fraction (0.05 = 5%).
    public var defaultThreshold: Double {
        switch self {
        case .time: return 0.05
        case .instructions: return 0.01
        }
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
