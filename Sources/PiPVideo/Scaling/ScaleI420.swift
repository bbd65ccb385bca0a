/// I420 -> I420 downscaled to any destination no wider and no taller than the source: Y to the
/// destination's size, U and V to its chroma size, each plane independently.
public enum ScaleI420: FrameOperation {
    public typealias Source = I420Frame
    public typealias Destination = I420Frame
    public static let name = "ScaleI420"

    /// The Swift strategies (nearest, bilinear, box, halve and their SIMD twins).
    public static let planeWise = PlaneWiseScalers<ScaleI420>()

    /// libyuv I420Scale with kFilterNone (point sampling).
    public static let libyuvNone = Strategy<ScaleI420>(
        id: "libyuv-none", summary: "libyuv I420Scale, kFilterNone: point sampling (16.16 stepping)",
        family: .libyuv, contract: .unbounded, kernel: libyuvScaleI420(.none))
    /// libyuv I420Scale with kFilterLinear (horizontal interpolation only).
    public static let libyuvLinear = Strategy<ScaleI420>(
        id: "libyuv-linear", summary: "libyuv I420Scale, kFilterLinear: horizontal interpolation only",
        family: .libyuv, contract: .unbounded, kernel: libyuvScaleI420(.linear))
    /// libyuv I420Scale with kFilterBilinear.
    public static let libyuvBilinear = Strategy<ScaleI420>(
        id: "libyuv-bilinear", summary: "libyuv I420Scale, kFilterBilinear",
        family: .libyuv, contract: .unbounded, kernel: libyuvScaleI420(.bilinear))
    /// libyuv I420Scale with kFilterBox: what upstream's PiP path calls for I420 frames.
    public static let libyuvBox = Strategy<ScaleI420>(
        id: "libyuv-box", summary: "libyuv I420Scale, kFilterBox (upstream PiP, I420 frames); mallocs a row buffer per plane",
        family: .libyuv, contract: .unbounded, kernel: libyuvScaleI420(.box))

    public static let strategies = planeWise.all + [libyuvNone, libyuvLinear, libyuvBilinear, libyuvBox]

    /// Nil: any size no larger than the source.
    public static func destinationSize(for size: FrameSize, _: Void) -> FrameSize? { nil }

    /// `AreaAverageReference`'s planes Y, U, V.
    public static func reference(_ source: I420Frame, size: FrameSize, _: Void) throws -> [ReferencePlane] {
        try AreaAverageReference.scale(source, to: size)
    }
}

/// A strategy of `ScaleI420`.
public typealias ScaleI420Strategy = Strategy<ScaleI420>
