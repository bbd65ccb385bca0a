import PiPVideo

/// RotateScaleNV12's libyuv strategies (kept out of PiPVideo, which builds without libyuv).
extension RotateScaleNV12: LibYUVOperation {
    /// libyuv as an app would chain it: RotateNV12's `libyuv-split`, then NV12Scale kFilterBox.
    public static let libyuv = Strategy<RotateScaleNV12>(
        id: "libyuv",
        summary: "libyuv RotatePlane + SplitRotateUV + MergeUVPlane into a full-size rotated frame (heap, per call), then NV12Scale kFilterBox (routed around its ScaleUVDown4Box assertion as libyuv-box is)",
        family: .libyuv, contract: .unbounded, libyuvReference: .itself, kernel: libyuvRotateScale)

    /// libyuv's strategies of this operation, in the suite's order (after the Swift ones).
    public static let libyuvStrategies = [libyuv]
}
