/// PELT, "pruned exact linear time" change-point search (Killick, Fearnhead and Eckley, "Optimal
/// detection of changepoints with a linear computational cost", JASA 2012): the segmentation of a
/// series that minimises the sum of the segments' costs plus `penalty` per segment, found exactly
/// by dynamic programming, with the candidates that can no longer win pruned.
///
/// Written to give the breakpoints of the reference implementation, `ruptures.Pelt` (Truong,
/// Oudre and Vayatis, 2020), with `jump=1` and the same cost, minimum segment size and penalty:
/// the same recursion, candidate order, tie rule (the earliest candidate wins) and pruning rule
/// (`scripts/ci/changepoint-check.sh` compares the two).
public enum PELT {
    /// The cost of one segment.
    public enum Cost: String, Sendable, CaseIterable {
        /// Sum of absolute deviations from the segment's median (ruptures' `CostL1`): a change of
        /// level, robust to outliers. What `ChangePointDetector` uses.
        case l1
        /// Sum of squared deviations from the segment's mean (ruptures' `CostL2`).
        case l2

        /// The cost of `values[range]`.
        func of(_ values: ArraySlice<Double>) -> Double {
            switch self {
            case .l1:
                guard let median = Array(values).median else { return 0 }
                return values.reduce(0) { $0 + abs($1 - median) }
            case .l2:
                let mean = values.reduce(0, +) / Double(values.count)
                let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)
                return variance * Double(values.count)
            }
        }
    }

    /// The breakpoints of the optimal segmentation: the end index (exclusive) of every segment,
    /// ascending, the last one `values.count` (ruptures' convention). `[]` for an empty series.
    /// - Parameters:
    ///   - penalty: added per segment; larger gives fewer change points (> 0).
    ///   - minimumSize: the shortest segment allowed (>= 1).
    public static func breakpoints(_ values: [Double], penalty: Double, minimumSize: Int = 1, cost: Cost = .l1) -> [Int] {
        let count = values.count, minimumSize = max(1, minimumSize)
        guard count > 0 else { return [] }
        guard count >= minimumSize else { return [count] }
        // best[t]: the optimal total for values[0..<t] and the start of its last segment.
        var best: [Int: (total: Double, lastStart: Int)] = [0: (0, 0)]
        var admissible: [Int] = []
        for end in Array(stride(from: minimumSize, to: count, by: 1)) + [count] {
            admissible.append(end - minimumSize)
            var candidates: [(start: Int, total: Double)] = []
            for start in admissible {
                guard let left = best[start] else { continue }
                candidates.append((start, left.total + (cost.of(values[start..<end]) + penalty)))
            }
            guard var winner = candidates.first else { continue }
            for candidate in candidates.dropFirst() where candidate.total < winner.total { winner = candidate }
            best[end] = (winner.total, winner.start)
            admissible = candidates.filter { $0.total <= winner.total + penalty }.map(\.start)
        }
        var ends: [Int] = []
        var end = count
        while end > 0, let last = best[end] {
            ends.append(end)
            end = last.lastStart
        }
        return ends.reversed()
    }
}
