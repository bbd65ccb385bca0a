import Gate
import Results

/// The search of `bench bisect`: given the commits after a good one up to a bad one (oldest
/// first) and a way to count each, the first whose count of any selected benchmark moved beyond
/// the threshold from the good commit's, assuming a count that moved stays moved. A binary search
/// over "moved" with the commit after the last candidate taken as moved: ceil(log2(n + 1)) counts
/// of the n commits after good, plus good's own (none when the history has it). A commit that
/// does not build is skipped: the nearest other commit between the bounds is counted instead.
public struct BisectSearch {
    /// What the search found.
    public struct Outcome: Sendable {
        /// The good commit's counts.
        public var good: CommitCounts
        /// The last commit counted that had not moved (the good one, or a later one).
        public var lastUnmoved: CommitCounts
        /// The first commit that moved beyond the threshold, nil when none did.
        public var firstMoved: CommitCounts?
        /// Commits between those two that could not be counted (the move is in one of them or in
        /// `firstMoved`).
        public var skippedBetween: [String]
        /// Every commit counted, in the order counted.
        public var steps: [CommitCounts]
        /// Commits built (counts from the history or an earlier bisect are not builds).
        public var builds: Int
    }

    /// The commits after good, oldest first; the last is bad.
    public let commits: [String]
    /// The benchmarks judged.
    public let benchmarks: (String) -> Bool
    /// The gate's threshold (a fraction).
    public let threshold: Double

    public init(commits: [String], threshold: Double, benchmarks: @escaping (String) -> Bool) {
        self.commits = commits
        self.threshold = threshold
        self.benchmarks = benchmarks
    }

    /// The benchmarks of `counts` that moved beyond the threshold from `good`'s, with the change.
    public func moves(_ counts: CommitCounts, from good: CommitCounts) -> [(benchmark: String, change: Double)] {
        good.values.keys.sorted().filter(benchmarks).compactMap { name in
            guard let before = good.values[name], let after = counts.values[name], before > 0 else { return nil }
            let change = after / before - 1
            return abs(change) > threshold ? (name, change) : nil
        }
    }

    /// Runs the search: `count` gives a commit's counts (nil when it does not build); `progress`
    /// hears of each one counted.
    public func run(
        good: CommitCounts, count: (String) -> CommitCounts?, progress: (CommitCounts?, String, Bool) -> Void = { _, _, _ in }
    ) -> Outcome {
        var low = -1, high = commits.count
        var lastUnmoved = good, firstMoved: CommitCounts?
        var failed = Set<Int>(), steps: [CommitCounts] = [], builds = 0
        while high - low > 1 {
            // The middle, or the nearest index to it between the bounds that has not failed.
            let middle = (low + high) / 2
            let candidates = (low + 1..<high).filter { !failed.contains($0) }.sorted { (abs($0 - middle), $0) < (abs($1 - middle), $1) }
            guard let index = candidates.first else { break }
            let counts = count(commits[index])
            if case .built = counts?.source { builds += 1 } else if counts == nil { builds += 1 }
            guard let counts else {
                failed.insert(index)
                progress(nil, commits[index], false)
                continue
            }
            steps.append(counts)
            let moved = !moves(counts, from: good).isEmpty
            progress(counts, commits[index], moved)
            if moved {
                high = index
                firstMoved = counts
            } else {
                low = index
                lastUnmoved = counts
            }
        }
        let skipped = (low + 1..<high).filter { failed.contains($0) }.map { commits[$0] }
        return Outcome(good: good, lastUnmoved: lastUnmoved, firstMoved: high < commits.count ? firstMoved : nil,
                       skippedBetween: skipped, steps: steps, builds: builds)
    }
}
