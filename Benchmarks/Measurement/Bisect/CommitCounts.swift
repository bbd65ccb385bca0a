import Results

/// One commit's instructions per frame of the bisected benchmarks, and where they went.
public struct CommitCounts: Sendable {
    /// Where the counts come from.
    public enum Source: Sendable, Equatable {
        /// A run the history holds for this commit (no build).
        case history
        /// Built and counted now, in `seconds`.
        case built(seconds: Double)
        /// Counted earlier by bisect (its file under the work folder).
        case earlier
    }

    /// The commit.
    public var commit: String
    /// Instructions per frame by benchmark.
    public var values: [String: Double]
    /// Their profiles, when the commit's bench writes them.
    public var profiles: ProfileDocument?
    /// Where the counts come from.
    public var source: Source

    public init(commit: String, values: [String: Double], profiles: ProfileDocument?, source: Source) {
        self.commit = commit
        self.values = values
        self.profiles = profiles
        self.source = source
    }
}

/// Counts one commit: builds it and counts the benchmarks, for x86-64 under callgrind or for
/// arm64 under qemu (`GitWorkTree`, `CommitCounter`).
public protocol CommitCounting: Sendable {
    /// The commit's counts; nil when it does not build or cannot be counted (`log` says why).
    func count(_ commit: String) -> (counts: CommitCounts?, log: String)
}
