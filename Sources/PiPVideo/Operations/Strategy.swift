/// One interchangeable way to perform an operation: its id and what it models, what kind of code it
/// is, what it promises about its output, and its kernel.
///
/// Every strategy is reached through `run(_:into:_:)`, which runs the operation's checks and then
/// the kernel. The Swift strategies are made from their operation's entries in PiPCatalogue
/// (`FrameOperation.fromCatalogue(_:kernel:)`), libyuv's from PiPLibYUV's chains; to add one, write
/// its kernel in a file of its own (a file that registers nothing) and add one entry to its
/// operation's catalogue there.
public struct Strategy<Operation: FrameOperation>: Sendable, Identifiable {
    /// What a kernel receives: validated frames (the destination of a size the operation accepts,
    /// sharing no memory with any other plane) and the call's parameters.
    public typealias Kernel = @Sendable (Operation.Source, Operation.Destination, Operation.Parameters) throws -> Void

    /// Short id used in benchmark names and on the command line, for example "simd" or "libyuv-box".
    public let id: String
    /// One line on what the strategy does or which real code it models.
    public let summary: String
    /// What kind of code it is (result tables compare with `naive` and `libyuv`).
    public let family: StrategyFamily
    /// What it promises about its output, checked before it is timed.
    public let contract: Contract<Operation>
    /// The libyuv strategy of the same operation that does the same job, which result tables hold
    /// it against (`time/libyuv`).
    public let libyuvReference: LibYUVReference
    /// Which source samples it reads (every one, unless it samples).
    public let sampling: SourceSampling
    /// Whether the suite recommends it for its job (at most one per libyuv reference): what the
    /// libyuv upgrade table calls ours.
    public let isRecommended: Bool
    let kernel: Kernel

    /// A strategy of `Operation`.
    public init(
        id: String, summary: String, family: StrategyFamily, contract: Contract<Operation>, libyuvReference: LibYUVReference,
        sampling: SourceSampling = .everySample, recommended: Bool = false, kernel: @escaping Kernel
    ) {
        self.id = id
        self.summary = summary
        self.family = family
        self.contract = contract
        self.libyuvReference = libyuvReference
        self.sampling = sampling
        self.isRecommended = recommended
        self.kernel = kernel
    }

    /// The id of the libyuv strategy it is held against; nil when libyuv has none.
    public var libyuvReferenceID: String? { libyuvReference.id(for: id) }

    /// What listings and result views say of it.
    public var details: StrategyDescription {
        StrategyDescription(
            id: id, summary: summary, family: family, contract: contract.description, libyuvReference: libyuvReferenceID,
            sampling: sampling, isRecommended: isRecommended)
    }

    /// Runs the operation's checks (and, for libyuv strategies, libyuv's 32-bit offset and scale-step limits), then
    /// the kernel: `source` processed into `destination`. Padding bytes of the destination are left
    /// as they are.
    /// - Throws: `FrameError` when the checks reject the frames (nothing is written then), e.g.
    ///   `FrameError.beyondLibYUVOffsetLimit`; `LibYUVError` if libyuv rejects a call.
    public func run(_ source: Operation.Source, into destination: Operation.Destination, _ parameters: Operation.Parameters) throws {
        try Operation.validate(source, destination, parameters)
        if family == .libyuv {
            try LibYUVArguments.validate(source.planes, destination.planes)
            // Operations without a fixed destination size scale.
            if Operation.destinationSize(for: source.size, parameters) == nil {
                try LibYUVArguments.validateScale(from: source.size, to: destination.size)
            }
        }
        try kernel(source, destination, parameters)
    }
}

extension Strategy where Operation.Parameters == Void {
    /// `run(_:into:_:)` for operations that take no parameters.
    public func run(_ source: Operation.Source, into destination: Operation.Destination) throws {
        try run(source, into: destination, ())
    }
}
