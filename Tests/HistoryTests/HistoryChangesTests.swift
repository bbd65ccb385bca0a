import Foundation
import Gate
@testable import History
import Results
import Testing

/// Change points over a whole history: commit ranges, grouping by run, the newest run's verdict.
@Suite struct HistoryChangesTests {
    static func history(_ values: [[String: Double]]) -> RunHistory {
        let points = values.indices.map {
            RunHistory.Point(commit: "c\($0)", date: "2026-01-\(10 + $0)T00:00:00Z", source: "run\($0).json")
        }
        var table: [String: [Int: Double]] = [:]
        for (index, run) in values.enumerated() { for (name, value) in run { table[name, default: [:]][index] = value } }
        return RunHistory(profile: "p", metric: .instructions, points: points, values: table)
    }

    @Test func stepsCarryTheirCommitRangeAndAreGroupedByTheRunThatBroughtThem() {
        let history = Self.history([["A": 100, "B": 10], ["A": 100, "B": 10], ["A": 60, "B": 10], ["A": 60, "B": 20]])
        let changes = HistoryChanges(history: history, detector: ChangePointDetector(metric: .instructions))
        #expect(changes.steps.map(\.benchmark) == ["A", "B"])
        #expect(changes.steps[0].lastBefore.commit == "c1" && changes.steps[0].firstAfter.commit == "c2")
        #expect(changes.stepsByRun.map(\.point.commit) == ["c2", "c3"])
        #expect(changes.newestRegressions(threshold: 0.01).map(\.benchmark) == ["B"])
        #expect(changes.netChanges["A"].map { $0.first == 100 && $0.last == 60 } == true)
    }

    @Test func theFilterSelectsAndAStepDownAtTheNewestRunIsNoRegression() throws {
        let history = Self.history([["A": 100, "B": 10], ["A": 100, "B": 10], ["A": 90, "B": 12]])
        let filter = try BenchmarkFilter("^A$")
        let changes = HistoryChanges(history: history, detector: ChangePointDetector(metric: .instructions), filter: filter)
        #expect(changes.examined == 1)
        #expect(changes.steps.map(\.benchmark) == ["A"])
        #expect(changes.newestRegressions(threshold: 0.01).isEmpty)
    }
}
