import Foundation
import Gate
@testable import History
import Results

/// Synthetic result files and temporary databases.
enum HistoryFixtures {
    static let machine = MachineProfile(
        architecture: "x86_64", cpuModel: "AMD EPYC", logicalCores: 2, caches: ["L3 32768K"], simdFeatures: ["avx2"],
        operatingSystem: "Debian GNU/Linux 12 (bookworm), Linux 6.1", swiftVersion: "Swift version 6.3.1",
        libyuvVersion: "1857", valgrindVersion: "valgrind-3.19.0", buildConfiguration: "release", rowKernels: "x86-64-v3")

    /// An instructions file of `counts` measured at `commit` on `date`.
    static func instructions(_ counts: [String: Double], commit: String, date: String,
                             machine: MachineProfile = machine, profile: String = "linux-x86_64-2core") -> ResultDocument {
        let metadata = ResultMetadata(
            metric: .instructions, profile: profile, machine: machine, gitCommit: commit, date: date,
            settings: RunSettings(sizes: ["1280x720"], scope: "standard", cacheStates: ["hot"], filter: nil, framesCounted: 2),
            calibrations: [:])
        let entries = counts.keys.sorted().map { BenchmarkEntry(name: $0, iterations: 2, realTime: counts[$0]) }
        return ResultDocument(benchmarks: entries, metadata: metadata, context: ["metric": .string("instructions")])
    }

    static func run(_ counts: [String: Double], commit: String, date: String, machine: MachineProfile = machine) throws -> HistoryRun {
        try HistoryRun(document: instructions(counts, commit: commit, date: date, machine: machine), source: "\(commit).json")
    }

    /// A fresh path in a temporary folder (the file does not exist).
    static func temporaryPath(_ name: String = "history.sqlite") -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("history-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name).path
    }

    static func contents(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }
}
