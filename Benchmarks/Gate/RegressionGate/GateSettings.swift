import Results

/// Settings of one comparison.
public struct GateSettings: Sendable {
    /// What the files measure.
    public var metric: Metric
    /// The threshold of each benchmark.
    public let thresholds: Thresholds
    /// The rule (`ComparisonRule.gate`) at the default threshold: each benchmark is judged by it at
    /// its own threshold (`rule(for:)`).
    public let rule: ComparisonRule
    /// Restricts the comparison to the benchmarks it selects; nil for all.
    public var filter: BenchmarkFilter?
    /// The clock the time metric reads (wall clock by default).
    public var clock: TimeClock

    /// The defaults: the metric's threshold (time 5%, instructions 1%), the U test at
    /// `ComparisonRule.gateAlpha` (time), no filter, wall clock.
    public init(
        metric: Metric, thresholds: Thresholds? = nil, alpha: Double = ComparisonRule.gateAlpha, filter: BenchmarkFilter? = nil,
        clock: TimeClock = .real
    ) {
        self.metric = metric
        self.thresholds = thresholds ?? Thresholds(defaultThreshold: metric.defaultThreshold)
        rule = .gate(metric: metric, threshold: self.thresholds.defaultThreshold, alpha: alpha)
        self.filter = filter
        self.clock = clock
    }

    /// The rule for the benchmark `name`: `rule` at its threshold.
    public func rule(for name: String) -> ComparisonRule { rule.with(threshold: thresholds.threshold(for: name)) }
}
