import Foundation
import Gate
@testable import Measurement
import Results
import Testing

/// `bench check`'s movers: the profiles beside the baseline and the run, and what it says when one
/// is missing or damaged.
@Suite struct CheckSessionProfilesTests {
    static func profiles(kernel: Double, total: Double) -> ProfileDocument {
        ProfileDocument(counter: "callgrind", architecture: "x86_64", gitCommit: "c", benchmarks: [FunctionProfile(
            benchmark: CheckSessionTests.simd, instructionsPerFrame: total,
            functions: [FunctionCost(name: "kernel(a:)", library: "bench", selfPerFrame: kernel, inclusivePerFrame: kernel),
                        FunctionCost(name: "run", library: "bench", selfPerFrame: total - kernel, inclusivePerFrame: total)],
            stacks: [StackCost(frames: ["run", "kernel(a:)"], selfPerFrame: kernel), StackCost(frames: ["run"], selfPerFrame: total - kernel)])])
    }

    /// A baseline of 1000 and a run of 1020 instructions, with profiles beside them unless left out.
    static func files(baselineProfile: Data?, runProfile: Data?) throws -> (baseline: String, run: String) {
        let baseline = try CheckSessionTests.file(CheckSessionTests.instructions([CheckSessionTests.simd: 1000]))
        let run = try CheckSessionTests.file(CheckSessionTests.instructions([CheckSessionTests.simd: 1020]))
        if let baselineProfile { try baselineProfile.write(to: URL(fileURLWithPath: ProfileDocument.path(besideResult: baseline))) }
        if let runProfile { try runProfile.write(to: URL(fileURLWithPath: ProfileDocument.path(besideResult: run))) }
        return (baseline, run)
    }

    static func report(_ files: (baseline: String, run: String)) throws -> GateReport {
        try CheckSession(settings: GateSettings(metric: .instructions), baselinePath: files.baseline, run: .file(files.run),
                         allowUnknownHost: false, instructionsBaseline: nil, machine: CheckSessionTests.machine).report()
    }

    @Test("a regression names the function that moved, from the profiles beside both files")
    func movers() throws {
        let report = try Self.report(Self.files(baselineProfile: Self.profiles(kernel: 900, total: 1000).encoded(),
                                                runProfile: Self.profiles(kernel: 920, total: 1020).encoded()))
        #expect(report.exitCode == .regression)
        #expect(report.profiles.first?.movers.first?.name == "kernel(a:)")
        #expect(report.profiles.first?.movers.first?.change == 20)
        #expect(report.profileNote == nil && report.warnings.isEmpty)
    }

    @Test("without a profile beside the baseline: a note saying how to get one; a damaged one: a warning; the verdict unchanged")
    func missingOrDamaged() throws {
        let missing = try Self.report(Self.files(baselineProfile: nil, runProfile: Self.profiles(kernel: 920, total: 1020).encoded()))
        #expect(missing.exitCode == .regression && missing.profiles.isEmpty)
        #expect(missing.profileNote?.contains("bench record --metric instructions") == true)
        let damaged = try Self.report(Self.files(baselineProfile: Data("{\"kind\": 3".utf8), runProfile: Self.profiles(kernel: 920, total: 1020).encoded()))
        #expect(damaged.exitCode == .regression && damaged.profiles.isEmpty)
        #expect(damaged.warnings.contains { $0.contains("not a function profile") })
    }
}
