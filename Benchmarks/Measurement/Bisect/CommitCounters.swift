import Foundation
import Results

/// Where a bisect keeps its scratch work tree, builds and counted runs (default .build/bisect/):
/// `worktree/` (a `git worktree` checked out at each commit in turn), `scratch/` (the x86-64
/// build's SwiftPM scratch path, reused so each commit builds incrementally), `runs/` (each
/// commit's counts, `<commit>-<arch>.json` with its profiles, and the logs).
public struct BisectFolder: Sendable {
    public let path: String
    public init(path: String) { self.path = (path as NSString).standardizingPath.hasPrefix("/") ? path
        : FileManager.default.currentDirectoryPath + "/" + path }
    var workTree: String { path + "/worktree" }
    var scratch: String { path + "/scratch" }
    var runs: String { path + "/runs" }
    func run(_ commit: String, architecture: String) -> String { "\(runs)/\(commit)-\(architecture).json" }
    func log(_ commit: String, architecture: String) -> String { "\(runs)/\(commit)-\(architecture).log" }
}

/// A commit's x86-64 counts: its bench built (release, in the scratch work tree) and run as
/// `bench record --metric instructions --filter FILTER`, which every commit since the
/// instructions metric understands; the profiles come with it where the commit's bench writes
/// them.
public struct X86CommitCounter: CommitCounting {
    public let repository: GitRepository
    public let folder: BisectFolder
    public let filter: String

    public init(repository: GitRepository, folder: BisectFolder, filter: String) {
        (self.repository, self.folder, self.filter) = (repository, folder, filter)
    }

    public func count(_ commit: String) -> (counts: CommitCounts?, log: String) {
        let output = folder.run(commit, architecture: "x86_64"), log = folder.log(commit, architecture: "x86_64")
        if let earlier = Self.read(output, commit: commit, source: .earlier) { return (earlier, log) }
        try? FileManager.default.createDirectory(atPath: folder.runs, withIntermediateDirectories: true)
        let started = Date()
        do {
            try repository.checkOut(commit, workTree: folder.workTree)
        } catch {
            try? Data("\(error)\n".utf8).write(to: URL(fileURLWithPath: log))
            return (nil, log)
        }
        guard LoggedProcess.run(["swift", "build", "-c", "release", "--product", "bench", "--scratch-path", folder.scratch],
                                in: folder.workTree, log: log) == 0,
              LoggedProcess.run([folder.scratch + "/release/bench", "record", "--metric", "instructions", "--filter", filter, "--output", output],
                                in: folder.workTree, log: log) == 0 else { return (nil, log) }
        return (Self.read(output, commit: commit, source: .built(seconds: Date().timeIntervalSince(started))), log)
    }

    /// The counts in a result file and the profiles beside it; nil when it cannot be read.
    static func read(_ path: String, commit: String, source: CommitCounts.Source) -> CommitCounts? {
        guard FileManager.default.fileExists(atPath: path),
              let document = try? ResultDocument.read(path: path, role: .run, metric: .instructions, requireMetadata: false) else { return nil }
        var values: [String: Double] = [:]
        for entry in document.benchmarks where entry.isIteration && !entry.failed {
            if let value = entry.realTime { values[entry.benchmarkName] = value }
        }
        return CommitCounts(commit: commit, values: values,
                            profiles: try? ProfileDocument.read(path: ProfileDocument.path(besideResult: path)), source: source)
    }
}

/// A commit's arm64 counts: the commit's own `scripts/ci/arm64-check.sh count` in the scratch work
/// tree (it builds the kernels for aarch64 and counts them under qemu), listing its cases with
/// this bench (`ARM64_BENCH`) and counting only the kernel cases the filter selects
/// (`ARM64_COUNT_FILTER`; a commit whose script predates it counts them all).
public struct Arm64CommitCounter: CommitCounting {
    public let repository: GitRepository
    public let folder: BisectFolder
    public let filter: String
    /// This bench, which lists the cases.
    public let bench: String

    public init(repository: GitRepository, folder: BisectFolder, filter: String, bench: String) {
        (self.repository, self.folder, self.filter, self.bench) = (repository, folder, filter, bench)
    }

    public func count(_ commit: String) -> (counts: CommitCounts?, log: String) {
        let output = folder.run(commit, architecture: "aarch64"), log = folder.log(commit, architecture: "aarch64")
        if let earlier = X86CommitCounter.read(output, commit: commit, source: .earlier) { return (earlier, log) }
        try? FileManager.default.createDirectory(atPath: folder.runs, withIntermediateDirectories: true)
        let started = Date()
        do {
            try repository.checkOut(commit, workTree: folder.workTree)
        } catch {
            try? Data("\(error)\n".utf8).write(to: URL(fileURLWithPath: log))
            return (nil, log)
        }
        let produced = folder.workTree + "/.build/arm64/run-instructions.json"
        let producedProfile = ProfileDocument.path(besideResult: produced)
        for stale in [produced, producedProfile] { try? FileManager.default.removeItem(atPath: stale) }
        // The count stage exits non-zero when the commit's counts differ from its own baseline: the run file says whether it counted.
        _ = LoggedProcess.run(["scripts/ci/arm64-check.sh", "count"], in: folder.workTree,
                              environment: ["ARM64_BENCH": bench, "ARM64_COUNT_FILTER": filter], log: log)
        guard FileManager.default.fileExists(atPath: produced) else { return (nil, log) }
        try? FileManager.default.removeItem(atPath: output)
        try? FileManager.default.copyItem(atPath: produced, toPath: output)
        if FileManager.default.fileExists(atPath: producedProfile) {
            try? FileManager.default.removeItem(atPath: ProfileDocument.path(besideResult: output))
            try? FileManager.default.copyItem(atPath: producedProfile, toPath: ProfileDocument.path(besideResult: output))
        }
        return (X86CommitCounter.read(output, commit: commit, source: .built(seconds: Date().timeIntervalSince(started))), log)
    }
}
