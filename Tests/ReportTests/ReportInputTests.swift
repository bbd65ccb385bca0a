import Foundation
import Gate
@testable import Report
import Results
import Statistics
import Testing

/// Reading the files `bench` writes, and what the page says about bad input.
@Suite struct ReportInputTests {
    static func entry(_ name: String, _ time: String, extra: String = "", type: String = "iteration", suffix: String = "") -> String {
        """
        {"name": "\(name)\(suffix)", "run_name": "\(name)", "run_type": "\(type)", "repetition_index": 0, "iterations": 10,
         "real_time": \(time), "cpu_time": \(time), "time_unit": "us"\(extra)}
        """
    }

    static func run(_ entries: [String], metadata: String = "") -> Data {
        Data("{\"context\": {\"build_configuration\": \"release\", \"num_cpus\": 2}, \(metadata) \"benchmarks\": [\(entries.joined(separator: ","))]}".utf8)
    }

    func read(_ data: Data) throws(ReportInputError) -> ReportData { ReportData(files: [try RunFile.decode(data, path: "run.json")]) }

    @Test func aJSONThatIsNotABenchFileIsRejectedWithAMessage() {
        #expect(throws: ReportInputError.resultFile(.notBenchmarkJSON(path: "x.json", role: .run))) {
            try RunFile.decode(Data("{\"hello\": 1}".utf8), path: "x.json")
        }
        #expect(throws: ReportInputError.resultFile(.unreadable(path: "x.json", role: .run, reason: "not valid JSON"))) {
            try RunFile.decode(Data("<html>".utf8), path: "x.json")
        }
        #expect(ReportInputError.resultFile(.notBenchmarkJSON(path: "x.json", role: .run)).description.contains("bench record"))
    }

    @Test func nanAndNullAggregatesAreTolerated() throws {
        let data = try read(Self.run([
            Self.entry("I420ToNV12/simd/640x360/hot", "8.0", extra: ", \"psnr_y\": NaN"),
            Self.entry("I420ToNV12/simd/640x360/hot", "10.0"),
            Self.entry("I420ToNV12/simd/640x360/hot", "NaN", type: "aggregate", suffix: "_cv"),
            Self.entry("I420ToNV12/simd/640x360/hot", "null", type: "aggregate", suffix: "_stddev"),
            Self.entry("I420ToNV12/libyuv/640x360/hot", "null", type: "aggregate", suffix: "_median"),
        ]))
        let simd = try #require(data.benchmark("I420ToNV12/simd/640x360/hot"))
        #expect(simd.median == 9_000 && simd.spread == 8_000...10_000)
        #expect(simd.counter(.psnrY) == nil)
        #expect(data.benchmark("I420ToNV12/libyuv/640x360/hot")?.median == nil)
        #expect(HTMLReport(data: data).render().contains("no result"))
    }

    @Test func rooflineColumnsAreNamedForWhatTheyDivideBy() throws {
        let ratio = ", \"roofline_ratio\": 1.5"
        let data = try read(Self.run([
            Self.entry("I420ToNV12/simd/640x360/hot", "8.0", extra: ratio), Self.entry("Memcpy/640x360/hot", "4.0"),
            Self.entry("I420ToNV12/simd/640x360/cold", "16.0", extra: ratio), Self.entry("Memcpy/640x360/cold", "12.0"),
            Self.entry("ReadOrder/rows/640x360/cold", "10.0", extra: ratio),
        ]))
        let page = HTMLReport(data: data).render()
        for column in ["x hot roofline", "x cold roofline", "x read roofline"] { #expect(page.contains(column), "\(column)") }
        #expect(!page.contains("read+write roofline"))
        // The memcpy of the same bytes bounds the conversion (50% hot), not the read order.
        #expect(data.summary.memcpyRoofline(of: "I420ToNV12/simd/640x360/hot")?.name.full == "Memcpy/640x360/hot")
        #expect(data.summary.memcpyRoofline(of: "ReadOrder/rows/640x360/cold") == nil)
        #expect(page.contains("<td>50%</td>"))
    }

    @Test func onlyAggregatesGiveTheMedianAggregate() throws {
        let data = try read(Self.run([Self.entry("Memcpy/640x360/hot", "2.5", type: "aggregate", suffix: "_median"),
                                       Self.entry("Memcpy/640x360/hot", "2.7", type: "aggregate", suffix: "_mean")]))
        #expect(data.benchmark("Memcpy/640x360/hot")?.median == 2_500)
    }

    @Test func anEmptyRunGivesAPageThatSaysSo() throws {
        let data = try read(Self.run([]))
        let page = HTMLReport(data: data).render()
        #expect(page.contains("an empty run"))
        #expect(page.contains("No operation benchmarks in this run."))
        #expect(page.contains("No pipeline benchmarks in this run."))
    }

    @Test func failedBenchmarksAreNamedInTheBannerAndTheirCharts() throws {
        let data = try read(Self.run([
            Self.entry("I420ToNV12/simd/640x360/hot", "8.0", extra: ", \"error_occurred\": true, \"error_message\": \"verification failed: row 3\""),
            Self.entry("I420ToNV12/libyuv/640x360/hot", "5.0"),
        ]))
        #expect(data.problems.contains { $0.contains("1 benchmark(s) failed: I420ToNV12/simd/640x360/hot") })
        let page = HTMLReport(data: data).render()
        #expect(page.contains("class=\"banner\""))
        #expect(page.contains("FAILED: verification failed: row 3"))
    }

    @Test func aBaselineOfTheOtherMetricGivesAMarkedSection() throws {
        let metadata = try JSONEncoder().encode(ResultMetadata(
            metric: .instructions, profile: "p",
            machine: MachineProfile(architecture: "x86_64", cpuModel: "c", logicalCores: 2, caches: [], simdFeatures: [],
                                    operatingSystem: "Linux", swiftVersion: "6", libyuvVersion: "1", valgrindVersion: "v",
                                    buildConfiguration: "release"),
            gitCommit: "abc", date: "d", settings: RunSettings(sizes: [], scope: "standard", cacheStates: ["hot"], filter: nil),
            calibrations: [:]))
        let baseline = FileManager.default.temporaryDirectory.appendingPathComponent("report-baseline-\(UUID()).json")
        try Self.run([Self.entry("I420ToNV12/simd/640x360/hot", "8.0")], metadata: "\"metadata\": \(String(decoding: metadata, as: UTF8.self)),")
            .write(to: baseline)
        defer { try? FileManager.default.removeItem(at: baseline) }
        let data = try read(Self.run([Self.entry("I420ToNV12/simd/640x360/hot", "8.0")]))
        let comparison = BaselineChanges.baseline(path: baseline.path, run: data)
        #expect(comparison.failure?.contains("measures instructions, not time") == true)
        let page = HTMLReport(data: data, changes: comparison).render()
        #expect(page.contains("No comparison: the baseline"))
    }

    @Test func aVerdictWithNonFiniteChangesIsRead() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("report-verdict-\(UUID()).json")
        try Data("""
            {"status": "fail", "exitCode": 3, "metric": "instructions", "warnings": [], "counts": {}, "units": {}, "benchmarks": [
             {"name": "A/x/640x360/hot", "verdict": "regression", "baseline": 100, "current": 120, "change": 0.2, "threshold": 0.01,
              "baselineSamples": 1, "currentSamples": 1},
             {"name": "B/x/640x360/hot", "verdict": "missing", "baseline": 100, "change": "nan", "threshold": 0.01,
              "baselineSamples": 1, "currentSamples": 0},
             {"name": "C/x/640x360/hot", "verdict": "new", "current": 5, "change": null, "threshold": 0.01,
              "baselineSamples": 0, "currentSamples": 1}]}
            """.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let comparison = try BaselineChanges.verdict(path: file.path)
        #expect(comparison.rows.map(\.verdict) == [.regression, .missing, .new])
        #expect(comparison.rows[0].change == 0.2)
        #expect(comparison.rows[1].change?.isFinite != true && comparison.rows[2].change == nil)
        #expect(throws: ReportInputError.self) { try BaselineChanges.verdict(path: "/nonexistent/verdict.json") }
    }

    @Test func thePageIsSelfContained() throws {
        let data = try read(Self.run([Self.entry("I420ToNV12/simd/640x360/hot", "8.0"), Self.entry("Memcpy/640x360/hot", "2.0")]))
        let page = HTMLReport(data: data).render()
        #expect(!page.contains("<script") && !page.contains("src=") && !page.contains("<link"))
        #expect(page.contains("memcpy 2 µs"))
    }
}

