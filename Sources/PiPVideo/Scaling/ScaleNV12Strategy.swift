/// One interchangeable way to downscale an NV12 frame (Y plus interleaved CbCr) into a smaller (or
/// equal) NV12 frame: the path of a camera or hardware-decoded frame.
///
/// The same shape as `ScaleI420Strategy`: `scale(_:into:)` validates, then runs the kernel.
public struct ScaleNV12Strategy: Sendable, Identifiable {
    /// Short id used in benchmark names and on the command line, for example "box-simd".
    public let id: String
    /// One line on what the strategy does or which real code it models.
    public let summary: String
    /// Scales validated frames (destination no larger than source, no destination overlapping anything).
    let kernel: @Sendable (NV12Frame, NV12Frame) throws -> Void

    init(id: String, summary: String, kernel: @escaping @Sendable (NV12Frame, NV12Frame) throws -> Void) {
        self.id = id
        self.summary = summary
        self.kernel = kernel
    }

    /// A strategy that scales Y and the interleaved CbCr plane with the same plane kernel (which
    /// handles 1 and 2 channels).
    init(id: String, summary: String, planeScaler: @escaping PlaneScaler) {
        self.init(id: id, summary: summary) { source, destination in
            for (from, to) in zip(source.planes, destination.planes) { planeScaler(SampleGrid(from), SampleGrid(to)) }
        }
    }

    /// Writes `source` downscaled to `destination`'s size into `destination`: Y to the destination's
    /// size, Cb and Cr (each channel of the CbCr plane independently) to its chroma size. Padding
    /// bytes are left as they are.
    /// - Throws: `FrameError.destinationLargerThanSource` when the destination is wider or taller
    ///   than the source, `FrameError.overlappingPlanes` when a destination plane shares memory with
    ///   any other plane, `LibYUVError` if libyuv rejects the call. Nothing is written when it
    ///   throws a `FrameError`.
    public func scale(_ source: NV12Frame, into destination: NV12Frame) throws {
        try ScaleValidation.check(source, destination)
        try kernel(source, destination)
    }
}

extension ScaleNV12Strategy {
    /// Every strategy, in the order result tables list them.
    public static let all: [ScaleNV12Strategy] = [
        .nearest, .bilinear, .bilinearSIMD, .box, .boxSIMD, .halve, .halveSIMD,
        .libyuvNone, .libyuvLinear, .libyuvBilinear, .libyuvBox, .libyuvSplitBox,
    ]

    /// The strategy with this id, if any.
    public static func named(_ id: String) -> ScaleNV12Strategy? { all.first { $0.id == id } }
}
