import Gate
import Results

/// The runs of a history at which the machine changed as its calibrations see it: the runs where a
/// calibration benchmark (`CalibrationBenchmarks`: the memcpy rooflines, the compute calibration)
/// starts a step. A benchmark's step at one of these runs is the machine's, not the code's.
public struct MachineChangeRuns: Sendable, Equatable {
    /// Point indices (positions in `RunHistory.points`) where a calibration steps, with the
    /// calibrations that step there.
    public let calibrationsByRun: [Int: [String]]

    /// The runs where a calibration of `history` steps, found by `detector` on `clock`'s values
    /// (every calibration of the history, whatever a filter selects for display). Time only:
    /// instruction counts are the binary's, not the host's, so a calibration whose count steps is a
    /// change of code or toolchain and marks no run.
    public init(history: RunHistory, detector: ChangePointDetector, clock: TimeClock = .real) {
        var byRun: [Int: [String]] = [:]
        guard history.metric == .time else {
            calibrationsByRun = byRun
            return
        }
        for benchmark in history.benchmarks where CalibrationBenchmarks.contains(benchmark) {
            let series = history.series(benchmark, clock: clock).filter { $0.value > 0 }
            guard series.count >= 2 else { continue }
            for point in detector.analyse(series.map(\.value)).changePoints {
                byRun[series[point.index].point, default: []].append(benchmark)
            }
        }
        calibrationsByRun = byRun
    }

    /// True when a calibration starts a step at the point `run`.
    public func contains(_ run: Int) -> Bool { calibrationsByRun[run] != nil }

    /// What `bench history changes` and the report's trends say about the rule they apply.
    public static let ruleDescription = """
        a step at a run where a calibration (\(CalibrationBenchmarks.memcpyPrefix)..., \(CalibrationBenchmarks.compute)) \
        also steps is marked "machine changed": the machine's, not the code's; time only, as instruction counts do not \
        depend on the host
        """
}
