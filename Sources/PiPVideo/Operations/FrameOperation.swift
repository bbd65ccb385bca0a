/// One step of the PiP hot path (a conversion, a rotation, a downscale ...) with interchangeable
/// strategies: what it reads and writes, the checks every strategy runs first, the plain reference
/// every strategy is verified against, and the catalogue of its strategies.
///
/// To add an operation: its kernels in PiPKernels and its catalogue of kernel strategies in
/// PiPCatalogue, a type conforming to this protocol (one file: its checks, its reference and its
/// `strategies`, made from that catalogue), a `LibYUVOperation` conformance in PiPLibYUV (its
/// libyuv strategies, possibly none), one line in the suite's catalogue and the arm64 check's
/// driver for its frames.
public protocol FrameOperation: Sendable {
    /// The frame a strategy reads.
    associatedtype Source: VideoFrame
    /// The frame a strategy writes.
    associatedtype Destination: VideoFrame
    /// What else a call takes (an angle, a colour range); `Void` when nothing.
    associatedtype Parameters: Sendable = Void

    /// The operation's name, the first component of its benchmark names, e.g. "I420ToNV12".
    static var name: String { get }
    /// The Swift strategies, in the order result tables list them (made from the operation's
    /// catalogue in PiPCatalogue). libyuv's are PiPLibYUV's `libyuvStrategies`; all of them
    /// together are `everyStrategy` there.
    static var strategies: [Strategy<Self>] { get }

    /// The destination size a source of `size` gives, for operations whose output size follows from
    /// their input (conversions: the same; rotations: the rotated size); nil for operations that
    /// write any destination no larger than their source (downscaling).
    static func destinationSize(for size: FrameSize, _ parameters: Parameters) -> FrameSize?

    /// The checks every strategy runs before writing anything. The default: a destination of
    /// `destinationSize(for:_:)` when the operation has one, else one no wider and no taller than
    /// the source; and no destination plane sharing memory with any other plane.
    /// - Throws: `FrameError.destinationSizeMismatch`, `FrameError.destinationLargerThanSource`,
    ///   `FrameError.overlappingPlanes`.
    static func validate(_ source: Source, _ destination: Destination, _ parameters: Parameters) throws(FrameError)

    /// What a strategy's output for `source` at `size` is checked against: the plain reference's
    /// output, one plane per destination plane (exact samples for conversions and rotations; the
    /// double-precision area average for downscaling).
    /// - Throws: `FrameError` when `size` is not a destination size for `source`.
    static func reference(_ source: Source, size: FrameSize, _ parameters: Parameters) throws -> [ReferencePlane]

    /// Whether channel `channel` of destination plane `plane` must equal the reference's whatever a
    /// strategy's tolerance (BGRA's alpha: always 255). False unless an operation says otherwise.
    static func holdsExactly(plane: Int, channel: Int) -> Bool

    /// The source plane and channel that channel `channel` of destination plane `plane` samples
    /// (`Contract.pointSampledAtCentres`). The same plane and channel unless an operation says
    /// otherwise (I420 -> NV12: CbCr's two channels come from U and V).
    static func pointSampledSource(plane: Int, channel: Int) -> (plane: Int, channel: Int)
}

extension FrameOperation {
    public static func holdsExactly(plane: Int, channel: Int) -> Bool { false }

    public static func pointSampledSource(plane: Int, channel: Int) -> (plane: Int, channel: Int) { (plane, channel) }

    /// The strategies the suite recommends, at most one per job (per libyuv reference): what the
    /// libyuv upgrade table calls ours, declared in the catalogue before anything is measured.
    public static var recommendedStrategies: [Strategy<Self>] { strategies.filter(\.isRecommended) }

    public static func validate(_ source: Source, _ destination: Destination, _ parameters: Parameters) throws(FrameError) {
        if let expected = destinationSize(for: source.size, parameters) {
            guard destination.size == expected else {
                throw FrameError.destinationSizeMismatch(expected: expected, actual: destination.size)
            }
            try checkNoOverlap(sources: source.planes, destinations: destination.planes)
        } else {
            try validateDownscale(largest: source.size, sourcePlanes: source.planes, destination: destination)
        }
    }
}

extension FrameOperation {
    /// The Swift strategy with this id, if any (libyuv's too: PiPLibYUV's `anyStrategy(named:)`).
    public static func swiftStrategy(named id: String) -> Strategy<Self>? { strategies.first { $0.id == id } }
}

extension FrameOperation where Parameters == Void {
    /// `reference(_:size:_:)` for operations that take no parameters.
    public static func reference(_ source: Source, size: FrameSize) throws -> [ReferencePlane] {
        try reference(source, size: size, ())
    }
}

/// The checks of downscaling operations: the destination is no wider and no taller than
/// `largest`, and shares no memory with any other plane.
func validateDownscale(largest: FrameSize, sourcePlanes: PlaneList, destination: some VideoFrame) throws(FrameError) {
    guard destination.size.width <= largest.width, destination.size.height <= largest.height else {
        throw FrameError.destinationLargerThanSource(source: largest, destination: destination.size)
    }
    try checkNoOverlap(sources: sourcePlanes, destinations: destination.planes)
}

/// The reference of an operation whose plain reference writes bytes (conversions, rotations):
/// `write` runs it into a tight frame of `size`, whose planes become the reference.
func exactReference<Frame: VideoFrame>(_: Frame.Type, size: FrameSize, _ write: (Frame) throws -> Void) throws -> [ReferencePlane] {
    let expected = try Frame(allocating: size, rowAlignment: .tight, name: "reference")
    try write(expected)
    return expected.planes.map(ReferencePlane.init)
}
