import Foundation
import Gate
@testable import Report
import Results
import Testing

/// Which bars the charts highlight: by the strategy family the files record, else (said on the
/// page) by the catalogue the report's `bench` passes; never by how a strategy's id is spelled.
@Suite struct StrategyFamilyTests {
    static let machine = MachineProfile(
        architecture: "x86_64", cpuModel: "c", logicalCores: 2, caches: [], simdFeatures: [], operatingSystem: "Linux",
        swiftVersion: "6", libyuvVersion: "1", valgrindVersion: "v", buildConfiguration: "release")

    static func file(families: [String: String]?) throws -> RunFile {
        let entries = ["Scale/box/640x360/hot", "Scale/libyuv-like/640x360/hot", "Scale/naive/640x360/hot"].map {
            BenchmarkEntry(name: $0, realTime: 5)
        }
        let metadata = ResultMetadata(
            metric: .time, profile: "p", machine: machine, gitCommit: "abc", date: "d",
            settings: RunSettings(sizes: [], scope: "standard", cacheStates: ["hot"], filter: nil), calibrations: [:],
            strategyFamilies: families)
        let data = ResultDocument(benchmarks: entries, metadata: metadata).encoded()
        return try RunFile.decode(data, path: "run.json")
    }

    @Test("the families a file records decide the highlights, whatever the ids say")
    func recordedFamilies() throws {
        let file = try Self.file(families: ["Scale/box/640x360/hot": "libyuv", "Scale/libyuv-like/640x360/hot": "simd"])
        let data = ReportData(files: [file], catalogue: StrategyCatalogue(families: ["Scale/naive": "naive"]))
        #expect(data.familySource == .files)
        #expect(data.benchmark("Scale/box/640x360/hot")?.isLibyuv == true)
        #expect(data.benchmark("Scale/libyuv-like/640x360/hot")?.isLibyuv == false)
        // Recorded without a family: not highlighted, even where the catalogue knows the strategy.
        #expect(data.benchmark("Scale/naive/640x360/hot")?.isNaive == false)
        #expect(!HTMLReport(data: data).render().contains("strategy families"))
    }

    @Test("files without the record take the catalogue's families, and the page says so")
    func catalogueFallback() throws {
        let data = ReportData(files: [try Self.file(families: nil)], catalogue: StrategyCatalogue(families: ["Scale/naive": "naive", "Scale/box": "libyuv"]))
        #expect(data.familySource == .catalogue)
        #expect(data.benchmark("Scale/naive/640x360/hot")?.isNaive == true)
        #expect(data.benchmark("Scale/box/640x360/hot")?.isLibyuv == true)
        #expect(data.benchmark("Scale/libyuv-like/640x360/hot")?.family == nil)
        #expect(HTMLReport(data: data).render().contains("from this bench&#39;s catalogue")
            || HTMLReport(data: data).render().contains("from this bench's catalogue"))
    }
}
