import PiPVideo

/// ScaleNV12's libyuv strategies (kept out of PiPVideo, which builds without libyuv).
extension ScaleNV12: LibYUVOperation {
    /// libyuv NV12Scale with kFilterNone (point sampling).
    public static let libyuvNone = Strategy<ScaleNV12>(
        id: "libyuv-none", summary: "libyuv NV12Scale, kFilterNone: point sampling (16.16 stepping)",
        family: .libyuv, contract: .unbounded, libyuvReference: .itself, sampling: .taps(horizontal: 1, vertical: 1), kernel: libyuvScaleNV12(.none))

    /// libyuv NV12Scale with kFilterLinear (horizontal interpolation only).
    public static let libyuvLinear = Strategy<ScaleNV12>(
        id: "libyuv-linear", summary: "libyuv NV12Scale, kFilterLinear: horizontal interpolation only",
        family: .libyuv, contract: .unbounded, libyuvReference: .itself, sampling: .taps(horizontal: 2, vertical: 1), kernel: libyuvScaleNV12(.linear))

    /// libyuv NV12Scale with kFilterBilinear.
    public static let libyuvBilinear = Strategy<ScaleNV12>(
        id: "libyuv-bilinear", summary: "libyuv NV12Scale, kFilterBilinear",
        family: .libyuv, contract: .unbounded, libyuvReference: .itself, sampling: .taps(horizontal: 2, vertical: 2), kernel: libyuvScaleNV12(.bilinear))

    /// libyuv NV12Scale with kFilterBox: ScalePlane for Y, UVScale for CbCr (each may malloc row
    /// buffers per call). In libyuv 1857 (Debian bookworm) UVScale does not area-average CbCr at
    /// 3:1, 6:1 or fractional ratios: its chroma aliases like point sampling (see psnr_uv). Where
    /// its UVScale asserts (CbCr exactly 4:1 across and 6, 10, 14 ... :1 down, e.g. 1920x1080 ->
    /// 480x180), routed around: CbCr goes through SplitUVPlane + ScalePlane box + MergeUVPlane.
    public static let libyuvBox = Strategy<ScaleNV12>(
        id: "libyuv-box",
        summary: "libyuv NV12Scale, kFilterBox: ScalePlane (Y) + UVScale (CbCr; in libyuv 1857 no area average at 3:1, 6:1, fractional; routed around its ScaleUVDown4Box assertion at 4:1 across x 6,10,14..:1 down via split + ScalePlane box + merge)",
        family: .libyuv, contract: .unbounded, libyuvReference: .itself, kernel: libyuvScaleNV12(.box))

    /// WebRTC's NV12Scale helper, which upstream's PiP path calls for NV12 frames.
    public static let libyuvSplitBox = Strategy<ScaleNV12>(
        id: "libyuv-split-box",
        summary: "upstream's NV12 path (WebRTC NV12Scale helper): malloc 2x(src+dst) chroma per frame, split UV, 3x ScalePlane box, merge",
        family: .libyuv, contract: .unbounded, libyuvReference: .strategy("libyuv-box"), kernel: libyuvSplitBoxScale)

    /// libyuv's strategies of this operation, in the suite's order (after the Swift ones).
    public static let libyuvStrategies = [libyuvNone, libyuvLinear, libyuvBilinear, libyuvBox, libyuvSplitBox]
}
