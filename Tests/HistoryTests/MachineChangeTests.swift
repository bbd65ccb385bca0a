import Gate
@testable import History
import Results
import Testing

/// A benchmark's step at the same run as a calibration's step is the machine's; alone, the code's.
@Suite struct MachineChangeTests {
    static let benchmark = "I420ToNV12/simd/1280x720/hot"

    /// Six time runs; the benchmark steps +10% at the fifth, and so does `calibration` when given.
    static func history(calibration: String?, calibrationStep: Double = 1.1) -> RunHistory {
        let points = (0..<6).map { RunHistory.Point(commit: "c\($0)", date: "2026-01-1\($0)T00:00:00Z", source: "r\($0).json") }
        var values: [String: [Int: Double]] = [
            benchmark: [0: 1000, 1: 1000, 2: 1000, 3: 1000, 4: 1100, 5: 1100],
            "Memcpy/640x360/hot": [0: 50, 1: 50, 2: 50, 3: 50, 4: 50, 5: 50],
            CalibrationBenchmarks.compute: [0: 70, 1: 70, 2: 70, 3: 70, 4: 70, 5: 70],
        ]
        if let calibration {
            values[calibration] = [0: 500, 1: 500, 2: 500, 3: 500, 4: 500 * calibrationStep, 5: 500 * calibrationStep]
        }
        return RunHistory(profile: "linux-x86_64-2core", metric: .time, points: points, values: values)
    }

    static let rule = ComparisonRule.historyStep(threshold: 0.01)

    @Test("only the benchmark steps: a code change, a regression at the run that brought it")
    func codeChange() throws {
        let changes = HistoryChanges(history: Self.history(calibration: nil), detector: ChangePointDetector(metric: .time))
        let step = try #require(changes.steps.first { $0.benchmark == Self.benchmark })
        #expect(step.run == 4 && changes.verdict(step, rule: Self.rule) == .regression)
        #expect(changes.machineChanges.calibrationsByRun.isEmpty)
    }

    @Test("a memcpy roofline steps at the same run: machine changed, not a regression", arguments: [
        "Memcpy/1280x720/hot", CalibrationBenchmarks.compute,
    ])
    func machineChange(calibration: String) throws {
        let history: RunHistory
        if calibration == CalibrationBenchmarks.compute {
            var values = Self.history(calibration: nil).values
            values[calibration] = [0: 70, 1: 70, 2: 70, 3: 70, 4: 60, 5: 60]
            let base = Self.history(calibration: nil)
            history = RunHistory(profile: base.profile, metric: base.metric, points: base.points, values: values)
        } else {
            history = Self.history(calibration: calibration)
        }
        let changes = HistoryChanges(history: history, detector: ChangePointDetector(metric: .time))
        let step = try #require(changes.steps.first { $0.benchmark == Self.benchmark })
        #expect(changes.verdict(step, rule: Self.rule) == .machineChanged)
        let own = try #require(changes.steps.first { $0.benchmark == calibration })
        #expect(changes.verdict(own, rule: Self.rule) == .calibration)
        #expect(changes.machineChanges.calibrationsByRun[4] == [calibration])
    }

    @Test("the newest run: a code step is a regression, a machine step is not")
    func newestRun() {
        let points = (0..<4).map { RunHistory.Point(commit: "c\($0)", date: "2026-01-1\($0)T00:00:00Z", source: "r\($0).json") }
        let code = RunHistory(profile: "p", metric: .time, points: points, values: [
            Self.benchmark: [0: 1000, 1: 1000, 2: 1000, 3: 1100], "Memcpy/1280x720/hot": [0: 500, 1: 500, 2: 500, 3: 500],
        ])
        let machine = RunHistory(profile: "p", metric: .time, points: points, values: [
            Self.benchmark: [0: 1000, 1: 1000, 2: 1000, 3: 1100], "Memcpy/1280x720/hot": [0: 500, 1: 500, 2: 500, 3: 560],
        ])
        let detector = ChangePointDetector(metric: .time)
        #expect(HistoryChanges(history: code, detector: detector).newestRegressions(threshold: 0.01).map(\.benchmark) == [Self.benchmark])
        let judged = HistoryChanges(history: machine, detector: detector)
        #expect(judged.newestRegressions(threshold: 0.01).isEmpty)
        #expect(judged.newest(.machineChanged, threshold: 0.01).map(\.benchmark) == [Self.benchmark])
    }

    @Test("instruction counts: a calibration's step marks no machine change (counts are the binary's), the benchmark's step stays a regression")
    func instructionsKeepTheirRegressions() throws {
        let time = Self.history(calibration: "Memcpy/1280x720/hot")
        let history = RunHistory(profile: time.profile, metric: .instructions, points: time.points, values: time.values)
        let changes = HistoryChanges(history: history, detector: ChangePointDetector(metric: .instructions))
        let step = try #require(changes.steps.first { $0.benchmark == Self.benchmark })
        #expect(changes.machineChanges.calibrationsByRun.isEmpty)
        #expect(changes.verdict(step, rule: Self.rule) == .regression)
    }
}
