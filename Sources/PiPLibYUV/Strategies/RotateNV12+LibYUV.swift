import PiPVideo

/// RotateNV12's libyuv strategies (kept out of PiPVideo, which builds without libyuv).
extension RotateNV12: LibYUVOperation {
    /// libyuv has no NV12 -> NV12 rotation; this is the chain with the least extra memory traffic.
    public static let libyuvSplit = Strategy<RotateNV12>(
        id: "libyuv-split",
        summary: "libyuv RotatePlane (Y) + SplitRotateUV (CbCr -> scratch U, V) + MergeUVPlane; scratch malloc'd per call",
        family: .libyuv, contract: .exact, libyuvReference: .itself, kernel: libyuvRotateNV12Split)

    /// CbCr pairs rotated as 16-bit samples: no scratch, but libyuv 1857 has only a C kernel for it.
    public static let libyuvPlane16 = Strategy<RotateNV12>(
        id: "libyuv-plane16",
        summary: "libyuv RotatePlane (Y) + RotatePlane_16 (CbCr pairs as 16-bit samples, no scratch); odd CbCr strides fall back to the split chain",
        family: .libyuv, contract: .exact, libyuvReference: .strategy("libyuv-split"), kernel: libyuvRotateNV12Plane16)

    /// The chain through libyuv's public converters: rotate into a whole I420 frame, then convert it.
    public static let libyuvViaI420 = Strategy<RotateNV12>(
        id: "libyuv-viai420", summary: "libyuv NV12ToI420Rotate (-> scratch I420 frame) + I420ToNV12; scratch malloc'd per call",
        family: .libyuv, contract: .exact, libyuvReference: .strategy("libyuv-split"), kernel: libyuvRotateNV12ViaI420)

    /// libyuv's strategies of this operation, in the suite's order (after the Swift ones).
    public static let libyuvStrategies = [libyuvSplit, libyuvPlane16, libyuvViaI420]
}