@Suite struct ReportBannerTests {
    @Test func aDebugBuildGetsTheWarningBanner() throws {
        let data = Data("""
            {"context": {"build_configuration": "debug"}, "benchmarks": [
             {"name": "Memcpy/640x360/hot", "run_type": "iteration", "real_time": 3.0, "cpu_time": 3.0, "time_unit": "us"}]}
            """.utf8)
        let page = HTMLReport(data: ReportData(files: [try RunFile.decode(data, path: "debug.json")])).render()
        #expect(page.contains("class=\"banner\"") && page.contains("This is a debug build"))
    }

    @Test func moreStrategiesThanColoursGetSquares() throws {
        let entries = (0..<12).map { index in
            ReportInputTests.entry("ScaleI420/s\(index)/1920x1080/640x360/hot", "\(100 + index)", extra: ", \"psnr_y\": \(30 + index)")
        }
        let data = ReportData(files: [try RunFile.decode(ReportInputTests.run(entries), path: "r.json")])
        let svg = try #require(QualitySection(data: data).figure(title: "t", members: data.benchmarks).svg)
        let document = try SVGDocument(svg)
        #expect(document.elements("circle", class: "mark").count == Palette.series.count)
        #expect(document.elements("rect", class: "mark").count == 12 - Palette.series.count)
    }
}
