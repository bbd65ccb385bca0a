import PiPStrategyModel
/// The benchmarks of one table or chart: one operation, its parameters and cache state, every
/// strategy measured (`BenchmarkName.group`), with the baselines its ratios divide by.
public struct SummaryGroup: Sendable {
    /// For example "I420ToNV12 1280x720 hot".
    public let title: String
    /// The strategies, in the run's order.
    public let members: [BenchmarkSummary]
    /// The group's naive strategy (the seed's loop), when it ran.
    public let naive: BenchmarkSummary?
    /// The memcpy roofline of the group's members (`BenchmarkRelations.memcpyRooflines`), when it ran.
    public let memcpy: BenchmarkSummary?
    /// Each member's libyuv reference (`BenchmarkRelations.libyuvReferences`) where it is a member
    /// too, by the member's name.
    private let references: [String: BenchmarkSummary]
    /// Members whose strategy reads only part of its source (`BenchmarkRelations.sourceSubsets`).
    private let sourceSubsets: Set<String>

    /// The group of `members` (at least one), with `memcpy` as its roofline and each member held
    /// against the member `libyuvReferences` names for it (references outside the group are ignored).
    public init(
        title: String, members: [BenchmarkSummary], memcpy: BenchmarkSummary?, libyuvReferences: [String: String] = [:],
        sourceSubsets: Set<String> = []
    ) {
        self.title = title
        self.members = members
        self.memcpy = memcpy
        naive = members.first(where: \.isNaive)
        let byName = Dictionary(members.map { ($0.name.full, $0) }, uniquingKeysWith: { first, _ in first })
        references = byName.compactMapValues { member in libyuvReferences[member.name.full].flatMap { byName[$0] } }
        self.sourceSubsets = sourceSubsets.intersection(byName.keys)
    }

    /// The group of `members` related as `relations` relates them.
    public init(title: String, members: [BenchmarkSummary], memcpy: BenchmarkSummary?, relations: BenchmarkRelations) {
        self.init(title: title, members: members, memcpy: memcpy, libyuvReferences: relations.libyuvReferences,
                  sourceSubsets: relations.sourceSubsets)
    }

    /// `x naive`: naive's median over `benchmark`'s (how many times faster than the seed's loop).
    public func speedupOverNaive(_ benchmark: BenchmarkSummary) -> Double? { Self.ratio(naive, over: benchmark) }

    /// The libyuv strategy `benchmark` is held against: the member that does the same job
    /// (the same filter, for scaling; the chain its operation names, for rotations); nil when
    /// libyuv has none or it was not measured in this group.
    public func libyuvReference(of benchmark: BenchmarkSummary) -> BenchmarkSummary? { references[benchmark.name.full] }

    /// `time/libyuv`: `benchmark`'s median over its libyuv reference's (below 1 is faster).
    public func timeOverLibyuv(_ benchmark: BenchmarkSummary) -> Double? { Self.ratio(benchmark, over: libyuvReference(of: benchmark)) }

    /// The strategies the members' `time/libyuv` divide by, in the members' order, each once: one
    /// names the column (`libyuvColumn`); several put each row's reference beside its ratio.
    public var libyuvReferenceStrategies: [String] {
        var seen: [String] = []
        for member in members {
            if let strategy = references[member.name.full]?.name.strategy, !seen.contains(strategy) { seen.append(strategy) }
        }
        return seen
    }

    /// The `time/libyuv` column's title for ratios of `measure` ("time", "instructions"): it names
    /// the reference when every ratio divides by one (`time/libyuv-box`); with several, the rows
    /// name theirs (`libyuvReferenceStrategies`).
    public func libyuvColumn(measure: String = "time") -> String {
        let strategies = libyuvReferenceStrategies
        return "\(measure)/" + (strategies.count == 1 ? strategies[0] : StrategyFamily.libyuv.rawValue)
    }

    /// What every view writes after the roofline ratio of a benchmark that `readsSourceSubset`.
    public static let subsetNote = "(subset)"

    /// True when `benchmark` reads only part of its source (a point sampler shrinking more than
    /// its taps): its roofline ratio is not held to the floor (`subsetNote`).
    public func readsSourceSubset(_ benchmark: BenchmarkSummary) -> Bool { sourceSubsets.contains(benchmark.name.full) }

    /// `% memcpy`: the memcpy roofline's median over `benchmark`'s, in percent (100% = as fast as
    /// a memcpy of the same bytes in the same cache state).
    public func percentOfMemcpy(_ benchmark: BenchmarkSummary) -> Double? { Self.ratio(memcpy, over: benchmark).map { $0 * 100 } }

    /// `numerator`'s median over `denominator`'s, when both measured (x86-64 instruction counts:
    /// each string instruction once, `BenchmarkSummary.comparableMedian`).
    static func ratio(_ numerator: BenchmarkSummary?, over denominator: BenchmarkSummary?) -> Double? {
        guard let top = numerator?.comparableMedian, let bottom = denominator?.comparableMedian, bottom > 0 else { return nil }
        return top / bottom
    }
}
