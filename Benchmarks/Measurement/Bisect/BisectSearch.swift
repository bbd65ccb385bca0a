import Gate
import Results

/// The search of `bench bisect`: given the commits after a good one up to a bad one (oldest
/// first) and a way to count each, the first whose count of any selected benchmark moved beyond
/// the threshold from the good commit's, assuming a count that moved stays moved. A binary search
/// over "moved" that takes the bad commit as moved, as the user says it is: ceil(log2(n)) counts
/// of the n commits after good, plus good's own (none when the history has it), plus the bad
/// one's only when the search ends on it (to confirm it moved). A commit that does not build is
/// skipped: the nearest other commit between the bounds is counted instead.
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
        let total = commits.count
        guard total > 0 else { return Outcome(good: good, lastUnmoved: good, firstMoved: nil, skippedBetween: [], steps: [], builds: 0) }
        var low = -1, high = total - 1  // high: the first commit known to have moved; bad is taken as moved until counted
        var confirmed = false, lastUnmoved = good, firstMoved: CommitCounts?
        var failed = Set<Int>(), steps: [CommitCounts] = [], builds = 0
        while true {
            let index: Int
            if high - low > 1 {
                // The middle, or the nearest index to it between the bounds that has not failed.
                let middle = (low + high) / 2
                guard let nearest = (low + 1..<high).filter({ !failed.contains($0) }).min(by: { (abs($0 - middle), $0) < (abs($1 - middle), $1) })
                else { break }
                index = nearest
            } else if !confirmed, high < total, !failed.contains(high) {
                index = high  // the search ended on bad: count it to confirm it moved
            } else {
                break
            }
            let counts = count(commits[index])
            if counts == nil { builds += 1 } else if case .built = counts?.source { builds += 1 }
            guard let counts else {
                failed.insert(index)
                progress(nil, commits[index], false)
                continue
            }
            steps.append(counts)
            let moved = !moves(counts, from: good).isEmpty
            progress(counts, commits[index], moved)
            if moved {
                (high, firstMoved, confirmed) = (index, counts, true)
            } else {
                (low, lastUnmoved) = (index, counts)
                if index == total - 1 { high = total }  // not even bad moved
            }
        }
        let skipped = failed.filter { $0 > low && $0 <= high && $0 < total }.sorted().map { commits[$0] }
        return Outcome(good: good, lastUnmoved: lastUnmoved, firstMoved: confirmed ? firstMoved : nil,
                       skippedBetween: skipped, steps: steps, builds: builds)
    }
}
