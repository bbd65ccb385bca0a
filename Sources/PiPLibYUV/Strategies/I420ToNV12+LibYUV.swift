import PiPVideo

/// I420ToNV12's libyuv strategies (kept out of PiPVideo, which builds without libyuv).
extension I420ToNV12: LibYUVOperation {
    /// libyuv's I420ToNV12 (CopyPlane for Y, MergeUVPlane with the widest kernel the CPU has for CbCr).
    public static let libyuv = Strategy<I420ToNV12>(
        id: "libyuv", summary: "libyuv I420ToNV12 (CopyPlane + MergeUVPlane with the CPU's widest SIMD kernel)",
        family: .libyuv, contract: .exact, libyuvReference: .itself) { source, destination, _ in try libyuvI420ToNV12(source, destination) }

    /// libyuv's strategies of this operation, in the suite's order (after the Swift ones).
    public static let libyuvStrategies = [libyuv]
}
