import Foundation

/// The git repository `bench bisect` walks: revisions, the commits between two, their subjects,
/// the state of the user's tree (read only), and the scratch work tree each commit is checked out
/// into (`git worktree`, under the bisect folder; the user's own work tree is never touched).
public struct GitRepository: Sendable {
    /// The repository's top folder (the user's work tree).
    public let root: String

    /// The repository that contains the current folder.
    /// - Throws: `BisectError.git` outside a repository.
    public static func current() throws(BisectError) -> GitRepository {
        let root = try git(["rev-parse", "--show-toplevel"], in: FileManager.default.currentDirectoryPath)
        return GitRepository(root: root)
    }

    public init(root: String) { self.root = root }

    /// `revision`'s full commit hash.
    /// - Throws: `BisectError.unknownRevision`.
    public func commit(_ revision: String) throws(BisectError) -> String {
        do {
            return try Self.git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: root)
        } catch {
            throw .unknownRevision(revision)
        }
    }

    /// True when `ancestor` is `descendant` or one of its ancestors.
    public func isAncestor(_ ancestor: String, of descendant: String) -> Bool {
        (try? Self.git(["merge-base", "--is-ancestor", ancestor, descendant], in: root)) != nil
    }

    /// The commits after `good` up to `bad`, oldest first, along `bad`'s first parents (a merged
    /// branch is one step: its merge).
    public func commits(after good: String, upTo bad: String) throws(BisectError) -> [String] {
        try Self.git(["rev-list", "--first-parent", "--reverse", "\(good)..\(bad)"], in: root)
            .split(separator: "\n").map(String.init)
    }

    /// The subject line of `commit`.
    public func subject(_ commit: String) -> String {
        (try? Self.git(["log", "-1", "--format=%s", commit], in: root)) ?? ""
    }

    /// Tracked files with uncommitted changes in the user's tree.
    public func changedFiles() throws(BisectError) -> [String] {
        try Self.git(["status", "--porcelain", "--untracked-files=no"], in: root, trimming: false)
            .split(separator: "\n").map { String($0.dropFirst(3)) }
    }

    /// Checks `commit` out in the scratch work tree at `path` (added on first use, then reused).
    /// - Throws: `BisectError.git`.
    public func checkOut(_ commit: String, workTree path: String) throws(BisectError) {
        if FileManager.default.fileExists(atPath: path + "/.git") {
            _ = try Self.git(["checkout", "--quiet", "--force", "--detach", commit], in: path)
        } else {
            try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = try Self.git(["worktree", "add", "--quiet", "--force", "--detach", path, commit], in: root)
        }
    }

    /// git's trimmed standard output.
    /// - Throws: `BisectError.git` when git fails.
    static func git(_ arguments: [String], in directory: String, trimming: Bool = true) throws(BisectError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw .git(command: "git " + arguments.joined(separator: " "), reason: "\(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .git(command: "git " + arguments.joined(separator: " "),
                       reason: String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let text = String(decoding: data, as: UTF8.self)
        return trimming ? text.trimmingCharacters(in: .whitespacesAndNewlines) : text
    }
}

/// A program run with its output going to a log file.
enum LoggedProcess {
    /// Runs `arguments` (found on PATH) in `directory` with `environment` added, appending its
    /// standard output and error to `log`; its exit status (127 when it cannot start).
    static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:], log: String) -> Int32 {
        if !FileManager.default.fileExists(atPath: log) { _ = FileManager.default.createFile(atPath: log, contents: nil) }
        guard let handle = FileHandle(forWritingAtPath: log) else { return 127 }
        defer { try? handle.close() }
        handle.seekToEndOfFile()
        handle.write(Data("$ \(arguments.joined(separator: " "))\n".utf8))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardOutput = handle
        process.standardError = handle
        do { try process.run() } catch { return 127 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
