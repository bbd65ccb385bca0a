import Foundation
import Gate
import History
@testable import Report
import Testing

/// The trends page marks a change point where a calibration stepped too as the machine's.
@Suite struct TrendsMachineChangeTests {
    static func history(memcpyStep: Bool) -> RunHistory {
        let points = (0..<6).map { RunHistory.Point(commit: "c\($0)", date: "2026-01-1\($0)T00:00:00Z", source: "r\($0).json") }
        let memcpy: [Int: Double] = memcpyStep ? [0: 10, 1: 10, 2: 10, 3: 12, 4: 12, 5: 12] : [0: 10, 1: 10, 2: 10, 3: 10, 4: 10, 5: 10]
        return RunHistory(profile: "linux-x86_64-2core", metric: .time, points: points, values: [
            "Scale/simd/1280x720/hot": [0: 100, 1: 100, 2: 100, 3: 120, 4: 120, 5: 120], "Memcpy/1280x720/hot": memcpy,
        ])
    }

    @Test(arguments: [true, false])
    func aChangePointWithACalibrationStepIsTheMachines(memcpyStep: Bool) throws {
        let trends = TrendLines(history: Self.history(memcpyStep: memcpyStep), detector: ChangePointDetector(metric: .time))
        let simd = try #require(trends.operations.first?.strategies.first)
        #expect(simd.changes.map(\.point) == [3] && simd.changes.map(\.machineChanged) == [memcpyStep])
        let html = TrendsSection(trends: [trends], historyPath: "h.sqlite", metric: .time).node.render()
        #expect(html.contains("machine changed") == true)  // the rule is always stated
        #expect(html.contains("(machine changed)") == memcpyStep)
    }
}
