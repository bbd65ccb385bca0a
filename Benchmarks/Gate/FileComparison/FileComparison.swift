import Foundation
import Results
import Statistics

/// `bench compare`: every benchmark two result files have in common (median before and after,
/// change, U test where both sides have enough samples), and those only one file has. A report,
/// not a gate: no calibration to the machine's speed, no thresholds per benchmark.
public struct FileComparison: Sendable {
    /// What the values are (both files measure it).
    public let metric: Metric
    /// Benchmarks in both files, in the base file's order.
    public let rows: [FileComparisonRow]
    /// Only in the new file, only in the base file, failed in either.
    public let added: [String]
    public let removed: [String]
    public let failed: [String]
    /// The change beyond which a row is marked, and the U test's significance level.
    public let threshold: Double
    public let alpha: Double
    /// The rule every row is decided by: `ComparisonRule.compare` with `threshold` and `alpha`.
    public var rule: ComparisonRule { .compare(metric: metric, threshold: threshold, alpha: alpha) }

    /// Why two files cannot be compared.
    public struct MetricMismatch: Error, CustomStringConvertible {
        public let base: Metric
        public let new: Metric
        public var description: String {
            "the files measure different things (base: \(base.rawValue), new: \(new.rawValue)); compare two time files or two instructions files"
        }
    }

    /// Compares `new` with `base`, over the benchmarks `filter` selects (all when nil). A
    /// benchmark's samples are `RepetitionsByBenchmark.samples(_:)`: one per process (its fastest
    /// repetition) in files of several processes, else one per repetition.
    /// - Parameters:
    ///   - clock: time: the clock compared.
    ///   - threshold: a change beyond it (a fraction) is marked; default: the metric's gate threshold.
    ///   - alpha: time: a change is marked only when the U test gives p < alpha, where both sides
    ///     have enough samples for the test to reach it (else the change alone decides).
    /// - Throws: `MetricMismatch` when the files measure different metrics.
    public init(
        base: ResultDocument, new: ResultDocument, clock: TimeClock = .real, filter: BenchmarkFilter? = nil,
        threshold: Double? = nil, alpha: Double = ComparisonRule.compareAlpha
    ) throws(MetricMismatch) {
        guard base.metric == new.metric else { throw MetricMismatch(base: base.metric, new: new.metric) }
        metric = base.metric
        self.threshold = threshold ?? base.metric.defaultThreshold
        self.alpha = alpha
        let before = base.repetitions(clock: clock), after = new.repetitions(clock: clock)
        let selected = { (name: String) in filter?.matches(name) ?? true }
        let baseNames = before.names.filter(selected), newNames = after.names.filter(selected)
        let samples = { (file: RepetitionsByBenchmark, name: String) in file.samples(name).map(\.value) }
        added = newNames.filter { !before.contains($0) }
        removed = baseNames.filter { !after.contains($0) }
        var failed: [String] = []
        var rows: [FileComparisonRow] = []
        let rule = ComparisonRule.compare(metric: metric, threshold: self.threshold, alpha: alpha)
        for name in baseNames where after.contains(name) {
            let beforeValues = samples(before, name), afterValues = samples(after, name)
            guard let beforeMedian = beforeValues.median, let afterMedian = afterValues.median else {
                failed.append(name)
                continue
            }
            let outcome = rule.decide(before: beforeValues, after: afterValues)
            rows.append(FileComparisonRow(
                name: name, before: beforeMedian, after: afterMedian,
                change: outcome.change ?? Double.relativeChange(from: beforeMedian, to: afterMedian), pValue: outcome.pValue,
                samples: (beforeValues.count, afterValues.count), verdict: outcome.verdict))
        }
        failed += added.filter { samples(after, $0).isEmpty }
        self.rows = rows
        self.failed = failed
    }
}
