/// One interchangeable way to rotate an NV12 frame (a camera CVPixelBuffer) into another NV12 frame.
///
/// Every strategy is reached through `rotate(_:by:into:)`, which validates the frames and then
/// runs the strategy's kernel. To add a strategy, write its kernel in the file of its family in
/// this folder as a `static let` on this type, and list it in `all`.
public struct RotateNV12Strategy: Sendable, Identifiable {
    /// Short id used in benchmark names and on the command line, for example "simd" or "libyuv-split".
    public let id: String
    /// One line on what the strategy does or which real code it models.
    public let summary: String
    /// Rotates validated frames (destination of the rotated size, no destination overlapping anything).
    let kernel: @Sendable (NV12Frame, NV12Frame, Rotation) throws -> Void

    init(id: String, summary: String, kernel: @escaping @Sendable (NV12Frame, NV12Frame, Rotation) throws -> Void) {
        self.id = id
        self.summary = summary
        self.kernel = kernel
    }

    /// Writes `source` rotated clockwise by `rotation` into `destination`: both planes rotated,
    /// CbCr pairs moved as pairs. Padding bytes of the destination are left as they are.
    /// - Throws: `FrameError.destinationSizeMismatch` unless `destination` is
    ///   `rotation.rotatedSize(of: source.size)`, `FrameError.overlappingPlanes` when a destination
    ///   plane shares memory with any other plane, `LibYUVError` if libyuv rejects a call.
    ///   Nothing is written when it throws a `FrameError`.
    public func rotate(_ source: NV12Frame, by rotation: Rotation, into destination: NV12Frame) throws {
        try RotationValidation.check(
            sourceSize: source.size, sourcePlanes: source.planes, destinationSize: destination.size,
            destinationPlanes: destination.planes, rotation: rotation)
        try kernel(source, destination, rotation)
    }
}

extension RotateNV12Strategy {
    /// Every strategy, in the order result tables list them.
    public static let all: [RotateNV12Strategy] = [.naive, .tiled, .simd, .libyuvSplit, .libyuvPlane16, .libyuvViaI420]

    /// The strategy with this id, if any.
    public static func named(_ id: String) -> RotateNV12Strategy? { all.first { $0.id == id } }
}
