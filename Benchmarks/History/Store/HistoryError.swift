import Gate
import Results

/// Why the history could not be read or changed. Each message says what to do; whatever failed,
/// the database holds what it held before (every change is one transaction).
public enum HistoryError: Error, Equatable, CustomStringConvertible {
    /// The database file is not SQLite, or SQLite finds it damaged.
    case corruptDatabase(path: String, reason: String)
    /// An SQLite database of something else (other tables, another application id).
    case notAHistory(path: String)
    /// Written by a newer `bench` (a schema this one does not know).
    case newerSchema(path: String, version: Int)
    /// No database at the path (commands that only read).
    case noDatabase(path: String)
    /// A file given to `add` is not a result file `bench` writes.
    case resultFile(ResultFileError)
    /// A plain Google Benchmark file: no metadata says which commit and machine measured it.
    case missingIdentity(path: String)
    /// The run's machine is not the one the profile's earlier runs were measured on.
    case otherMachine(path: String, profile: String, problems: [String])
    /// A run with the same profile, metric, commit, date and settings but other values is stored.
    case conflictingRun(path: String, stored: String)
    /// `git` failed (import-git).
    case git(command: String, reason: String)
    /// SQLite refused a statement on a database that opened fine (a full disk, a lock, ...).
    case database(path: String, reason: String)

    /// What is wrong and what to do.
    public var description: String {
        switch self {
        case let .corruptDatabase(path, reason):
            return "the history \(path) is not a readable SQLite database (\(reason)); nothing was changed. "
                + "Restore it from your CI cache or backup, or move it aside and rebuild it with `bench history import-git` and `bench history add`"
        case let .notAHistory(path):
            return "\(path) is an SQLite database of something else, not a bench history; nothing was changed: pass --db with another file"
        case let .newerSchema(path, version):
            return "the history \(path) has schema version \(version), newer than this bench reads (\(HistoryStore.schemaVersion)); use a newer bench, or another --db"
        case let .noDatabase(path):
            return "no history at \(path): create one with `bench history import-git` or `bench history add RUN.json`, or pass --db FILE"
        case let .resultFile(error):
            return error.description + "; nothing was added"
        case let .missingIdentity(path):
            return "\(path) is a plain Google Benchmark file without bench's metadata (commit, machine profile): "
                + "pass --commit REV to say which commit it measured (it is then recorded under this machine's profile), "
                + "or add a file of `bench record --output` / `bench check --save-run`; nothing was added"
        case let .otherMachine(path, profile, problems):
            return "\(path) was measured on another machine than the earlier runs of profile '\(profile)' "
                + "(\(problems.joined(separator: "; "))); nothing was added. Store it under its own profile with --profile NAME, "
                + "or pass --accept-machine-change if this machine now replaces the old one (trends mark the change)"
        case let .conflictingRun(path, stored):
            return "\(path) has the commit, date and settings of the stored run \(stored) but other values; nothing was added "
                + "(a history never overwrites a run: if the file was edited, re-record it)"
        case let .git(command, reason):
            return "`\(command)` failed: \(reason); run import-git inside the repository's work tree (or pass --repository DIR)"
        case let .database(path, reason):
            return "the history \(path) could not be changed (\(reason)); nothing was changed"
        }
    }
}
