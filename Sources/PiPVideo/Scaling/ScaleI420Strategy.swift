/// One interchangeable way to downscale an I420 frame into a smaller (or equal) I420 frame.
///
/// Every strategy is reached through `scale(_:into:)`, which validates the frames and then runs
/// the strategy's kernel. To add a strategy, write its kernel in a file of its own in this folder
/// as a `static let` on this type, and list it in `all`.
public struct ScaleI420Strategy: Sendable, Identifiable {
    /// Short id used in benchmark names and on the command line, for example "box-simd".
    public let id: String
    /// One line on what the strategy does or which real code it models.
    public let summary: String
    /// Scales validated frames (destination no larger than source, no destination overlapping anything).
    let kernel: @Sendable (I420Frame, I420Frame) throws -> Void

    init(id: String, summary: String, kernel: @escaping @Sendable (I420Frame, I420Frame) throws -> Void) {
        self.id = id
        self.summary = summary
        self.kernel = kernel
    }

    /// A strategy that scales Y, U and V independently with the same plane kernel.
    init(id: String, summary: String, planeScaler: @escaping PlaneScaler) {
        self.init(id: id, summary: summary) { source, destination in
            for (from, to) in zip(source.planes, destination.planes) { planeScaler(SampleGrid(from), SampleGrid(to)) }
        }
    }

    /// Writes `source` downscaled to `destination`'s size into `destination`: Y to the destination's
    /// size, U and V to its chroma size, each plane independently. Padding bytes are left as they are.
    /// - Throws: `FrameError.destinationLargerThanSource` when the destination is wider or taller
    ///   than the source, `FrameError.overlappingPlanes` when a destination plane shares memory with
    ///   any other plane, `LibYUVError` if libyuv rejects the call. Nothing is written when it
    ///   throws a `FrameError`.
    public func scale(_ source: I420Frame, into destination: I420Frame) throws {
        try ScaleValidation.check(source, destination)
        try kernel(source, destination)
    }
}

extension ScaleI420Strategy {
    /// Every strategy, in the order result tables list them.
    public static let all: [ScaleI420Strategy] = [
        .nearest, .bilinear, .bilinearSIMD, .box, .boxSIMD, .halve, .halveSIMD,
        .libyuvNone, .libyuvLinear, .libyuvBilinear, .libyuvBox,
    ]

    /// The strategy with this id, if any.
    public static func named(_ id: String) -> ScaleI420Strategy? { all.first { $0.id == id } }
}
