import Foundation
import Gate
import Results

/// `bench bisect`'s work: the commits from --good to --bad, the good commit's counts (from the
/// history when it has them), the search (`BisectSearch`), and what moved at the commit it names
/// (`ProfileComparison` between the last commit that had not moved and the first that had).
public struct BisectSession {
    /// Which counts are bisected.
    public enum Architecture: String, Sendable, CaseIterable {
        /// x86-64 instructions under callgrind (the commit's `bench record --metric instructions`).
        case x86_64
        /// arm64 instructions under qemu (the commit's `scripts/ci/arm64-check.sh count`).
        case aarch64
    }

    public var repository: GitRepository
    public var good: String, bad: String
    /// The benchmarks judged (a --benchmark_filter regex).
    public var filter: BenchmarkFilter
    public var architecture: Architecture
    /// The gate's threshold, a fraction.
    public var threshold: Double
    /// Bisect although the user's tree has uncommitted changes.
    public var allowDirty: Bool
    public var folder: BisectFolder
    /// The counts the history holds for a commit, when it holds them (for this machine's profile).
    public var history: (String) -> [String: Double]? = { _ in nil }
    /// Counts one commit (a stand-in in tests).
    public var counter: any CommitCounting

    public init(repository: GitRepository, good: String, bad: String, filter: BenchmarkFilter, architecture: Architecture,
                threshold: Double, allowDirty: Bool, folder: BisectFolder, counter: any CommitCounting) {
        self.repository = repository
        (self.good, self.bad, self.filter, self.architecture) = (good, bad, filter, architecture)
        (self.threshold, self.allowDirty, self.folder, self.counter) = (threshold, allowDirty, folder, counter)
    }

    /// What a bisect found, for the console.
    public struct Result: Sendable {
        public var good: String, bad: String, commits: [String]
        public var outcome: BisectSearch.Outcome
        /// Commits built: the search's, and the good one's unless the history had it.
        public var builds: Int
        /// The moved benchmarks at the commit named, with their change.
        public var moved: [(benchmark: String, before: Double, after: Double)]
        /// What moved in each, by function.
        public var comparisons: [ProfileComparison]
        /// The subject of each commit named.
        public var subjects: [String: String]
        public var lines: [String]
    }

    /// Runs the bisect; `progress` hears each line as it is decided.
    /// - Throws: `BisectError`.
    public func run(progress: (String) -> Void = { _ in }) throws(BisectError) -> Result {
        let goodCommit = try repository.commit(good), badCommit = try repository.commit(bad)
        guard repository.isAncestor(goodCommit, of: badCommit) else { throw .notAnAncestor(good: good, bad: bad) }
        if !allowDirty {
            let changed = try repository.changedFiles()
            if !changed.isEmpty { throw .dirtyTree(files: changed) }
        }
        let commits = try repository.commits(after: goodCommit, upTo: badCommit)
        var lines: [String] = []
        func say(_ line: String) {
            lines.append(line)
            progress(line)
        }
        let selected = { (name: String) in filter.matches(name) }
        say("bisect: \(architecture == .x86_64 ? "x86-64 instructions (callgrind)" : "arm64 instructions (qemu)") of '\(filter.pattern)', "
            + "good \(goodCommit.prefix(9)) .. bad \(badCommit.prefix(9)): \(commits.count) commits after good; "
            + "a count moved beyond \(FigureFormat.text.percent(threshold)) from good's is a move")
        let goodCounts: CommitCounts
        if let values = history(goodCommit), values.keys.contains(where: selected) {
            goodCounts = CommitCounts(commit: goodCommit, values: values, profiles: nil, source: .history)
        } else {
            let (counts, log) = counter.count(goodCommit)
            guard let counts else { throw .endpointFailed(commit: goodCommit, log: log) }
            goodCounts = counts
        }
        let judged = goodCounts.values.keys.filter(selected).sorted()
        guard !judged.isEmpty else { throw .emptySelection(filter: filter.pattern, commit: goodCommit) }
        say("  good \(goodCommit.prefix(9)) \(Self.describe(goodCounts.source)): "
            + judged.prefix(3).map { "\($0) \(FigureFormat.text.grouped(goodCounts.values[$0]))" }.joined(separator: ", ")
            + (judged.count > 3 ? " and \(judged.count - 3) more" : ""))
        let search = BisectSearch(commits: commits, threshold: threshold, benchmarks: selected)
        var step = 0
        let outcome = search.run(good: goodCounts, count: { commit in
            if let values = history(commit), judged.allSatisfy({ values[$0] != nil }) {
                return CommitCounts(commit: commit, values: values, profiles: nil, source: .history)
            }
            return counter.count(commit).counts
        }, progress: { counts, commit, moved in
            step += 1
            let position = (commits.firstIndex(of: commit) ?? 0) + 1
            guard let counts else {
                say("  [\(step)] \(commit.prefix(9)) (\(position)/\(commits.count)): did not build or count; skipped (log: \(folder.log(commit, architecture: architecture.rawValue)))")
                return
            }
            let changes = judged.compactMap { name -> String? in
                guard let before = goodCounts.values[name], let after = counts.values[name], before > 0 else { return nil }
                return FigureFormat.text.changeFromBaseline(after / before - 1)
            }
            say("  [\(step)] \(commit.prefix(9)) (\(position)/\(commits.count)) \(Self.describe(counts.source)): "
                + (moved ? "MOVED" : "unmoved") + " (" + changes.prefix(3).joined(separator: ", ") + (changes.count > 3 ? ", ..." : "") + ")")
        })
        var moved: [(String, Double, Double)] = [], comparisons: [ProfileComparison] = []
        var subjects: [String: String] = [:]
        if let first = outcome.firstMoved {
            subjects[first.commit] = repository.subject(first.commit)
            for (name, _) in search.moves(first, from: goodCounts) {
                guard let before = outcome.lastUnmoved.values[name] ?? goodCounts.values[name], let after = first.values[name] else { continue }
                moved.append((name, before, after))
                if let old = outcome.lastUnmoved.profiles?[name], let new = first.profiles?[name] {
                    comparisons.append(ProfileComparison(baseline: old, current: new))
                }
            }
        }
        let goodBuilds: Int
        switch goodCounts.source { case .built: goodBuilds = 1; default: goodBuilds = 0 }
        return Result(good: goodCommit, bad: badCommit, commits: commits, outcome: outcome, builds: outcome.builds + goodBuilds, moved: moved,
                      comparisons: comparisons, subjects: subjects, lines: lines)
    }

    static func describe(_ source: CommitCounts.Source) -> String {
        switch source {
        case .history: return "from the history"
        case .earlier: return "counted by an earlier bisect"
        case .built(let seconds): return "built and counted in \(Int(seconds.rounded())) s"
        }
    }
}
