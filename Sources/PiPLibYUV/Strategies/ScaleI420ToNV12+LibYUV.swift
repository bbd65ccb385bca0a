import PiPVideo

/// ScaleI420ToNV12's libyuv strategies (kept out of PiPVideo, which builds without libyuv).
extension ScaleI420ToNV12: LibYUVOperation {
    /// libyuv point sampling: I420Scale of Y into NV12's Y, of U and V into scratch planes, then MergeUVPlane.
    public static let libyuvNone = Strategy<ScaleI420ToNV12>(
        id: "libyuv-none",
        summary: "libyuv chain: I420Scale (none) into NV12's Y and scratch U, V (malloc'd per frame), then MergeUVPlane",
        family: .libyuv, contract: .unbounded, libyuvReference: .itself, sampling: .taps(horizontal: 1, vertical: 1), kernel: libyuvScaleI420ToNV12(.none))

    /// libyuv box: I420Scale of Y into NV12's Y, of U and V into scratch planes, then MergeUVPlane
    /// (upstream scales with kFilterBox, then converts I420 to NV12).
    public static let libyuvBox = Strategy<ScaleI420ToNV12>(
        id: "libyuv-box",
        summary: "libyuv chain: I420Scale (box) into NV12's Y and scratch U, V (malloc'd per frame), then MergeUVPlane",
        family: .libyuv, contract: .unbounded, libyuvReference: .itself, kernel: libyuvScaleI420ToNV12(.box))

    /// libyuv's strategies of this operation, in the suite's order (after the Swift ones).
    public static let libyuvStrategies = [libyuvNone, libyuvBox]
}
