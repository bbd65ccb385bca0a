import Foundation
import Gate
@testable import Report
import PiPStrategyModel
import Results
import Testing

/// The upgrade table from fixtures: an arm64 instructions file whose libyuv rows carry @VERSION,
/// and a `bench libyuv-versions` time file of paired rounds.
@Suite struct UpgradeTableTests {
    static let catalogue = StrategyCatalogue(entries: [
        "RotateI420/libyuv": .init(id: "libyuv", summary: "", family: .libyuv, libyuvReference: "libyuv"),
        "RotateI420/simd": .init(id: "simd", summary: "", family: .simd, libyuvReference: "libyuv", isRecommended: true),
        "RotateI420/naive": .init(id: "naive", summary: "", family: .naive, libyuvReference: "libyuv"),
    ])

    /// An arm64 instructions baseline: RotateI420 90 at 1920x1080 for three libyuv versions
    /// (1904 as 1857, 1974 much fewer instructions) and ours; `plain` names 1857's row without
    /// its version, as a file of the installed libyuv does.
    static func instructionsFixture(plain: Bool = false) -> ResultDocument {
        let counts: [(String, Double)] = [
            ("RotateI420/naive/1920x1080/90/hot", 90_000_000), ("RotateI420/simd/1920x1080/90/hot", 4_600_000),
            (plain ? "RotateI420/libyuv/1920x1080/90/hot" : "RotateI420/libyuv@1857/1920x1080/90/hot", 10_000_000),
            ("RotateI420/libyuv@1904/1920x1080/90/hot", 10_010_000), ("RotateI420/libyuv@1974/1920x1080/90/hot", 4_000_000),
        ]
        var context: [String: JSONValue] = ["metric": .string("instructions"), "host_name": .string("qemu-aarch64")]
        if plain { context["libyuv_version"] = .string("1857") }
        return ResultDocument(benchmarks: counts.map { BenchmarkEntry(name: $0.0, realTime: $0.1) }, metadata: nil, context: context)
    }

    static func document(_ json: String) throws -> ResultDocument {
        try ResultDocument.decode(Data(json.utf8), path: "fixture.json", role: .run, metric: nil, requireMetadata: false)
    }

