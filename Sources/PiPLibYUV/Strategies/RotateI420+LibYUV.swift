import PiPVideo

/// RotateI420's libyuv strategies (kept out of PiPVideo, which builds without libyuv).
extension RotateI420: LibYUVOperation {
    /// libyuv's own I420 rotation.
    public static let libyuv = Strategy<RotateI420>(
        id: "libyuv", summary: "libyuv I420Rotate (RotatePlane on each plane, the CPU's widest transpose kernel)",
        family: .libyuv, contract: .exact, libyuvReference: .itself, kernel: libyuvRotateI420)

    /// libyuv's strategies of this operation, in the suite's order (after the Swift ones).
    public static let libyuvStrategies = [libyuv]
}
