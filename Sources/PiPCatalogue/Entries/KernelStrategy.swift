import PiPStrategyModel

/// One strategy of an operation as its catalogue declares it: everything the suite knows of it
/// (id, what it does, its family, contract, libyuv reference, sampling, whether the suite
/// recommends it) and `call`, the kernel call on sample grids. PiPVideo's strategies and the arm64
/// check both take their strategies from these entries (Swift standard library only, so the
/// Embedded arm64 build compiles them with the kernels).
public struct KernelStrategy<Call> {
    /// Short id used in benchmark names and on the command line, for example "simd".
    public let id: String
    /// One line on what the strategy does or which real code it models.
    public let summary: String
    /// What kind of code it is.
    public let family: StrategyFamily
    /// What it promises about its output.
    public let contract: KernelContract
    /// The libyuv strategy of the same operation that does the same job (`time/libyuv`).
    public let libyuvReference: LibYUVReference
    /// Which source samples it reads (every one, unless it samples).
    public let sampling: SourceSampling
    /// Whether the suite recommends it for its job (at most one per libyuv reference).
    public let isRecommended: Bool
    /// The kernel call on the operation's sample grids.
    public let call: Call

    /// An entry; every field as the catalogue file spells it.
    public init(
        id: String, summary: String, family: StrategyFamily, contract: KernelContract, libyuvReference: LibYUVReference,
        sampling: SourceSampling = .everySample, recommended: Bool = false, call: Call
    ) {
        self.id = id
        self.summary = summary
        self.family = family
        self.contract = contract
        self.libyuvReference = libyuvReference
        self.sampling = sampling
        self.isRecommended = recommended
        self.call = call
    }
}

extension KernelStrategy: Sendable where Call: Sendable {}
