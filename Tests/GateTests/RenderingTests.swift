import Foundation
@testable import Gate
import Testing

@Suite struct RenderingTests {
    typealias F = Fixtures

    func regressedReport() -> GateReport {
        var slower = F.times
        slower[F.simd] = (slower[F.simd] ?? 0) * 1.2
        slower["New/1280x720/hot"] = 1000
        return RegressionGate.compare(
            baseline: F.timeDocument(F.times, calibrations: F.calibrations, seed: 21),
            run: F.timeDocument(slower, calibrations: F.calibrations, seed: 22), settings: GateSettings(metric: .time))
    }

    @Test("the table has a header, one line per benchmark and a headline with the exit code")
    func table() {
        let text = regressedReport().renderTable()
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("benchmark") == true)
        #expect(lines.first?.contains("U test") == true)
        #expect(lines.contains { $0.hasPrefix(F.simd) && $0.hasSuffix("REGRESSION") })
        #expect(lines.contains { $0.hasPrefix("New/1280x720/hot") && $0.hasSuffix("NEW") })
        #expect(lines.last?.hasPrefix("gate: FAIL (exit 2)") == true)
    }

    @Test("Markdown: headline, failing list, a table row per benchmark")
    func markdown() {
        let report = regressedReport()
        let text = report.renderMarkdown()
        #expect(text.hasPrefix("### Benchmark regression gate (time)"))
        #expect(text.contains("**FAIL (exit 2)"))
        #expect(text.contains("- `\(F.simd)`: **regression** +"))
        #expect(text.contains("| benchmark | baseline | now | change | U test p | threshold | verdict |"))
        let tableRows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(tableRows.count == report.rows.count)
        #expect(text.contains("re-record"))
    }

    @Test("JSON verdict: status, exit code, counts and one entry per benchmark")
    func json() throws {
        let report = regressedReport()
        let object = try #require(try JSONSerialization.jsonObject(with: report.renderJSON()) as? [String: Any])
        #expect(object["status"] as? String == "fail")
        #expect(object["exitCode"] as? Int == 2)
        #expect(object["metric"] as? String == "time")
        let counts = try #require(object["counts"] as? [String: Int])
        #expect(counts["regression"] == 1 && counts["new"] == 1 && counts["calibration"] == 1)
        let rows = try #require(object["benchmarks"] as? [[String: Any]])
        #expect(rows.count == report.rows.count)
        let simd = try #require(rows.first { $0["name"] as? String == F.simd })
        #expect(simd["verdict"] as? String == "regression")
        #expect((simd["pValue"] as? Double ?? 1) < 0.01)
        let decoded = try JSONDecoder().decode(VerdictFile.self, from: report.renderJSON())
        #expect(decoded == VerdictFile(report))
    }

    @Test("JSON verdict is strict: a change from a baseline of 0 is null; units are stated")
    func strictVerdict() throws {
        let report = RegressionGate.compare(
            baseline: F.instructionsDocument([F.simd: 0]), run: F.instructionsDocument([F.simd: 100]),
            settings: GateSettings(metric: .instructions))
        #expect(report.rows.first?.change == .infinity)
        let text = String(decoding: report.renderJSON(), as: UTF8.self)
        #expect(!text.contains("inf") && !text.contains("non-finite"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let row = try #require((object["benchmarks"] as? [[String: Any]])?.first)
        #expect(row["change"] is NSNull)
        #expect((object["units"] as? [String: String])?["current"] == "instructions per frame")
    }

    @Test("a report that stopped early renders its reason everywhere")
    func failureReport() throws {
        let report = GateReport(settings: GateSettings(metric: .instructions), failure: "no baseline at x", exitCode: .unusableBaseline)
        #expect(report.renderTable().contains("gate: FAIL (exit 4): no baseline at x"))
        #expect(report.renderMarkdown().contains("FAIL (exit 4): no baseline at x"))
        let object = try #require(try JSONSerialization.jsonObject(with: report.renderJSON()) as? [String: Any])
        #expect(object["failure"] as? String == "no baseline at x")
        #expect(object["exitCode"] as? Int == 4)
    }

    @Test("instructions tables say exact, not a p-value")
    func instructionsTable() {
        let report = RegressionGate.compare(
            baseline: F.instructionsDocument([F.simd: 1_000_000]), run: F.instructionsDocument([F.simd: 1_000_000]),
            settings: GateSettings(metric: .instructions))
        let text = report.renderTable()
        #expect(text.contains("exact"))
        #expect(text.contains("1.0000 M"))
        #expect(text.contains("gate: PASS (exit 0): 1 pass"))
    }
}
