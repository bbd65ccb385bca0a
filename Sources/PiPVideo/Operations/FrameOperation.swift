/// One step of the PiP hot path (a conversion, a rotation, a downscale ...) with interchangeable
/// strategies: what it reads and writes, the checks every strategy runs first, the plain reference
/// every strategy is verified against, and the catalogue of its strategies.
///
/// To add an operation: a type conforming to this protocol (one file: its checks, its reference
/// and its `strategies`), its kernels in files of their own, and one line in the suite's catalogue.
public protocol FrameOperation: Sendable {
    /// The frame a strategy reads.
    associatedtype Source: VideoFrame
    /// The frame a strategy writes.
    associatedtype Destination: VideoFrame
    /// What else a call takes (an angle, a colour range); `Void` when nothing.
    associatedtype Parameters: Sendable = Void

    /// The operation's name, the first component of its benchmark names, e.g. "I420ToNV12".
    static var name: String { get }
    /// Every strategy, in the order result tables list them.
    static var strategies: [Strategy<Self>] { get }

    /// The destination size a source of `size` gives, for operations whose output size follows from
    /// their input (conversions: the same; rotations: the rotated size); nil for operations that
    /// write any destination no larger than their source (downscaling).
    static func destinationSize(for size: FrameSize, _ parameters: Parameters) -> FrameSize?

    /// The checks every strategy runs before writing anything.
    /// - Throws: `FrameError` for a destination of the wrong size or one that shares memory with
    ///   another plane.
    static func validate(_ source: Source, _ destination: Destination, _ parameters: Parameters) throws(FrameError)

    /// What a strategy's output for `source` at `size` is checked against: the plain reference's
    /// output, one plane per destination plane (exact samples for conversions and rotations; the
    /// double-precision area average for downscaling).
    /// - Throws: `FrameError` when `size` is not a destination size for `source`.
    static func reference(_ source: Source, size: FrameSize, _ parameters: Parameters) throws -> [ReferencePlane]

    /// Whether channel `channel` of destination plane `plane` must equal the reference's whatever a
    /// strategy's tolerance (BGRA's alpha: always 255). False unless an operation says otherwise.
    static func holdsExactly(plane: Int, channel: Int) -> Bool
}

extension FrameOperation {
    public static func holdsExactly(plane: Int, channel: Int) -> Bool { false }
}

extension FrameOperation {
    /// The strategy with this id, if any (for ids typed on a command line).
    public static func strategy(named id: String) -> Strategy<Self>? { strategies.first { $0.id == id } }
}

extension FrameOperation where Parameters == Void {
    /// `reference(_:size:_:)` for operations that take no parameters.
    public static func reference(_ source: Source, size: FrameSize) throws -> [ReferencePlane] {
        try reference(source, size: size, ())
    }
}

/// The checks shared by operations whose destination size follows from the source: the
/// destination has that size, and shares no memory with any other plane.
func validateFixedSize<Operation: FrameOperation>(
    _: Operation.Type, _ source: Operation.Source, _ destination: Operation.Destination, _ parameters: Operation.Parameters
) throws(FrameError) {
    if let expected = Operation.destinationSize(for: source.size, parameters), destination.size != expected {
        throw FrameError.destinationSizeMismatch(expected: expected, actual: destination.size)
    }
    try checkNoOverlap(sources: source.planes, destinations: destination.planes)
}

/// The checks shared by downscaling operations: the destination is no wider and no taller than
/// `largest`, and shares no memory with any other plane.
func validateDownscale(largest: FrameSize, sourcePlanes: PlaneList, destination: some VideoFrame) throws(FrameError) {
    guard destination.size.width <= largest.width, destination.size.height <= largest.height else {
        throw FrameError.destinationLargerThanSource(source: largest, destination: destination.size)
    }
    try checkNoOverlap(sources: sourcePlanes, destinations: destination.planes)
}
