import CLibYUVChains
import PiPVideo

/// RotateScaleNV12's libyuv strategies: its rows of the libyuv chain table (Sources/CLibYUVChains),
/// kept out of PiPVideo, which builds without libyuv.
extension RotateScaleNV12: LibYUVOperation, LibYUVChainOperation {
    /// libyuv's strategies of this operation, in the table's order (after the Swift ones).
    public static let libyuvStrategies = chainStrategies()

    /// `libyuv`: libyuv as an app would chain it: RotateNV12's `libyuv-split` into a full-size
    /// rotated frame, then ScaleNV12's `libyuv-box`.
    public static let libyuv = libyuvStrategy(chain: pip_libyuv_rotate_scale_nv12)
}
