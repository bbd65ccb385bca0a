/// One interchangeable way to turn an I420 frame into a BGRA frame of the same size (BT.601,
/// alpha 255), the conversion of the legacy upstream path and of seed 003.
///
/// Every strategy is reached through `convert(_:into:range:)`, which validates the frames and then
/// runs the strategy's kernel. To add a strategy, write its kernel in a file of its own in this
/// folder as a `static let` on this type, and list it in `all`.
public struct I420ToBGRAStrategy: Sendable, Identifiable {
    /// Short id used in benchmark names and on the command line, for example "simd".
    public let id: String
    /// One line on what the strategy does or which real code it models.
    public let summary: String
    /// Converts validated frames (equal size, no destination overlapping anything).
    let kernel: @Sendable (I420Frame, BGRAFrame, ColorRange) throws -> Void
    /// Largest difference per B, G, R channel from `I420ToBGRAReference` this strategy is allowed,
    /// per range. Alpha must always be exactly 255.
    let tolerances: [ColorRange: Int]

    init(
        id: String, summary: String, tolerances: [ColorRange: Int] = [.full: 1, .video: 1],
        kernel: @escaping @Sendable (I420Frame, BGRAFrame, ColorRange) throws -> Void
    ) {
        self.id = id
        self.summary = summary
        self.tolerances = tolerances
        self.kernel = kernel
    }

    /// Writes the BGRA form of `source` into `destination`: B, G, R from BT.601 in `range`, A = 255;
    /// each chroma sample serves a 2x2 block of pixels (odd sizes: the last row/column has its own).
    /// Padding bytes of the destination are left as they are.
    /// - Throws: `FrameError.destinationSizeMismatch` when the sizes differ,
    ///   `FrameError.overlappingPlanes` when the destination shares memory with a source plane,
    ///   `LibYUVError` if libyuv rejects the call. Nothing is written when it throws a `FrameError`.
    public func convert(_ source: I420Frame, into destination: BGRAFrame, range: ColorRange = .full) throws {
        try I420ToBGRAValidation.check(source: source, destination: destination)
        try kernel(source, destination, range)
    }

    /// The largest per-channel difference from `I420ToBGRAReference` this strategy guarantees for
    /// `range` (1 for every strategy except libyuv's video range; see `libyuv`).
    public func tolerance(for range: ColorRange) -> Int { tolerances[range] ?? 1 }
}

extension I420ToBGRAStrategy {
    /// Every strategy, in the order result tables list them.
    public static let all: [I420ToBGRAStrategy] = [.scalar, .simd, .libyuv]

    /// The strategy with this id, if any.
    public static func named(_ id: String) -> I420ToBGRAStrategy? { all.first { $0.id == id } }
}
