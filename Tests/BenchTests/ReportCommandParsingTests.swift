@testable import bench
import Testing

@Suite struct ReportCommandParsingTests {
    @Test func reportTakesRunsABaselineOrAVerdictAndABudget() throws {
        let report = try parse(["report", "a.json", "b.json", "--baseline", "base.json", "--cpu-budget", "12.5", "--output", "r.html"],
                               as: ReportCommand.self)
        #expect(report.runs == ["a.json", "b.json"] && report.baseline == "base.json" && report.verdict == nil)
        #expect(report.cpuBudget == 12.5 && report.output == "r.html")
    }

    @Test func reportRefusesIncompleteOrContradictoryArguments() {
        expectRefusal(["report", "--output", "r.html"], saying: "pass at least one run JSON file")
        expectRefusal(["report", "a.json"], saying: "Missing expected argument '--output <FILE>'")
        expectRefusal(["report", "a.json", "--output", "r.html", "--baseline", "b", "--verdict", "v"], saying: "not both")
        expectRefusal(["report", "a.json", "--output", "r.html", "--cpu-budget", "0"], saying: "--cpu-budget must be above 0")
    }

    @Test func runWithReportSavesItsJSONNextToThePage() throws {
        let run = try parse(["--quick", "--report", "out/r.html"], as: RunCommand.self)
        #expect(run.report == "out/r.html")
        let json = ReportCommand.runJSON(for: "out/r.html", benchmarkFlags: run.benchmarkFlags)
        #expect(json.path == "out/r.json")
        #expect(json.flags == ["--benchmark_out=out/r.json", "--benchmark_out_format=json"])
        // The user's own --benchmark_out is the one read.
        #expect(ReportCommand.runJSON(for: "r.html", benchmarkFlags: ["--benchmark_out=mine.json"]).path == "mine.json")
    }
}
