import Foundation
import Gate
import Results

/// `bench history import-git`: every committed version of every baseline file, read as of the
/// commit that committed it (`git log -- baselines/`, then `git show REV:path`), oldest first.
public struct GitBaselineImport {
    /// One committed baseline, read or skipped.
    public struct Entry: Sendable {
        /// The commit that committed the file, its subject and the path.
        public var commit: String
        /// The commit's subject line.
        public var subject: String
        /// The file's path in the repository.
        public var path: String
        /// The run it holds, or nil when it was skipped (`skipped` says why).
        public var run: HistoryRun?
        /// Why the version was skipped, or nil.
        public var skipped: String?
    }

    /// The repository's work tree.
    public var repository: String
    /// The folder of baselines inside it.
    public var folder: String

    /// An import from the work tree at `repository`, of the files under `folder`.
    public init(repository: String = ".", folder: String = "baselines") {
        self.repository = repository
        self.folder = folder
    }

    /// Every version of every `*.json` file under `folder` committed after `since` (exclusive; nil:
    /// from the first commit), oldest commit first. A version the current reader cannot read (an
    /// older layout, another tool's JSON) is an entry with `skipped` set, not an error.
    /// - Throws: `HistoryError.git` when git fails (not a repository, unknown `since`).
    public func entries(since: String? = nil) throws(HistoryError) -> [Entry] {
        var arguments = ["log", "--reverse", "--format=%H%x09%s", "--name-only", "--diff-filter=AM"]
        if let since { arguments.append("\(since)..HEAD") }
        arguments += ["--", folder]
        let log = try git(arguments)
        var entries: [Entry] = []
        var commit = "", subject = ""
        for line in log.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
            if fields.count == 2, fields[0].count == 40, fields[0].allSatisfy(\.isHexDigit) {
                (commit, subject) = (fields[0], fields[1])
            } else if line.hasSuffix(".json"), !commit.isEmpty {
                entries.append(read(path: line, commit: commit, subject: subject))
            }
        }
        return entries
    }

    private func read(path: String, commit: String, subject: String) -> Entry {
        let source = "git:\(commit.prefix(9)):\(path)"
        var entry = Entry(commit: commit, subject: subject, path: path)
        let data: Data
        do {
            data = try gitData(["show", "\(commit):\(path)"])
        } catch {
            entry.skipped = error.description
            return entry
        }
        do {
            let document = try ResultDocument.decode(data, path: source, role: .baseline, metric: nil, requireMetadata: true)
            var run = try HistoryRun(document: document, source: source)
            run.committedIn = commit
            run.note = subject
            entry.run = run
        } catch let error as ResultFileError {
            entry.skipped = "not readable by this bench (\(error.description))"
        } catch {
            entry.skipped = "\(error)"
        }
        return entry
    }

    func git(_ arguments: [String]) throws(HistoryError) -> String {
        String(decoding: try gitData(arguments), as: UTF8.self)
    }

    func gitData(_ arguments: [String]) throws(HistoryError) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", repository] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let command = "git " + arguments.joined(separator: " ")
        do {
            try process.run()
        } catch {
            throw .git(command: command, reason: error.localizedDescription)
        }
        // Read before waiting: a large file would fill the pipe and block git.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw .git(command: command, reason: reason.isEmpty ? "exit \(process.terminationStatus)" : reason)
        }
        return data
    }
}
