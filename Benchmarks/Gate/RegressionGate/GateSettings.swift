import Results

/// Settings of one comparison.
public struct GateSettings: Sendable {
    /// What the files measure.
    public var metric: Metric
    /// The threshold of each benchmark.
    public var thresholds: Thresholds
    /// Significance level of the U test (time).
    public var alpha: Double
    /// Restricts the comparison to the benchmarks it selects; nil for all.
    public var filter: BenchmarkFilter?
    /// The clock the time metric reads (wall clock by default).
    public var clock: TimeClock

    /// The defaults: the metric's threshold (time 5%, instructions 1%), alpha 0.01, no filter, wall clock.
    public init(
        metric: Metric, thresholds: Thresholds? = nil, alpha: Double = ComparisonRule.gateAlpha, filter: BenchmarkFilter? = nil,
        clock: TimeClock = .real
    ) {
        self.metric = metric
        self.thresholds = thresholds ?? Thresholds(defaultThreshold: metric.defaultThreshold)
        self.alpha = alpha
        self.filter = filter
        self.clock = clock
    }

    /// The comparison rule for the benchmark `name`: `ComparisonRule.gate` at its threshold.
    public func rule(for name: String) -> ComparisonRule {
        .gate(metric: metric, threshold: thresholds.threshold(for: name), alpha: alpha)
    }
}
