import Foundation
@testable import Gate
import Testing

/// Instructions per cycle from the two metrics, and what is flagged as a measurement problem.
@Suite struct MetricCrossCheckTests {
    @Test("instructions per cycle: instructions / (seconds x cycles per second)")
    func arithmetic() {
        #expect(MetricCrossCheck.instructionsPerCycle(instructions: 3e6, nanoseconds: 1e6, clockHertz: 3e9) == 1)
        #expect(MetricCrossCheck.instructionsPerCycle(instructions: 6e6, nanoseconds: 5e5, clockHertz: 4e9) == 3)
        #expect(abs(MetricCrossCheck.instructionsPerCycle(instructions: 159.75e6, nanoseconds: 21.3e6, clockHertz: 3.55e9) - 2.1127) < 1e-3)
    }

    @Test("above 6 or below 0.05 per cycle is a measurement problem; the bounds themselves are not")
    func thresholds() {
        #expect(MetricCrossCheck.problem(instructionsPerCycle: 6) == nil)
        #expect(MetricCrossCheck.problem(instructionsPerCycle: 0.05) == nil)
        #expect(MetricCrossCheck.problem(instructionsPerCycle: 2.5) == nil)
        #expect(MetricCrossCheck.problem(instructionsPerCycle: 6.01)?.hasPrefix("measurement problem: 6.01 instructions per cycle") == true)
        #expect(MetricCrossCheck.problem(instructionsPerCycle: 0.049)?.contains("below 0.050") == true)
        #expect(MetricCrossCheck.problem(instructionsPerCycle: .infinity) != nil)
        #expect(MetricCrossCheck.problem(instructionsPerCycle: .nan) != nil)
    }

    static func report() -> GateReport {
        let names = ["A/hot", "B/hot", "C/hot", "D/hot"]
        let rows = names.map { name in
            GateRow(name: name, verdict: .pass, baseline: 1e6, current: name == "D/hot" ? nil : 1e6, rawChange: 0, change: 0,
                    pValue: 0.5, threshold: 0.05, baselineSamples: 24, currentSamples: 12, calibration: nil, note: nil)
        }
        return GateReport(settings: GateSettings(metric: .time), rows: rows)
    }

    @Test("a report's rows with both a count and a time, flagged rows in the Markdown and the JSON verdict")
    func inReport() throws {
        var report = Self.report()
        // 1 ms per frame at 2 GHz is 2 M cycles: A 4 M instructions (2/cycle), B 20 M (10/cycle), C 20 k (0.01/cycle).
        report.crossCheck = MetricCrossCheck(
            report: report, instructions: ["A/hot": 4e6, "B/hot": 2e7, "C/hot": 2e4, "D/hot": 1e6, "E/hot": 1],
            instructionsSource: "i.json at abc1234", clockHertz: 2e9)
        let crossCheck = try #require(report.crossCheck)
        #expect(crossCheck.rows.map(\.name) == ["A/hot", "B/hot", "C/hot"])
        #expect(crossCheck.rows.map(\.instructionsPerCycle) == [2, 10, 0.01])
        #expect(crossCheck.rows.map { $0.problem != nil } == [false, true, true])
        #expect(crossCheck.problemCount == 2)
        #expect(report.exitCode == .pass)

        let markdown = report.renderMarkdown()
        #expect(markdown.contains("#### Instructions per cycle (the two metrics cross-checked)"))
        #expect(markdown.contains("(2.000 GHz)"))
        #expect(markdown.contains("**2 measurement problems**"))
        #expect(markdown.contains("| `A/hot` | 4.0000 M | 1.000 ms | 2.00 |  |"))
        #expect(markdown.contains("| `B/hot` | 20.0000 M | 1.000 ms | 10.00 | **measurement problem: 10.00 instructions per cycle"))

        let json = try #require(try JSONSerialization.jsonObject(with: report.renderJSON()) as? [String: Any])
        let cross = try #require(json["crossCheck"] as? [String: Any])
        #expect(cross["clockHertz"] as? Double == 2e9)
        let rows = try #require(cross["rows"] as? [[String: Any]])
        #expect(rows.count == 3 && rows[1]["problem"] is String && rows[0]["problem"] == nil)
        #expect((json["units"] as? [String: String])?["crossCheck.clockHertz"] != nil)
    }

    @Test("no cross-check: the note says why in Markdown and JSON; instructions reports have neither")
    func withoutCrossCheck() throws {
        var report = Self.report()
        report.crossCheckNote = "no instructions file at x.json"
        #expect(report.renderMarkdown().contains("Instructions per cycle: not computed: no instructions file at x.json."))
        let json = try #require(try JSONSerialization.jsonObject(with: report.renderJSON()) as? [String: Any])
        #expect(json["crossCheck"] == nil && json["crossCheckNote"] as? String == "no instructions file at x.json")
        let instructions = GateReport(settings: GateSettings(metric: .instructions), rows: [])
        #expect(!instructions.renderMarkdown().contains("per cycle"))
        let instructionsJSON = String(decoding: instructions.renderJSON(), as: UTF8.self)
        #expect(!instructionsJSON.contains("crossCheck"))
    }

    @Test("an instructions file of another architecture or row-kernel build is not set beside the time")
    func incompatibility() {
        var v3 = Fixtures.machine
        v3.rowKernels = "x86-64-v3"
        #expect(MetricCrossCheck.incompatibility(instructionsMachine: Fixtures.machine, timeMachine: Fixtures.machine) == nil)
        #expect(MetricCrossCheck.incompatibility(instructionsMachine: Fixtures.machine, timeMachine: v3)?.contains("row kernels") == true)
        var arm = Fixtures.machine
        arm.architecture = "aarch64"
        #expect(MetricCrossCheck.incompatibility(instructionsMachine: arm, timeMachine: Fixtures.machine)?.contains("aarch64") == true)
    }
}
