/// What the suite says of one strategy wherever it lists or relates strategies (`bench
/// --list-strategies`, the summary tables' libyuv references, the upgrade table's "ours", the
/// report): the one shape of a strategy's description, made from its catalogue entry.
public struct StrategyDescription: Sendable, Equatable {
    /// Short id used in benchmark names and on the command line, for example "simd" or "libyuv-box".
    public var id: String
    /// One line on what the strategy does or which real code it models.
    public var summary: String
    /// What kind of code it is; nil for entries that are not an operation's strategies (buffer
    /// provisioning, pipelines, read orders).
    public var family: StrategyFamily?
    /// What it promises about its output, in words; nil outside operations.
    public var contract: String?
    /// The id of the libyuv strategy of the same operation that does the same job (a libyuv
    /// strategy that is its job's reference names itself); nil when libyuv has none.
    public var libyuvReference: String?
    /// Which source samples it reads.
    public var sampling: SourceSampling
    /// True for a strategy the suite recommends for its job (the upgrade table's "ours").
    public var isRecommended: Bool

    /// A description from its parts.
    public init(
        id: String, summary: String, family: StrategyFamily? = nil, contract: String? = nil, libyuvReference: String? = nil,
        sampling: SourceSampling = .everySample, isRecommended: Bool = false
    ) {
        self.id = id
        self.summary = summary
        self.family = family
        self.contract = contract
        self.libyuvReference = libyuvReference
        self.sampling = sampling
        self.isRecommended = isRecommended
    }
}
