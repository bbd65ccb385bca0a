/// One interchangeable way to turn an I420 frame into an NV12 frame of the same size.
///
/// Every strategy is reached through `convert(_:into:)`, which validates the frames and then runs
/// the strategy's kernel. To add a strategy, write its kernel in a file of its own in this folder
/// as a `static let` on this type, and list it in `all`.
public struct I420ToNV12Strategy: Sendable, Identifiable {
    /// Short id used in benchmark names and on the command line, for example "simd".
    public let id: String
    /// One line on what the strategy does or which real code it models.
    public let summary: String
    /// Converts validated frames (equal size, no destination overlapping anything).
    let kernel: @Sendable (I420Frame, NV12Frame) throws -> Void

    init(id: String, summary: String, kernel: @escaping @Sendable (I420Frame, NV12Frame) throws -> Void) {
        self.id = id
        self.summary = summary
        self.kernel = kernel
    }

    /// Writes the NV12 form of `source` into `destination`: Y copied, U and V interleaved into CbCr.
    /// Padding bytes of the destination are left as they are.
    /// - Throws: `FrameError.destinationSizeMismatch` when the sizes differ,
    ///   `FrameError.overlappingPlanes` when a destination plane shares memory with any other plane,
    ///   `LibYUVError` if libyuv rejects the call. Nothing is written when it throws a `FrameError`.
    public func convert(_ source: I420Frame, into destination: NV12Frame) throws {
        try I420ToNV12Validation.check(source: source, destination: destination)
        try kernel(source, destination)
    }
}

extension I420ToNV12Strategy {
    /// Every strategy, in the order result tables list them.
    public static let all: [I420ToNV12Strategy] = [.naive, .scalar, .simd, .libyuv]

    /// The strategy with this id, if any.
    public static func named(_ id: String) -> I420ToNV12Strategy? { all.first { $0.id == id } }
}
