import PiPVideo

/// ScaleI420's libyuv strategies (kept out of PiPVideo, which builds without libyuv).
extension ScaleI420: LibYUVOperation {
    /// libyuv I420Scale with kFilterNone (point sampling).
    public static let libyuvNone = Strategy<ScaleI420>(
        id: "libyuv-none", summary: "libyuv I420Scale, kFilterNone: point sampling (16.16 stepping)",
        family: .libyuv, contract: .unbounded, libyuvReference: .itself, sampling: .taps(horizontal: 1, vertical: 1), kernel: libyuvScaleI420(.none))

    /// libyuv I420Scale with kFilterLinear (horizontal interpolation only).
    public static let libyuvLinear = Strategy<ScaleI420>(
        id: "libyuv-linear", summary: "libyuv I420Scale, kFilterLinear: horizontal interpolation only",
        family: .libyuv, contract: .unbounded, libyuvReference: .itself, sampling: .taps(horizontal: 2, vertical: 1), kernel: libyuvScaleI420(.linear))

    /// libyuv I420Scale with kFilterBilinear.
    public static let libyuvBilinear = Strategy<ScaleI420>(
        id: "libyuv-bilinear", summary: "libyuv I420Scale, kFilterBilinear",
        family: .libyuv, contract: .unbounded, libyuvReference: .itself, sampling: .taps(horizontal: 2, vertical: 2), kernel: libyuvScaleI420(.bilinear))

    /// libyuv I420Scale with kFilterBox: what upstream's PiP path calls for I420 frames.
    public static let libyuvBox = Strategy<ScaleI420>(
        id: "libyuv-box", summary: "libyuv I420Scale, kFilterBox (upstream PiP, I420 frames); mallocs a row buffer per plane",
        family: .libyuv, contract: .unbounded, libyuvReference: .itself, kernel: libyuvScaleI420(.box))

    /// libyuv's strategies of this operation, in the suite's order (after the Swift ones).
    public static let libyuvStrategies = [libyuvNone, libyuvLinear, libyuvBilinear, libyuvBox]
}
