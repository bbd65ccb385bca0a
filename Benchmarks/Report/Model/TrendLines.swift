import Gate
import History
import Results

/// The trends of one history (machine profile and metric) per operation: for each strategy, a
/// chain-linked index over the runs (1 at the strategy's first run; from one run to the next,
/// multiplied by the geometric mean of the ratios of the benchmarks measured in both, so that
/// benchmarks added later do not move it), the change points of that index, and the same index
/// over all of the operation's benchmarks (the operation's geometric-mean line).
public struct TrendLines: Sendable {
    /// One line of a chart.
    public struct Line: Sendable {
        /// The strategy, or "geometric mean".
        public var label: String
        /// (point index in the history, index value).
        public var values: [(point: Int, value: Double)]
        /// Change points of the line, as point indices, with their step, and whether a calibration
        /// steps at the same run (the machine changed there, not the code).
        public var changes: [(point: Int, change: Double, machineChanged: Bool)]
    }

    /// One operation's chart.
    public struct Operation: Sendable {
        /// The operation, for example "ScaleI420".
        public var name: String
        /// One line per strategy with two runs or more, by name.
        public var strategies: [Line]
        /// The index over all the operation's benchmarks.
        public var geometricMean: Line
    }

    /// The history drawn.
    public let history: RunHistory
    /// One chart per operation, by name.
    public let operations: [Operation]
    /// The runs where a calibration of the history steps.
    public let machineChanges: MachineChangeRuns

    /// The lines of `history`'s benchmarks that have a strategy (not the memcpy roofline or the
    /// calibrations), change points by `detector`.
    public init(history: RunHistory, detector: ChangePointDetector) {
        self.history = history
        let machineChanges = MachineChangeRuns(history: history, detector: detector)
        self.machineChanges = machineChanges
        var byOperation: [String: [String: [String]]] = [:]
        for benchmark in history.benchmarks {
            let name = BenchmarkName(benchmark)
            guard let strategy = name.strategy else { continue }
            byOperation[name.operation, default: [:]][strategy, default: []].append(benchmark)
        }
        operations = byOperation.keys.sorted().compactMap { operation in
            let strategies = byOperation[operation] ?? [:]
            let lines = strategies.keys.sorted().compactMap { strategy in
                Self.line(label: strategy, benchmarks: strategies[strategy] ?? [], history: history, detector: detector,
                          machineChanges: machineChanges)
            }
            guard !lines.isEmpty,
                  let mean = Self.line(label: "geometric mean", benchmarks: strategies.values.flatMap { $0 }, history: history,
                                       detector: detector, machineChanges: machineChanges) else { return nil }
            return Operation(name: operation, strategies: lines, geometricMean: mean)
        }
    }

    /// The chain-linked index of `benchmarks`; nil when it has fewer than two runs.
    static func line(
        label: String, benchmarks: [String], history: RunHistory, detector: ChangePointDetector, machineChanges: MachineChangeRuns
    ) -> Line? {
        var values: [(point: Int, value: Double)] = []
        var previous: Int?
        for point in history.points.indices {
            let here = benchmarks.filter { (history.values[$0]?[point] ?? 0) > 0 }
            guard !here.isEmpty else { continue }
            guard let last = previous, let lastValue = values.last?.value else {
                values.append((point, 1))
                previous = point
                continue
            }
            let common = here.filter { (history.values[$0]?[last] ?? 0) > 0 }
            guard !common.isEmpty else { continue }
            let logSum = common.reduce(0.0) { sum, name in
                sum + log((history.values[name]?[point] ?? 1) / (history.values[name]?[last] ?? 1))
            }
            values.append((point, lastValue * exp(logSum / Double(common.count))))
            previous = point
        }
        guard values.count >= 2 else { return nil }
        let analysis = detector.analyse(values.map(\.value))
        return Line(label: label, values: values, changes: analysis.changePoints.map { point in
            let run = values[point.index].point
            return (run, point.change, machineChanges.contains(run))
        })
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
