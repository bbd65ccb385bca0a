/// NV12 -> NV12 downscaled (the path of a camera or hardware-decoded frame): Y to the
/// destination's size, Cb and Cr (each channel of the CbCr plane independently) to its chroma size.
public enum ScaleNV12: FrameOperation {
    public typealias Source = NV12Frame
    public typealias Destination = NV12Frame
    public static let name = "ScaleNV12"

    /// The Swift strategies (nearest, bilinear, box, halve and their SIMD twins).
    public static let planeWise = PlaneWiseScalers<ScaleNV12>()

    /// libyuv NV12Scale with kFilterNone (point sampling).
    public static let libyuvNone = Strategy<ScaleNV12>(
        id: "libyuv-none", summary: "libyuv NV12Scale, kFilterNone: point sampling (16.16 stepping)",
        family: .libyuv, contract: .unbounded, kernel: libyuvScaleNV12(.none))
    /// libyuv NV12Scale with kFilterLinear (horizontal interpolation only).
    public static let libyuvLinear = Strategy<ScaleNV12>(
        id: "libyuv-linear", summary: "libyuv NV12Scale, kFilterLinear: horizontal interpolation only",
        family: .libyuv, contract: .unbounded, kernel: libyuvScaleNV12(.linear))
    /// libyuv NV12Scale with kFilterBilinear.
    public static let libyuvBilinear = Strategy<ScaleNV12>(
        id: "libyuv-bilinear", summary: "libyuv NV12Scale, kFilterBilinear",
        family: .libyuv, contract: .unbounded, kernel: libyuvScaleNV12(.bilinear))
    /// libyuv NV12Scale with kFilterBox: ScalePlane for Y, UVScale for CbCr (each may malloc row
    /// buffers per call). In libyuv 1857 (Debian bookworm) UVScale does not area-average CbCr at
    /// 3:1, 6:1 or fractional ratios: its chroma aliases like point sampling (see psnr_uv). Where
    /// its UVScale asserts (CbCr exactly 4:1 across and 6, 10, 14 ... :1 down, e.g. 1920x1080 ->
    /// 480x180), routed around: CbCr goes through SplitUVPlane + ScalePlane box + MergeUVPlane.
    public static let libyuvBox = Strategy<ScaleNV12>(
        id: "libyuv-box",
        summary: "libyuv NV12Scale, kFilterBox: ScalePlane (Y) + UVScale (CbCr; in libyuv 1857 no area average at 3:1, 6:1, fractional; routed around its ScaleUVDown4Box assertion at 4:1 across x 6,10,14..:1 down via split + ScalePlane box + merge)",
        family: .libyuv, contract: .unbounded, kernel: libyuvScaleNV12(.box))
    /// WebRTC's NV12Scale helper, which upstream's PiP path calls for NV12 frames.
    public static let libyuvSplitBox = Strategy<ScaleNV12>(
        id: "libyuv-split-box",
        summary: "upstream's NV12 path (WebRTC NV12Scale helper): malloc 2x(src+dst) chroma per frame, split UV, 3x ScalePlane box, merge",
        family: .libyuv, contract: .unbounded, kernel: libyuvSplitBoxScale)

    public static let strategies = planeWise.all + [libyuvNone, libyuvLinear, libyuvBilinear, libyuvBox, libyuvSplitBox]

    /// Nil: any size no larger than the source.
    public static func destinationSize(for size: FrameSize, _: Void) -> FrameSize? { nil }

    /// `AreaAverageReference`'s planes Y, CbCr.
    public static func reference(_ source: NV12Frame, size: FrameSize, _: Void) throws -> [ReferencePlane] {
        try AreaAverageReference.scale(source, to: size)
    }
}

/// A strategy of `ScaleNV12`.
public typealias ScaleNV12Strategy = Strategy<ScaleNV12>
