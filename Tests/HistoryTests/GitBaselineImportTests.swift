import Foundation
import Gate
@testable import History
import Testing

/// import-git on a repository made here: committed baselines, an older layout and another tool's
/// JSON among them.
@Suite struct GitBaselineImportTests {
    static func git(_ folder: String, _ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder, "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    static func commit(_ folder: String, _ file: String, _ data: Data, _ message: String) throws {
        try FileManager.default.createDirectory(atPath: folder + "/baselines", withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: folder + "/baselines/" + file))
        try git(folder, "add", "-A")
        try git(folder, "commit", "-q", "-m", message)
    }

    @Test func everyCommittedVersionIsReadAsOfItsCommitAndOlderLayoutsAreSkippedWithANote() throws {
        let folder = URL(fileURLWithPath: HistoryFixtures.temporaryPath()).deletingLastPathComponent().path
        try Self.git(folder, "init", "-q")
        let name = "linux-x86_64-2core-instructions.json"
        try Self.commit(folder, name, HistoryFixtures.instructions(["A/simd/1280x720/hot": 100], commit: "m1", date: "2026-01-01T00:00:00Z").encoded(), "first")
        try Self.commit(folder, name, Data("{\"metadata\": {\"formatVersion\": 0}, \"benchmarks\": []}".utf8), "old layout")
        try Self.commit(folder, "other.json", Data("{\"hello\": 1}".utf8), "another tool")
        try Self.commit(folder, name, HistoryFixtures.instructions(["A/simd/1280x720/hot": 60], commit: "m2", date: "2026-01-02T00:00:00Z").encoded(), "faster")
        let entries = try GitBaselineImport(repository: folder).entries()
        #expect(entries.map(\.subject) == ["first", "old layout", "another tool", "faster"])
        #expect(entries.map { $0.run?.commit } == ["m1", nil, nil, "m2"])
        #expect(entries[1].skipped?.contains("format 0") == true)
        #expect(entries[2].skipped?.contains("not Google Benchmark's") == true)
        #expect(entries[3].run?.note == "faster" && entries[3].run?.committedIn == entries[3].commit)
        #expect(entries[3].run?.source.hasPrefix("git:") == true)

        // --since: only the later commits.
        let since = try GitBaselineImport(repository: folder).entries(since: entries[1].commit)
        #expect(since.map(\.subject) == ["another tool", "faster"])

        // Imported twice: the second time adds nothing; the step is found with its commit.
        let store = try HistoryStore(path: folder + "/h.sqlite", create: true)
        _ = try store.add(entries.compactMap(\.run), acceptMachineChange: true)
        #expect(try store.add(entries.compactMap(\.run), acceptMachineChange: true).allSatisfy {
            if case .alreadyStored = $0 { return true } else { return false }
        })
        let changes = HistoryChanges(history: try store.history(profile: "linux-x86_64-2core", metric: .instructions),
                                     detector: ChangePointDetector(metric: .instructions))
        #expect(changes.steps.count == 1)
        #expect(changes.steps.first?.firstAfter.committedIn == entries[3].commit)
        #expect(changes.steps.first?.firstAfter.note == "faster")
    }

    @Test func gitFailuresAreTypedErrors() {
        #expect(throws: HistoryError.self) { try GitBaselineImport(repository: "/nonexistent-folder").entries() }
    }
}
