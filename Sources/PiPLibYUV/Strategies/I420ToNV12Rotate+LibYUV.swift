import PiPVideo

/// I420ToNV12Rotate's libyuv strategies (kept out of PiPVideo, which builds without libyuv).
extension I420ToNV12Rotate: LibYUVOperation {
    /// Y rotated straight into the destination; U and V rotated into scratch, then merged.
    public static let libyuvMerge = Strategy<I420ToNV12Rotate>(
        id: "libyuv-merge", summary: "libyuv RotatePlane (Y; U, V -> scratch) + MergeUVPlane; scratch malloc'd per call",
        family: .libyuv, contract: .exact, libyuvReference: .itself, kernel: libyuvI420ToNV12RotateMerge)

    /// The chain through libyuv's public converters: rotate into a whole I420 frame, then convert it.
    public static let libyuvViaI420 = Strategy<I420ToNV12Rotate>(
        id: "libyuv-viai420", summary: "libyuv I420Rotate (-> scratch I420 frame) + I420ToNV12; scratch malloc'd per call",
        family: .libyuv, contract: .exact, libyuvReference: .strategy("libyuv-merge"), kernel: libyuvI420ToNV12RotateViaI420)

    /// libyuv's strategies of this operation, in the suite's order (after the Swift ones).
    public static let libyuvStrategies = [libyuvMerge, libyuvViaI420]
}
