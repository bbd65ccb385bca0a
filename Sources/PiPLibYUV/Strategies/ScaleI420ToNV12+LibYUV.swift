import CLibYUVChains
import PiPVideo

/// ScaleI420ToNV12's libyuv strategies: its rows of the libyuv chain table (Sources/CLibYUVChains),
/// kept out of PiPVideo, which builds without libyuv.
extension ScaleI420ToNV12: LibYUVOperation, LibYUVChainOperation {
    /// libyuv's strategies of this operation, in the table's order (after the Swift ones).
    public static let libyuvStrategies = chainStrategies()

    /// `libyuv-none`: I420Scale (point sampling) of Y into NV12's Y, of U and V into scratch planes, then MergeUVPlane.
    public static let libyuvNone = libyuvStrategy(chain: pip_libyuv_scale_i420_to_nv12_none)

    /// `libyuv-box`: the same chain with kFilterBox (upstream scales with kFilterBox, then converts I420 to NV12).
    public static let libyuvBox = libyuvStrategy(chain: pip_libyuv_scale_i420_to_nv12_box)
}
