import Foundation
import Gate
@testable import Measurement
import Results
import Testing

/// `bench bisect`'s search and session on a repository made here, with a stand-in counter: no
/// build, no valgrind.
@Suite struct BisectTests {
    static let name = "ScaleI420/box-simd/1920x1080/960x540/hot"

    /// Counts by commit position: `moved` from position `from` on; nil (does not build) at `broken`.
    struct StandIn: CommitCounting, @unchecked Sendable {
        let commits: [String]
        let from: Int?
        var broken: Set<Int> = []
        let counted = Counter()

        final class Counter: @unchecked Sendable {
            var commits: [String] = []
        }

        func count(_ commit: String) -> (counts: CommitCounts?, log: String) {
            counted.commits.append(commit)
            guard let position = commits.firstIndex(of: commit), !broken.contains(position) else { return (nil, "build.log") }
            let moved = from.map { position >= $0 } ?? false
            let value = moved ? 542_724.0 : 526_724
            let profile = FunctionProfile(benchmark: BisectTests.name, instructionsPerFrame: value,
                                          functions: [FunctionCost(name: "boxRow(_:)", library: "bench", selfPerFrame: value - 1000, inclusivePerFrame: value - 1000),
                                                      FunctionCost(name: "run", library: "bench", selfPerFrame: 1000, inclusivePerFrame: value)],
                                          stacks: [StackCost(frames: ["run", "boxRow(_:)"], selfPerFrame: value - 1000)])
            return (CommitCounts(commit: commit, values: [BisectTests.name: value, "Other/x/640x360/hot": 100],
                                 profiles: ProfileDocument(counter: "callgrind", architecture: "x86_64", gitCommit: commit, benchmarks: [profile]),
                                 source: .built(seconds: 1)), "build.log")
        }
    }

    static func git(_ folder: String, _ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder, "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A repository of `count` commits; their hashes, oldest first.
    static func repository(commits count: Int) throws -> (GitRepository, [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bisect-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = try git(folder, "init", "-q")
        var hashes: [String] = []
        for index in 0..<count {
            try Data("\(index)\n".utf8).write(to: URL(fileURLWithPath: folder + "/file.txt"))
            _ = try git(folder, "add", "-A")
            _ = try git(folder, "commit", "-q", "-m", "change \(index)")
            hashes.append(try git(folder, "rev-parse", "HEAD"))
        }
        return (GitRepository(root: folder), hashes)
    }

    static func session(_ repository: GitRepository, _ hashes: [String], counter: StandIn, filter: String = "^ScaleI420/") throws -> BisectSession {
        BisectSession(repository: repository, good: hashes[0], bad: hashes[hashes.count - 1], filter: try BenchmarkFilter(filter),
                      architecture: .x86_64, threshold: 0.01, allowDirty: false, folder: BisectFolder(path: repository.root + "/.build/bisect"),
                      counter: counter)
    }

    @Test("every planted commit among 17 before the bad one is found in at most log2(N) + 1 counts (good's included), with its subject and the function that moved", arguments: 1..<16)
    func findsThePlantedCommit(_ planted: Int) throws {
        let (repository, hashes) = try Self.repository(commits: 17)
        let counter = StandIn(commits: hashes, from: planted)
        let result = try Self.session(repository, hashes, counter: counter).run()
        #expect(result.outcome.firstMoved?.commit == hashes[planted])
        #expect(result.subjects[hashes[planted]] == "change \(planted)")
        #expect(counter.counted.commits.count <= Int(log2(17.0)) + 1)
        #expect(result.builds == counter.counted.commits.count)
        #expect(result.comparisons.first?.movers.first?.name == "boxRow(_:)")
        #expect(result.comparisons.first?.movers.first?.change == 16_000)
        #expect(result.text.contains("first commit that moved: \(hashes[planted].prefix(12)) \"change \(planted)\""))
    }

    @Test("the bad commit itself: one count more, to confirm it moved")
    func plantedAtBad() throws {
        let (repository, hashes) = try Self.repository(commits: 17)
        let counter = StandIn(commits: hashes, from: 16)
        let result = try Self.session(repository, hashes, counter: counter).run()
        #expect(result.outcome.firstMoved?.commit == hashes[16])
        #expect(counter.counted.commits.count == Int(log2(17.0)) + 2)
    }

    @Test("no commit moved; a commit that does not build is skipped and named")
    func noMoveAndSkipped() throws {
        let (repository, hashes) = try Self.repository(commits: 9)
        var counter = StandIn(commits: hashes, from: nil)
        counter.broken = [4]
        let result = try Self.session(repository, hashes, counter: counter).run()
        #expect(result.outcome.firstMoved == nil)
        #expect(result.text.contains("no commit after"))
        var moving = StandIn(commits: hashes, from: 4)
        moving.broken = [4]
        let skipped = try Self.session(repository, hashes, counter: moving).run()
        #expect(skipped.outcome.firstMoved?.commit == hashes[5])
        #expect(skipped.outcome.skippedBetween == [hashes[4]])
    }

    @Test("the good commit from the history is not built")
    func historyReuse() throws {
        let (repository, hashes) = try Self.repository(commits: 9)
        let counter = StandIn(commits: hashes, from: 3)
        var session = try Self.session(repository, hashes, counter: counter)
        session.history = { $0 == hashes[0] ? [Self.name: 526_724] : nil }
        let result = try session.run()
        #expect(result.outcome.firstMoved?.commit == hashes[3])
        #expect(!counter.counted.commits.contains(hashes[0]))
        #expect(result.builds == 3)
    }

    @Test("bad input: unknown revision, good not an ancestor, uncommitted changes, a filter that selects nothing, good that does not build")
    func badInput() throws {
        let (repository, hashes) = try Self.repository(commits: 4)
        let counter = StandIn(commits: hashes, from: 2)
        var session = try Self.session(repository, hashes, counter: counter)
        session.good = "no-such-revision"
        #expect(throws: BisectError.unknownRevision("no-such-revision")) { try session.run() }
        session = try Self.session(repository, hashes, counter: counter)
        (session.good, session.bad) = (hashes[3], hashes[1])
        #expect(throws: BisectError.self) { try session.run() }
        #expect((try? session.run()) == nil)
        session = try Self.session(repository, hashes, counter: counter, filter: "^Nothing/")
        #expect(throws: BisectError.emptySelection(filter: "^Nothing/", commit: hashes[0])) { try session.run() }
        var broken = counter
        broken.broken = [0]
        #expect(throws: BisectError.endpointFailed(commit: hashes[0], log: "build.log")) { try Self.session(repository, hashes, counter: broken).run() }
        try Data("changed\n".utf8).write(to: URL(fileURLWithPath: repository.root + "/file.txt"))
        #expect(throws: BisectError.dirtyTree(files: ["file.txt"])) { try Self.session(repository, hashes, counter: counter).run() }
        #expect(BisectError.dirtyTree(files: ["file.txt"]).exitCode == .unusableBaseline)
        #expect(BisectError.emptySelection(filter: "x", commit: "y").exitCode == .emptySelection)
        #expect(BisectError.endpointFailed(commit: "y", log: "l").exitCode == .suiteFailed)
    }
}
