import Results

/// The regression threshold of each benchmark: a default, overridden by patterns. (`bench check`
/// parses `--threshold` and `--threshold-for` into typed values and passes them here.)
public struct Thresholds: Sendable {
    /// A pattern and the threshold (a fraction: 0.05 = 5%) of the benchmarks it matches.
    public struct Override: Sendable {
        /// The benchmarks it applies to.
        public let filter: BenchmarkFilter
        /// Their threshold, a fraction.
        public let threshold: Double

        /// The threshold `threshold` (a fraction) for the benchmarks `filter` selects.
        public init(filter: BenchmarkFilter, threshold: Double) { (self.filter, self.threshold) = (filter, threshold) }
    }

    /// The threshold of benchmarks no override matches (a fraction).
    public let defaultThreshold: Double
    /// Overrides in order; the LAST one that matches a benchmark wins.
    public let overrides: [Override]

    /// A default and overrides (later overrides win).
    public init(defaultThreshold: Double, overrides: [Override] = []) {
        self.defaultThreshold = defaultThreshold
        self.overrides = overrides
    }

    /// The threshold for the benchmark `name`.
    public func threshold(for name: String) -> Double {
        overrides.last { $0.filter.matches(name) }?.threshold ?? defaultThreshold
    }
}
