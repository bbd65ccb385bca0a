import Foundation
import Gate
import Results
import Statistics

/// The change points of every benchmark of one history (profile and metric), with the runs and
/// commits around each: what `bench history changes` prints and judges.
public struct HistoryChanges: Sendable {
    /// One step of one benchmark.
    public struct Step: Sendable, Equatable {
        /// The benchmark's full name.
        public var benchmark: String
        /// The step in the benchmark's own series (indices are positions in that series).
        public var changePoint: ChangePoint
        /// The last point of the old level and the first of the new one (`RunHistory.points`).
        public var lastBefore: RunHistory.Point
        public var firstAfter: RunHistory.Point
        /// The point (position in `RunHistory.points`) of `firstAfter`.
        public var run: Int
        /// True when the step starts at the newest run of the history.
        public var atNewestRun: Bool
        /// The runs the benchmark has in all.
        public var runs: Int
    }

    /// The history examined.
    public let history: RunHistory
    /// time: the clock read.
    public let clock: TimeClock
    /// Every step of every benchmark, by benchmark name, oldest first.
    public let steps: [Step]
    /// Benchmarks examined (selected by the filter, with at least two runs).
    public let examined: Int
    /// Each examined benchmark's first and last level (medians of its first and last segments).
    public let netChanges: [String: (first: Double, last: Double)]
    /// Outlier runs set aside, by benchmark (point indices).
    public let outliers: [String: [Int]]
    /// The runs where a calibration steps: a step there is the machine's.
    public let machineChanges: MachineChangeRuns

    /// Runs `detector` on every benchmark of `history` that `filter` selects and that has at least
    /// two runs, on `clock` (time).
    public init(history: RunHistory, detector: ChangePointDetector, filter: BenchmarkFilter? = nil, clock: TimeClock = .real) {
        self.history = history
        self.clock = clock
        machineChanges = MachineChangeRuns(history: history, detector: detector, clock: clock)
        var steps: [Step] = [], net: [String: (Double, Double)] = [:], outliers: [String: [Int]] = [:]
        var examined = 0
        let newest = history.points.count - 1
        for benchmark in history.benchmarks where filter?.matches(benchmark) ?? true {
            let series = history.series(benchmark, clock: clock).filter { $0.value > 0 }
            guard series.count >= 2 else { continue }
            examined += 1
            let analysis = detector.analyse(series.map(\.value))
            for point in analysis.changePoints {
                steps.append(Step(
                    benchmark: benchmark, changePoint: point, lastBefore: history.points[series[point.index - 1].point],
                    firstAfter: history.points[series[point.index].point], run: series[point.index].point, atNewestRun: series[point.index].point == newest,
                    runs: series.count))
            }
            if !analysis.outliers.isEmpty { outliers[benchmark] = analysis.outliers.map { series[$0].point } }
            let first = analysis.changePoints.first?.before ?? series.map(\.value).median ?? 0
            let last = analysis.changePoints.last?.after ?? first
            net[benchmark] = (first, last)
        }
        self.steps = steps
        self.examined = examined
        self.netChanges = net
        self.outliers = outliers
    }

    /// The verdict on `step`: `calibration` for a calibration's own step; `machineChanged` when a
    /// calibration steps at the same run (`machineChanges`); otherwise `rule`'s
    /// (`ComparisonRule.historyStep`): regression, improvement or pass by the step's size.
    public func verdict(_ step: Step, rule: ComparisonRule) -> Verdict {
        if CalibrationBenchmarks.contains(step.benchmark) { return .calibration }
        if machineChanges.contains(step.run) { return .machineChanged }
        return rule.verdict(change: step.changePoint.change, pValue: nil)
    }

    /// Steps at the newest run that `ComparisonRule.historyStep(threshold:)` judges regressions:
    /// up (slower, more instructions) beyond `threshold`, and not at a run where the machine changed.
    public func newestRegressions(threshold: Double) -> [Step] {
        newest(.regression, threshold: threshold)
    }

    /// Steps at the newest run whose verdict (`verdict(_:rule:)` by `ComparisonRule.historyStep(threshold:)`) is `verdict`.
    public func newest(_ verdict: Verdict, threshold: Double) -> [Step] {
        let rule = ComparisonRule.historyStep(threshold: threshold)
        return steps.filter { $0.atNewestRun && self.verdict($0, rule: rule) == verdict }
    }

    /// The steps grouped by the run that starts them (the commit that brought them), in history order.
    public var stepsByRun: [(point: RunHistory.Point, steps: [Step])] {
        var order: [RunHistory.Point] = []
        var groups: [String: [Step]] = [:]
        func key(_ point: RunHistory.Point) -> String { point.commit + "|" + point.date }
        for step in steps {
            if groups[key(step.firstAfter)] == nil { order.append(step.firstAfter) }
            groups[key(step.firstAfter), default: []].append(step)
        }
        order.sort { $0.date < $1.date }
        return order.map { ($0, groups[key($0)] ?? []) }
    }
}
