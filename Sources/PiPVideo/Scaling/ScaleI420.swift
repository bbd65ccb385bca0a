/// I420 -> I420 downscaled to any destination no wider and no taller than the source: Y to the
/// destination's size, U and V to its chroma size, each plane independently.
public enum ScaleI420: FrameOperation {
    public typealias Source = I420Frame
    public typealias Destination = I420Frame
    public static let name = "ScaleI420"

    /// The Swift strategies (nearest, bilinear, box, halve and their SIMD twins).
    public static let planeWise = PlaneWiseScalers<ScaleI420>()

    /// The Swift strategies (libyuv's are in PiPLibYUV: `libyuvStrategies`).
    public static let strategies = planeWise.all

    /// The strategies the suite recommends (what the libyuv upgrade table calls ours).
    public static let recommendedStrategies = planeWise.recommended

    /// Nil: any size no larger than the source.
    public static func destinationSize(for size: FrameSize, _: Void) -> FrameSize? { nil }

    /// `AreaAverageReference`'s planes Y, U, V.
    public static func reference(_ source: I420Frame, size: FrameSize, _: Void) throws -> [ReferencePlane] {
        try AreaAverageReference.scale(source, to: size)
    }
}

/// A strategy of `ScaleI420`.
public typealias ScaleI420Strategy = Strategy<ScaleI420>
