import CLibYUVChains
import PiPVideo

/// RotateI420's libyuv strategies: its rows of the libyuv chain table (Sources/CLibYUVChains),
/// kept out of PiPVideo, which builds without libyuv.
extension RotateI420: LibYUVOperation, LibYUVChainOperation {
    /// libyuv's strategies of this operation, in the table's order (after the Swift ones).
    public static let libyuvStrategies = chainStrategies()

    /// `libyuv`: libyuv's own I420 rotation, I420Rotate.
    public static let libyuv = libyuvStrategy(chain: pip_libyuv_rotate_i420)
}
