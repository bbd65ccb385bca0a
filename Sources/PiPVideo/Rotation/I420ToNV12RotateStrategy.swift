/// One interchangeable way to convert an I420 frame to NV12 and rotate it, in one call.
///
/// Every strategy is reached through `convert(_:rotatedBy:into:)`, which validates the frames and
/// then runs the strategy's kernel. To add a strategy, write its kernel in the file of its family
/// in this folder as a `static let` on this type, and list it in `all`.
public struct I420ToNV12RotateStrategy: Sendable, Identifiable {
    /// Short id used in benchmark names and on the command line, for example "simd" or "libyuv-merge".
    public let id: String
    /// One line on what the strategy does or which real code it models.
    public let summary: String
    /// Converts validated frames (destination of the rotated size, no destination overlapping anything).
    let kernel: @Sendable (I420Frame, NV12Frame, Rotation) throws -> Void

    init(id: String, summary: String, kernel: @escaping @Sendable (I420Frame, NV12Frame, Rotation) throws -> Void) {
        self.id = id
        self.summary = summary
        self.kernel = kernel
    }

    /// Writes the NV12 form of `source`, rotated clockwise by `rotation`, into `destination`: Y
    /// rotated, U and V rotated and interleaved into CbCr. Padding bytes of the destination are
    /// left as they are.
    /// - Throws: `FrameError.destinationSizeMismatch` unless `destination` is
    ///   `rotation.rotatedSize(of: source.size)`, `FrameError.overlappingPlanes` when a destination
    ///   plane shares memory with any other plane, `LibYUVError` if libyuv rejects a call.
    ///   Nothing is written when it throws a `FrameError`.
    public func convert(_ source: I420Frame, rotatedBy rotation: Rotation, into destination: NV12Frame) throws {
        try RotationValidation.check(
            sourceSize: source.size, sourcePlanes: source.planes, destinationSize: destination.size,
            destinationPlanes: destination.planes, rotation: rotation)
        try kernel(source, destination, rotation)
    }
}

extension I420ToNV12RotateStrategy {
    /// Every strategy, in the order result tables list them.
    public static let all: [I420ToNV12RotateStrategy] = [.naive, .tiled, .simd, .libyuvMerge, .libyuvViaI420]

    /// The strategy with this id, if any.
    public static func named(_ id: String) -> I420ToNV12RotateStrategy? { all.first { $0.id == id } }
}
