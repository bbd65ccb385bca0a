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
    /// The rule every row is decided by (`ComparisonRule.compare`).
    public let rule: ComparisonRule

    /// Why two files cannot be compared.
    public struct MetricMismatch: Error, CustomStringConvertible {
        public let base: Metric
        public let new: Metric
        public var description: String {
            "the files measure different things (base: \(base.rawValue), new: \(new.rawValue)); compare two time files or two instructions files"
        }
    }

    /// Compares `new` with `base`, over the benchmarks `filter` selects (all when nil). A
    /// benchmark's samples and median are its `BenchmarkSummary`'s (`RunSummary` of each file): one
    /// sample per process (its fastest repetition) in files of several processes, else one per
    /// repetition.
    /// - Parameters:
    ///   - clock: time: the clock compared.
    ///   - rule: what marks a row; default `ComparisonRule.compare` for the files' metric (beyond
    ///     its gate threshold; time: where the U test gives p < 0.05, the change alone where the
    ///     samples are too few for the test).
    /// - Throws: `MetricMismatch` when the files measure different metrics.
    public init(
        base: ResultDocument, new: ResultDocument, clock: TimeClock = .real, filter: BenchmarkFilter? = nil, rule: ComparisonRule? = nil
    ) throws(MetricMismatch) {
        guard base.metric == new.metric else { throw MetricMismatch(base: base.metric, new: new.metric) }
        metric = base.metric
        let rule = rule ?? .compare(metric: base.metric)
        self.rule = rule
        let before = RunSummary(base), after = RunSummary(new)
        let selected = { (summary: BenchmarkSummary) in filter?.matches(summary.name.full) ?? true }
        let baseBenchmarks = before.benchmarks.filter(selected), newBenchmarks = after.benchmarks.filter(selected)
        added = newBenchmarks.map(\.name.full).filter { before[$0] == nil }
        removed = baseBenchmarks.map(\.name.full).filter { after[$0] == nil }
        var failed: [String] = []
        var rows: [FileComparisonRow] = []
        for beforeSummary in baseBenchmarks {
            let name = beforeSummary.name.full
            guard let afterSummary = after[name] else { continue }
            var beforeValues = beforeSummary.samples(clock), afterValues = afterSummary.samples(clock)
            guard var beforeMedian = beforeSummary.median(clock), var afterMedian = afterSummary.median(clock) else {
                failed.append(name)
                continue
            }
            // x86-64 instruction counts that record their string instructions: each once (a `rep movsb` per byte
            // would make a copy that moved from vector loads to it look like a regression of several times).
            let stringsOnce = metric == .instructions && beforeSummary.stringBytesPerFrame != nil && afterSummary.stringBytesPerFrame != nil
            if stringsOnce, let once = beforeSummary.comparableMedian, let onceAfter = afterSummary.comparableMedian {
                (beforeMedian, afterMedian, beforeValues, afterValues) = (once, onceAfter, [once], [onceAfter])
            }
            let outcome = rule.decide(before: beforeValues, after: afterValues)
            var row = FileComparisonRow(
                name: name, before: beforeMedian, after: afterMedian,
                change: outcome.change ?? Double.relativeChange(from: beforeMedian, to: afterMedian), pValue: outcome.pValue,
                samples: (beforeValues.count, afterValues.count), verdict: outcome.verdict)
            if stringsOnce { row.stringBytes = (beforeSummary.stringBytesPerFrame, afterSummary.stringBytesPerFrame) }
            rows.append(row)
        }
        failed += added.filter { after[$0]?.samples(clock).isEmpty ?? true }
        self.rows = rows
        self.failed = failed
    }
}

extension BenchmarkSummary {
    /// The samples on `clock` (instructions: the counts, on either).
    func samples(_ clock: TimeClock) -> [Double] { clock == .cpu ? cpuSamples : samples }

    /// The median on `clock`; nil without samples.
    func median(_ clock: TimeClock) -> Double? { clock == .cpu ? cpuMedian : median }
}
