import Gate

/// Why `bench bisect` could not name a commit. Each message says what to do; whatever failed,
/// the user's work tree and history database are as they were (commits are built in a scratch
/// work tree of their own, the history is only read).
public enum BisectError: Error, Equatable, CustomStringConvertible {
    /// A revision git does not know.
    case unknownRevision(String)
    /// --good is not an ancestor of --bad.
    case notAnAncestor(good: String, bad: String)
    /// The user's tree has uncommitted changes to tracked files.
    case dirtyTree(files: [String])
    /// git failed.
    case git(command: String, reason: String)
    /// The good or the bad commit did not build or could not be counted (its log says why).
    case endpointFailed(commit: String, log: String)
    /// The filter selects no benchmark the good commit counts.
    case emptySelection(filter: String, commit: String)
    /// The history database could not be read.
    case history(String)

    /// The exit code (`GateExitCode`): 6 for an empty selection, 5 when an end of the range did
    /// not build, 4 for the rest (unusable input).
    public var exitCode: GateExitCode {
        switch self {
        case .emptySelection: return .emptySelection
        case .endpointFailed: return .suiteFailed
        default: return .unusableBaseline
        }
    }

    public var description: String {
        switch self {
        case let .unknownRevision(revision):
            return "'\(revision)' is not a commit of this repository (a branch, tag or hash; fetch it first if it is on a remote)"
        case let .notAnAncestor(good, bad):
            return "--good \(good) is not an ancestor of --bad \(bad): bisect walks the commits from good to bad; pass an older --good"
        case let .dirtyTree(files):
            return "the work tree has uncommitted changes (\(files.prefix(3).joined(separator: ", "))\(files.count > 3 ? ", ..." : "")): "
                + "bisect measures commits, each built in a scratch work tree, so these changes would be in no measurement; "
                + "commit or stash them, or pass --allow-dirty to bisect the commits as they are"
        case let .git(command, reason):
            return "`\(command)` failed: \(reason)"
        case let .endpointFailed(commit, log):
            return "commit \(commit.prefix(12)) (an end of the range) did not build or could not be counted; see \(log)"
        case let .emptySelection(filter, commit):
            return "the filter '\(filter)' selects no benchmark that commit \(commit.prefix(12)) counts "
                + "(list them with `bench --benchmark_list_tests=true`)"
        case let .history(reason):
            return "the history could not be read: \(reason); pass another --db, or --no-history"
        }
    }
}
