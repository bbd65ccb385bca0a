/// The exact null distribution of the Mann-Whitney U statistic for samples of sizes m and n
/// without ties: every one of the C(m + n, m) orderings of the pooled sample is equally likely.
struct ExactUDistribution {
    /// counts[u]: orderings whose U equals u, for u in 0...m*n.
    let counts: [Double]
    let total: Double

    /// Builds the distribution with the recurrence f(i, j, u) = f(i - 1, j, u - j) + f(i, j - 1, u)
    /// (the largest value belongs to the first sample, beating all j values of the second, or it
    /// does not). Additions only, so the counts stay exact up to 2^53 and accurate beyond.
    init(m: Int, n: Int) {
        // row[j] holds f(i, j, .) for the current i.
        var row: [[Double]] = (0...n).map { _ in [1] }  // f(0, j, .) = [1]
        if m > 0 {
            for _ in 1...m {
                var next: [[Double]] = [[1]]  // f(i, 0, .) = [1]
                if n > 0 {
                    for j in 1...n {
                        let above = row[j]        // f(i - 1, j, .), shifted by j
                        let left = next[j - 1]    // f(i, j - 1, .)
                        var sum = [Double](repeating: 0, count: max(above.count + j, left.count))
                        for (u, count) in above.enumerated() { sum[u + j] += count }
                        for (u, count) in left.enumerated() { sum[u] += count }
                        next.append(sum)
                    }
                }
                row = next
            }
        }
        counts = row[n]
        total = counts.reduce(0, +)
    }

    /// P(U >= u).
    func probabilityOfAtLeast(_ u: Int) -> Double {
        guard u > 0 else { return 1 }
        guard u < counts.count else { return 0 }
        return counts[u...].reduce(0, +) / total
    }

    /// C(n, k) as a Double.
    static func binomial(_ n: Int, _ k: Int) -> Double {
        guard k >= 0, k <= n else { return 0 }
        let k = min(k, n - k)
        var result = 1.0
        if k > 0 { for i in 1...k { result = result * Double(n - k + i) / Double(i) } }
        return result
    }
}
