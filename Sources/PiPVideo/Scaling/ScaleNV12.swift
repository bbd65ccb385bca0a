/// NV12 -> NV12 downscaled (the path of a camera or hardware-decoded frame): Y to the
/// destination's size, Cb and Cr (each channel of the CbCr plane independently) to its chroma size.
public enum ScaleNV12: FrameOperation {
    public typealias Source = NV12Frame
    public typealias Destination = NV12Frame
    public static let name = "ScaleNV12"

    /// The Swift strategies (nearest, bilinear, box, halve and their SIMD twins).
    public static let planeWise = PlaneWiseScalers<ScaleNV12>()

    /// The Swift strategies (libyuv's are in PiPLibYUV: `libyuvStrategies`).
    public static let strategies = planeWise.all

    /// The strategies the suite recommends (what the libyuv upgrade table calls ours).
    public static let recommendedStrategies = planeWise.recommended

    /// Nil: any size no larger than the source.
    public static func destinationSize(for size: FrameSize, _: Void) -> FrameSize? { nil }

    /// `AreaAverageReference`'s planes Y, CbCr.
    public static func reference(_ source: NV12Frame, size: FrameSize, _: Void) throws -> [ReferencePlane] {
        try AreaAverageReference.scale(source, to: size)
    }
}

/// A strategy of `ScaleNV12`.
public typealias ScaleNV12Strategy = Strategy<ScaleNV12>
