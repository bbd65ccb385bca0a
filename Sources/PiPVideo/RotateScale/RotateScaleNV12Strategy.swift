/// One interchangeable way to turn a camera NV12 frame into a rotated, smaller NV12 frame: the
/// local-camera path of a PiP window (rotate to the display orientation, box-downscale to the
/// window), in one call.
///
/// Every strategy is reached through `convert(_:rotatedBy:into:)`, which validates the frames and
/// then runs the strategy's kernel. To add a strategy, write its kernel in this folder as a
/// `static let` on this type, and list it in `all`.
public struct RotateScaleNV12Strategy: Sendable, Identifiable {
    /// Short id used in benchmark names and on the command line, for example "fused".
    public let id: String
    /// One line on what the strategy does or which real code it models.
    public let summary: String
    /// Rotates and scales validated frames (destination no larger than the rotated source, no
    /// destination overlapping anything).
    let kernel: @Sendable (NV12Frame, Rotation, NV12Frame) throws -> Void

    init(id: String, summary: String, kernel: @escaping @Sendable (NV12Frame, Rotation, NV12Frame) throws -> Void) {
        self.id = id
        self.summary = summary
        self.kernel = kernel
    }

    /// Writes `source` rotated clockwise by `rotation` and box-downscaled to `destination`'s size
    /// into `destination`: Y to the destination's size, each channel of CbCr to its chroma size.
    /// Padding bytes of the destination are left as they are.
    /// - Throws: `FrameError.destinationLargerThanSource` (with the rotated source size) when the
    ///   destination is wider or taller than the rotated source, `FrameError.overlappingPlanes` when
    ///   a destination plane shares memory with any other plane, `LibYUVError` if libyuv rejects a
    ///   call. Nothing is written when it throws a `FrameError`.
    public func convert(_ source: NV12Frame, rotatedBy rotation: Rotation, into destination: NV12Frame) throws {
        let rotatedSize = rotation.rotatedSize(of: source.size)
        guard destination.size.width <= rotatedSize.width, destination.size.height <= rotatedSize.height else {
            throw FrameError.destinationLargerThanSource(source: rotatedSize, destination: destination.size)
        }
        try checkNoOverlap(sources: source.planes, destinations: destination.planes)
        try kernel(source, rotation, destination)
    }
}

extension RotateScaleNV12Strategy {
    /// Every strategy, in the order result tables list them.
    public static let all: [RotateScaleNV12Strategy] = [.fused, .composed, .libyuv]

    /// The strategy with this id, if any.
    public static func named(_ id: String) -> RotateScaleNV12Strategy? { all.first { $0.id == id } }
}
