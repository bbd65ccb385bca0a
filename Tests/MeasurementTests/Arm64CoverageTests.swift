import Foundation
@testable import Measurement
import PiPVideo
import Results
import Suite
import Testing

/// The arm64 check and both instruction baselines cover every strategy of the catalogue: a strategy
/// added to a catalogue fails here, named with the command that records it, until both baselines
/// count it.
@Suite struct Arm64CoverageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let x86Path = "baselines/linux-x86_64-2core-instructions.json"
    static let arm64Path = "baselines/linux-aarch64-qemu-instructions.json"

    /// The libyuv versions the arm64 check builds (scripts/setup/libyuv-versions.txt: the first word of each line).
    static func libyuvVersions() throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("scripts/setup/libyuv-versions.txt"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            line.split(separator: "#", omittingEmptySubsequences: false).first?.split(separator: " ").first.map(String.init)
        }
    }

    static func baseline(_ path: String) throws -> ResultDocument {
        try ResultDocument.read(path: root.appendingPathComponent(path).path, role: .baseline, metric: .instructions, requireMetadata: true)
    }

    @Test("every strategy of the catalogue has a counted arm64 case and a count in both committed instruction baselines")
    func committedBaselinesCoverTheCatalogue() throws {
        let gaps = Arm64Coverage.gaps(
            x86: try Self.baseline(Self.x86Path), x86Path: Self.x86Path, arm64: try Self.baseline(Self.arm64Path), arm64Path: Self.arm64Path,
            libyuvVersions: try Self.libyuvVersions())
        #expect(gaps.isEmpty, "\(gaps.map(\.description).joined(separator: "\n"))")
    }

    @Test("a strategy missing from a baseline, or a libyuv version missing from arm64's, is named with the command that records it")
    func gapsNameTheStrategyAndTheCommand() {
        let catalogue: [String: StrategyDescription] = [
            "Op/simd": StrategyDescription(id: "simd", summary: "", family: .simd),
            "Op/libyuv": StrategyDescription(id: "libyuv", summary: "", family: .libyuv),
            "Op/new": StrategyDescription(id: "new", summary: "", family: .scalar),
        ]
        func document(_ names: [String]) -> ResultDocument {
            ResultDocument(benchmarks: names.map { BenchmarkEntry(name: $0, realTime: 1) }, metadata: nil)
        }
        let plan = ["Op/simd/8x8/hot", "Op/libyuv/8x8/hot", "Op/new/8x8/hot"]
        let x86 = document(["Op/simd/8x8/hot", "Op/libyuv/8x8/hot"])
        let arm64 = document(["Op/simd/8x8/hot", "Op/libyuv@1857/8x8/hot"])
        let gaps = Arm64Coverage.gaps(catalogue: catalogue, x86: x86, x86Path: "x.json", arm64: arm64, arm64Path: "a.json",
                                      libyuvVersions: ["1857", "1974"], plan: plan)
        #expect(gaps.map(\.strategy) == ["Op/libyuv", "Op/new", "Op/new"])
        #expect(gaps[0].problem.contains("libyuv 1974") && gaps[0].problem.contains(Arm64Coverage.recordArm64))
        #expect(gaps[1].problem.contains("x.json") && gaps[1].problem.contains(Arm64Coverage.recordX86))
        #expect(gaps[2].problem.contains("the kernels") && gaps[2].problem.contains("a.json"))
        let unplanned = Arm64Coverage.gaps(catalogue: catalogue, x86: x86, x86Path: "x.json", arm64: arm64, arm64Path: "a.json",
                                           libyuvVersions: ["1857"], plan: Array(plan.prefix(2)))
        #expect(unplanned.first?.strategy == "Op/new" && unplanned.first?.problem.contains("standard plan") == true)
    }

    @Test("the arm64 cases are the instructions plan's strategy benchmarks, every strategy's, each side its own families")
    func casesComeFromThePlan() {
        let kernels = Arm64Cases.names(.kernels), libyuv = Arm64Cases.names(.libyuv)
        let families = Dictionary(Catalog.benchmarks(Arm64Cases.configuration).map { ($0.descriptor.name, $0.family) },
                                  uniquingKeysWith: { first, _ in first })
        #expect(!kernels.isEmpty && !libyuv.isEmpty)
        #expect(kernels.allSatisfy { (families[$0] ?? nil)?.isSwift == true })
        #expect(libyuv.allSatisfy { (families[$0] ?? nil) == .libyuv })
        let planned = Set((kernels + libyuv).compactMap { BenchmarkName($0).strategyKey })
        for (key, description) in Catalog.strategyCatalogue.entries where description.family != nil {
            #expect(planned.contains(key), "\(key) has no case in the instructions plan")
        }
        #expect(kernels.allSatisfy { $0.hasSuffix("/hot") })
    }
}
