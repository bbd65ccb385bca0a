import PiPVideo

/// One case an operation is benchmarked on: the frames' sizes, the call's parameters, what the
/// source frames show and whether they are in the cache. Each of the operation's strategies (or
/// those a plan picks) becomes one benchmark of the case.
struct OperationCase<Operation: FrameOperation> {
    /// The source frames' size.
    let source: FrameSize
    /// The destination's size.
    let destination: FrameSize
    let parameters: Operation.Parameters
    /// The name components between the strategy and the cache state, e.g. ["1920x1080", "90"].
    let nameParameters: [String]
    let content: SourceContent
    let cache: CacheState

    /// A case whose destination size follows from the source (conversions, rotations): named by
    /// the source size, then `extraName`.
    /// - Precondition: the operation has a fixed destination size for these parameters.
    init(_ size: FrameSize, _ parameters: Operation.Parameters, extraName: [String] = [], content: SourceContent = .noise,
         cache: CacheState) {
        guard let destination = Operation.destinationSize(for: size, parameters) else {
            preconditionFailure("\(Operation.name) takes any destination size: give the case one")
        }
        self.init(source: size, destination: destination, parameters: parameters,
                  nameParameters: [size.description] + extraName, content: content, cache: cache)
    }

    init(source: FrameSize, destination: FrameSize, parameters: Operation.Parameters, nameParameters: [String],
         content: SourceContent, cache: CacheState) {
        self.source = source
        self.destination = destination
        self.parameters = parameters
        self.nameParameters = nameParameters
        self.content = content
        self.cache = cache
    }

    /// Whether the destination size is the operation's own (conversions, rotations) rather than
    /// any smaller one (downscaling, whose picture quality is then measured).
    var hasFixedDestination: Bool { Operation.destinationSize(for: source, parameters) != nil }
}

extension OperationCase where Operation.Parameters == Void {
    /// A case of an operation without parameters whose destination size follows from the source.
    init(_ size: FrameSize, content: SourceContent = .noise, cache: CacheState) {
        self.init(size, (), content: content, cache: cache)
    }
}
