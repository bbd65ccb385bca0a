import CLibYUVChains
import PiPVideo

/// ScaleI420's libyuv strategies: its rows of the libyuv chain table (Sources/CLibYUVChains),
/// kept out of PiPVideo, which builds without libyuv.
extension ScaleI420: LibYUVOperation, LibYUVChainOperation {
    /// libyuv's strategies of this operation, in the table's order (after the Swift ones).
    public static let libyuvStrategies = chainStrategies()

    /// `libyuv-none`: I420Scale with kFilterNone (point sampling).
    public static let libyuvNone = libyuvStrategy(chain: pip_libyuv_scale_i420_none)

    /// `libyuv-linear`: I420Scale with kFilterLinear (horizontal interpolation only).
    public static let libyuvLinear = libyuvStrategy(chain: pip_libyuv_scale_i420_linear)

    /// `libyuv-bilinear`: I420Scale with kFilterBilinear.
    public static let libyuvBilinear = libyuvStrategy(chain: pip_libyuv_scale_i420_bilinear)

    /// `libyuv-box`: I420Scale with kFilterBox, what upstream's PiP path calls for I420 frames.
    public static let libyuvBox = libyuvStrategy(chain: pip_libyuv_scale_i420_box)
}
