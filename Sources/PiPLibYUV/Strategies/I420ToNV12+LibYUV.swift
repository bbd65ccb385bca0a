import CLibYUVChains
import PiPVideo

/// I420ToNV12's libyuv strategies: its rows of the libyuv chain table (Sources/CLibYUVChains),
/// kept out of PiPVideo, which builds without libyuv.
extension I420ToNV12: LibYUVOperation, LibYUVChainOperation {
    /// libyuv's strategies of this operation, in the table's order (after the Swift ones).
    public static let libyuvStrategies = chainStrategies()

    /// `libyuv`: libyuv's I420ToNV12 (CopyPlane for Y, MergeUVPlane with the widest kernel the CPU has for CbCr).
    public static let libyuv = libyuvStrategy(chain: pip_libyuv_i420_to_nv12)
}
