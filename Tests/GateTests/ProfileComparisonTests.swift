import Foundation
@testable import Gate
@testable import Results
import Testing

/// Where a changed benchmark's instructions moved: the movers, their shares, and how the gate's
/// table, summary and verdict show them.
@Suite struct ProfileComparisonTests {
    static func profile(_ total: Double, kernel: Double, other: Double = 0) -> FunctionProfile {
        FunctionProfile(
            benchmark: "ScaleI420/box-simd/1920x1080/960x540/hot", instructionsPerFrame: total,
            functions: [FunctionCost(name: "run", library: "bench", selfPerFrame: total - kernel - other, inclusivePerFrame: total),
                        FunctionCost(name: "boxRow(_:)", library: "bench", selfPerFrame: kernel, inclusivePerFrame: kernel)]
                + (other > 0 ? [FunctionCost(name: "helper", library: "libc.so.6", selfPerFrame: other, inclusivePerFrame: other)] : []),
            stacks: [StackCost(frames: ["run", "boxRow(_:)"], selfPerFrame: kernel), StackCost(frames: ["run"], selfPerFrame: total - kernel - other)])
    }

    @Test("the function that moved most first, with its share of the benchmark's change")
    func movers() throws {
        let comparison = ProfileComparison(baseline: Self.profile(526_724, kernel: 512_553), current: Self.profile(542_724, kernel: 528_053, other: 600))
        #expect(comparison.change == 16_000)
        let first = try #require(comparison.movers.first)
        #expect(first.name == "boxRow(_:)")
        #expect(first.change == 15_500)
        #expect(abs((first.share ?? 0) - 15_500.0 / 16_000) < 1e-12)
        #expect(comparison.movers.map(\.name) == ["boxRow(_:)", "helper", "run"])
        #expect(comparison.movers[1].before == nil)
        #expect(abs(comparison.unlisted) < 1e-9)
    }

    @Test("a function on one side only, under the other profile's floor, is not a move")
    func floor() {
        var current = Self.profile(542_724, kernel: 528_053)
        current.functions.append(FunctionCost(name: "tiny", library: "bench", selfPerFrame: 300, inclusivePerFrame: 300))
        let comparison = ProfileComparison(baseline: Self.profile(526_724, kernel: 512_553), current: current)
        #expect(!comparison.movers.contains { $0.name == "tiny" })
    }

    static func report(_ verdict: Verdict) -> GateReport {
        let row = GateRow(name: "ScaleI420/box-simd/1920x1080/960x540/hot", verdict: verdict, baseline: 526_724, current: 542_724,
                          rawChange: 0.0304, change: 0.0304, pValue: nil, threshold: 0.01, baselineSamples: 1, currentSamples: 1,
                          calibration: nil, note: nil)
        var report = GateReport(settings: GateSettings(metric: .instructions), rows: [row])
        report.profiles = ProfileComparison.forChangedRows(
            report.rows, baseline: ProfileDocument(counter: "callgrind", architecture: "x86_64", gitCommit: "a", benchmarks: [Self.profile(526_724, kernel: 512_553)]),
            run: ProfileDocument(counter: "callgrind", architecture: "x86_64", gitCommit: "b", benchmarks: [Self.profile(542_724, kernel: 528_053)])).comparisons
        return report
    }

    @Test("the console, the Markdown summary and the verdict name the mover with its change per frame")
    func rendered() throws {
        let report = Self.report(.regression)
        #expect(report.profiles.count == 1)
        let table = report.renderTable()
        #expect(table.contains("where the instructions went"))
        #expect(table.contains("+15,500  96.9%  boxRow(_:)   512,553  528,053  bench"))
        let markdown = report.renderMarkdown()
        #expect(markdown.contains("#### Where the instructions went"))
        #expect(markdown.contains("| +15,500 | 96.9% | `boxRow(_:)` | 512,553 | 528,053 | bench |"))
        let verdict = try VerdictFile.decode(report.renderJSON())
        #expect(verdict.profiles == report.profiles)
        #expect(verdict.profiles?.first?.movers.first?.name == "boxRow(_:)")
    }

    @Test("only REGRESSION and IMPROVEMENT rows are compared")
    func onlyChangedRows() {
        #expect(Self.report(.pass).profiles.isEmpty)
        #expect(Self.report(.improvement).profiles.count == 1)
    }
}
