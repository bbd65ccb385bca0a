import Gate
@testable import History
import Testing

/// `bench history changes`' text: the rule it applied, and a machine change told from a code change.
@Suite struct HistoryChangesTextTests {
    static func text(memcpyStep: Bool) -> String {
        let points = (0..<4).map { RunHistory.Point(commit: "c\($0)", date: "2026-01-1\($0)T00:00:00Z", source: "r\($0).json") }
        let history = RunHistory(profile: "p", metric: .time, points: points, values: [
            "A/simd/1280x720/hot": [0: 1000, 1: 1000, 2: 1000, 3: 1100],
            "Memcpy/1280x720/hot": [0: 500, 1: 500, 2: 500, 3: memcpyStep ? 560 : 500],
        ])
        let detector = ChangePointDetector(metric: .time)
        return HistoryChanges(history: history, detector: detector).text(detector: detector, threshold: 0.01)
    }

    @Test("only the benchmark steps: a regression at the newest run")
    func codeChange() {
        let text = Self.text(memcpyStep: false)
        #expect(text.contains("rule: change beyond 1% (exact counts") && text.contains("machine changed"))
        #expect(text.contains("REGRESSION") && !text.contains("[machine changed]"))
    }

    @Test("the memcpy roofline steps with it: machine changed, no regression")
    func machineChange() {
        let text = Self.text(memcpyStep: true)
        #expect(text.contains("[machine changed]") && text.contains("[calibration]") && text.contains("calibrations stepped here"))
        #expect(!text.contains("REGRESSION") && text.contains("the machine changed (its calibrations stepped)"))
    }
}