    @Test func instructionCountsAreJudgedExactlyAtTheGatesThreshold() throws {
        let table = UpgradeTable(document: Self.instructionsFixture(), catalogue: Self.catalogue)
        #expect(table.versions == [1857, 1904, 1974])
        #expect(table.rule == .gate(metric: .instructions, threshold: Metric.instructions.defaultThreshold))
        let row = try #require(table.rows.first)
        #expect(table.rows.count == 1)
        #expect(row.versionCase.ours?.name.full == "RotateI420/simd/1920x1080/90/hot")
        #expect(row.steps[1904]?.verdict == .pass)
        #expect(row.steps[1974]?.verdict == .improvement)
        #expect(row.oursAgainst[1857]?.verdict == .improvement)
        #expect(row.oursAgainst[1974]?.verdict == .regression)
        let markdown = table.markdown(title: "arm64")
        #expect(markdown.contains("| case | libyuv | libyuv 1857 | libyuv 1904 | libyuv 1974 | ours | ours / 1857 | ours / 1904 | ours / 1974 |"))
        #expect(markdown.contains("| RotateI420 1920x1080 90 hot | libyuv | 10 M | 10 M same | 4 M faster (-60.0%) | simd 4.6 M | 0.46 faster | 0.46 faster | 1.15 slower |"),
                "\(markdown)")
    }

    @Test func aPlainLibYUVRowIsTheFilesOwnVersion() throws {
        let table = UpgradeTable(document: Self.instructionsFixture(plain: true), catalogue: Self.catalogue)
        #expect(table.versions == [1857, 1904, 1974])
        #expect(table.rows.first?.figures[1857] == 10_000_000)
    }

    @Test("ours is the strategy the catalogue recommends for the libyuv strategy's job, not the fastest measured")
    func oursIsRecommendedForTheSameJob() throws {
        let counts: [(String, Double)] = [
            ("ScaleI420/box-simd/1920x1080/640x360/hot", 900_000), ("ScaleI420/halve-simd/1920x1080/640x360/hot", 800_000),
            ("ScaleI420/bilinear-simd/1920x1080/640x360/hot", 13_000_000), ("ScaleI420/nearest/1920x1080/640x360/hot", 500_000),
            ("ScaleI420/libyuv-box@1857/1920x1080/640x360/hot", 8_600_000), ("ScaleI420/libyuv-box@1974/1920x1080/640x360/hot", 8_600_000),
            ("ScaleI420/libyuv-bilinear@1857/1920x1080/640x360/hot", 1_900_000), ("ScaleI420/libyuv-bilinear@1974/1920x1080/640x360/hot", 1_900_000),
            ("ScaleI420/libyuv-linear@1857/1920x1080/640x360/hot", 1_900_000), ("ScaleI420/libyuv-linear@1974/1920x1080/640x360/hot", 1_900_000),
        ]
        let document = ResultDocument(benchmarks: counts.map { BenchmarkEntry(name: $0.0, realTime: $0.1) }, metadata: nil,
                                      context: ["metric": .string("instructions")])
        let catalogue = StrategyCatalogue(entries: [
            "ScaleI420/box-simd": .init(id: "box-simd", summary: "", family: .simd, libyuvReference: "libyuv-box", isRecommended: true),
            "ScaleI420/halve-simd": .init(id: "halve-simd", summary: "", family: .simd, libyuvReference: "libyuv-box"),
            "ScaleI420/bilinear-simd": .init(id: "bilinear-simd", summary: "", family: .simd, libyuvReference: "libyuv-bilinear", isRecommended: true),
            "ScaleI420/nearest": .init(id: "nearest", summary: "", family: .scalar, libyuvReference: "libyuv-none", isRecommended: true),
            "ScaleI420/libyuv-box": .init(id: "libyuv-box", summary: "", family: .libyuv, libyuvReference: "libyuv-box"),
            "ScaleI420/libyuv-bilinear": .init(id: "libyuv-bilinear", summary: "", family: .libyuv, libyuvReference: "libyuv-bilinear"),
            "ScaleI420/libyuv-linear": .init(id: "libyuv-linear", summary: "", family: .libyuv, libyuvReference: "libyuv-linear"),
        ])
        let table = UpgradeTable(document: document, catalogue: catalogue)
        let ours = Dictionary(uniqueKeysWithValues: table.rows.map { ($0.versionCase.libyuvStrategy, $0.versionCase.ours?.name.strategy ?? "-") })
        // halve-simd is faster than box-simd, but box-simd is the recommendation for the box job;
        // libyuv's horizontal-only linear has no strategy of ours doing its job.
        #expect(ours == ["libyuv-box": "box-simd", "libyuv-bilinear": "bilinear-simd", "libyuv-linear": "-"])
    }

    /// A versions file: 8 rounds of 1857 and 1974 (alternated), libyuv 1974 20% slower than 1857
    /// in every round with a little noise, ours in every process.
    static var timeFixture: String {
        var entries: [String] = []
        var processVersions: [Int] = []
        for round in 0..<8 {
            for version in round.isMultiple(of: 2) ? [1857, 1974] : [1974, 1857] {
                let process = processVersions.count
                processVersions.append(version)
                let noise = Double(process % 3)
                let libyuv = (version == 1974 ? 120.0 : 100.0) + noise
                for (name, time) in [("RotateI420/libyuv@\(version)/1920x1080/90/hot", libyuv), ("RotateI420/simd/1920x1080/90/hot", 90.0 + noise)] {
                    entries.append("""
                        {"name": "\(name)", "run_name": "\(name)", "run_type": "iteration", "repetition_index": \(round), "iterations": 1,
                         "real_time": \(time), "cpu_time": \(time), "time_unit": "us", "process": \(process)}
                        """)
                }
            }
        }
        let context = "\"libyuv_version\": \"1857, 1974\", \"libyuv_process_versions\": \"\(processVersions.map(String.init).joined(separator: ","))\""
        return "{\"context\": {\(context)}, \"benchmarks\": [\(entries.joined(separator: ","))]}"
    }

    @Test func pairedRoundsJudgeStepsAndOursLikeAB() throws {
        let table = UpgradeTable(document: try Self.document(Self.timeFixture), catalogue: Self.catalogue)
        #expect(table.rule == .ab())
        #expect(table.measurement.contains("8 rounds"))
        let row = try #require(table.rows.first)
        #expect(row.steps[1974]?.verdict == .regression)
        #expect(row.oursAgainst[1857]?.verdict == .improvement)
        #expect(row.oursAgainst[1974]?.verdict == .improvement)
        let ratio = try #require(row.oursAgainst[1974]?.change)
        #expect(abs((1 + ratio) - 91.0 / 121.0) < 0.02)
    }

    @Test func theReportSectionDrawsRatiosToTheNewestLibYUV() throws {
        let table = UpgradeTable(document: Self.instructionsFixture(), catalogue: Self.catalogue)
        let figure = UpgradeSection(tables: [("aarch64, instructions", table)]).figure(title: "aarch64, instructions", table: table)
        #expect(figure.svg.contains("libyuv 1974 = 1"))
        #expect(figure.svg.contains("RotateI420 1920x1080 90 simd (ours, vs libyuv)"))
        #expect(figure.svg.contains("RotateI420 1920x1080 90 libyuv@1857"))
        #expect(figure.svg.contains("data-value=\"1.15\""))
        #expect(figure.svg.contains("data-value=\"2.5\""))
        #expect(figure.table.rows.count == 1)
    }
}
