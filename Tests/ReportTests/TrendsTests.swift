import Foundation
import Gate
import History
@testable import Report
import Testing

/// Section 7: the chain-linked index per strategy, its change points, the geometric-mean line.
@Suite struct TrendsTests {
    static func history() -> RunHistory {
        let points = (0..<4).map { RunHistory.Point(commit: "c\($0)", date: "2026-01-1\($0)T00:00:00Z", source: "r\($0).json") }
        let values: [String: [Int: Double]] = [
            "Scale/simd/1280x720/hot": [0: 100, 1: 100, 2: 50, 3: 50],
            // Added at the third run: it must not move the index.
            "Scale/simd/1920x1080/hot": [2: 999, 3: 999],
            "Scale/scalar/1280x720/hot": [0: 400, 1: 400, 2: 400, 3: 440],
            "Memcpy/1280x720/hot": [0: 10, 1: 10, 2: 10, 3: 10],
        ]
        return RunHistory(profile: "linux-x86_64-2core", metric: .instructions, points: points, values: values)
    }

    @Test func eachStrategyIsAChainLinkedIndexWithItsChangePoints() throws {
        let trends = TrendLines(history: Self.history(), detector: ChangePointDetector(metric: .instructions))
        let operation = try #require(trends.operations.first)
        #expect(trends.operations.map(\.name) == ["Scale"])
        #expect(operation.strategies.map(\.label) == ["scalar", "simd"])
        let simd = operation.strategies[1]
        #expect(simd.values.map(\.value) == [1, 1, 0.5, 0.5])
        #expect(simd.changes.map(\.point) == [2])
        #expect(operation.strategies[0].changes.map(\.point) == [3])
        let mean = operation.geometricMean.values.map(\.value)
        #expect(abs(mean[2] - 0.5.squareRoot()) < 1e-12)
        // From the third run to the fourth, three benchmarks are in both (the 1080p one now counts).
        #expect(abs(mean[3] - 0.5.squareRoot() * pow(1.1, 1.0 / 3)) < 1e-12)
    }

    @Test func theSectionDrawsTheLinesAndMarksTheChangePoints() throws {
        let trends = TrendLines(history: Self.history(), detector: ChangePointDetector(metric: .instructions))
        let html = TrendsSection(trends: [trends], historyPath: "h.sqlite", metric: .instructions).node.render()
        #expect(html.contains("7. Trends in h.sqlite"))
        #expect(html.contains("Scale (instructions, linux-x86_64-2core)"))
        #expect(html.components(separatedBy: "point mark hollow").count - 1 == 2)
        #expect(html.contains("c2 -50.0%") && html.contains("c3 +10.0%"))
        let time = TrendsSection(trends: [trends], historyPath: "h.sqlite", metric: .time).node.render()
        #expect(time.contains("holds no time runs"))
        #expect(TrendsSection(trends: nil, historyPath: nil, metric: .time).node.render().contains("No history given"))
    }
}
