/// The benchmarks of one table or chart: one operation, its parameters and cache state, every
/// strategy measured (`BenchmarkName.group`), with the baselines its ratios divide by.
public struct SummaryGroup: Sendable {
    /// For example "I420ToNV12 1280x720 hot".
    public let title: String
    /// The strategies, in the run's order.
    public let members: [BenchmarkSummary]
    /// The group's naive strategy (the seed's loop), when it ran.
    public let naive: BenchmarkSummary?
    /// The group's fastest libyuv strategy (smallest median), when one was measured.
    public let fastestLibyuv: BenchmarkSummary?
    /// The memcpy roofline of the group's members (`BenchmarkRelations.memcpyRooflines`), when it ran.
    public let memcpy: BenchmarkSummary?

    /// The group of `members` (at least one), with `memcpy` as its roofline.
    public init(title: String, members: [BenchmarkSummary], memcpy: BenchmarkSummary?) {
        self.title = title
        self.members = members
        self.memcpy = memcpy
        naive = members.first(where: \.isNaive)
        fastestLibyuv = members.filter { $0.isLibyuv && $0.median != nil }.min { $0.median! < $1.median! }
    }

    /// `x naive`: naive's median over `benchmark`'s (how many times faster than the seed's loop).
    public func speedupOverNaive(_ benchmark: BenchmarkSummary) -> Double? { Self.ratio(naive, over: benchmark) }

    /// `time/libyuv`: `benchmark`'s median over the fastest libyuv strategy's (below 1 is faster).
    public func timeOverFastestLibyuv(_ benchmark: BenchmarkSummary) -> Double? { Self.ratio(benchmark, over: fastestLibyuv) }

    /// `% memcpy`: the memcpy roofline's median over `benchmark`'s, in percent (100% = as fast as
    /// a memcpy of the same bytes in the same cache state).
    public func percentOfMemcpy(_ benchmark: BenchmarkSummary) -> Double? { Self.ratio(memcpy, over: benchmark).map { $0 * 100 } }

    /// `numerator`'s median over `denominator`'s, when both measured.
    static func ratio(_ numerator: BenchmarkSummary?, over denominator: BenchmarkSummary?) -> Double? {
        guard let top = numerator?.median, numerator?.failure == nil, denominator?.failure == nil,
              let bottom = denominator?.median, bottom > 0 else { return nil }
        return top / bottom
    }
}
