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

    @Test("an instructions step says the bisect that finds its commit; a time step does not")
    func bisectCommand() {
        let commits = ["1111111aaaa", "2222222bbbb", "3333333cccc", "4444444dddd"]
        let points = commits.enumerated().map { RunHistory.Point(commit: $0.element, date: "2026-01-1\($0.offset)T00:00:00Z", source: "r.json") }
        let values: [String: [Int: Double]] = ["ScaleI420/box-simd/1920x1080/960x540/hot": [0: 526_724, 1: 526_724, 2: 542_724, 3: 542_724]]
        let detector = ChangePointDetector(metric: .instructions)
        let text = HistoryChanges(history: RunHistory(profile: "linux-x86_64-2core", metric: .instructions, points: points, values: values),
                                  detector: detector).text(detector: detector, threshold: 0.01)
        #expect(text.contains("find the commit: bench bisect --good 2222222bbbb --bad 3333333cccc --filter '^ScaleI420/box-simd/1920x1080/960x540/hot$'"))
        let arm64 = HistoryChanges(history: RunHistory(profile: "linux-aarch64-qemu", metric: .instructions, points: points, values: values),
                                   detector: detector).text(detector: detector, threshold: 0.01)
        #expect(arm64.contains("--arch aarch64"))
        #expect(!Self.text(memcpyStep: false).contains("bench bisect"))
    }
}
