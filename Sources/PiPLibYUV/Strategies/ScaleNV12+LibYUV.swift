import CLibYUVChains
import PiPVideo

/// ScaleNV12's libyuv strategies: its rows of the libyuv chain table (Sources/CLibYUVChains),
/// kept out of PiPVideo, which builds without libyuv.
extension ScaleNV12: LibYUVOperation, LibYUVChainOperation {
    /// libyuv's strategies of this operation, in the table's order (after the Swift ones).
    public static let libyuvStrategies = chainStrategies()

    /// `libyuv-none`: NV12Scale with kFilterNone (point sampling).
    public static let libyuvNone = libyuvStrategy(chain: pip_libyuv_scale_nv12_none)

    /// `libyuv-linear`: NV12Scale with kFilterLinear (horizontal interpolation only).
    public static let libyuvLinear = libyuvStrategy(chain: pip_libyuv_scale_nv12_linear)

    /// `libyuv-bilinear`: NV12Scale with kFilterBilinear.
    public static let libyuvBilinear = libyuvStrategy(chain: pip_libyuv_scale_nv12_bilinear)

    /// `libyuv-box`: NV12Scale with kFilterBox, ScalePlane for Y and UVScale for CbCr (each may
    /// malloc row buffers per call). In libyuv 1857 (Debian bookworm) UVScale does not area-average
    /// CbCr at 3:1, 6:1 or fractional ratios. Where its UVScale asserts (CbCr exactly 4:1 across and
    /// 6, 10, 14 ... :1 down, e.g. 1920x1080 -> 480x180), routed around: CbCr goes through
    /// SplitUVPlane + ScalePlane box + MergeUVPlane.
    public static let libyuvBox = libyuvStrategy(chain: pip_libyuv_scale_nv12_box)

    /// `libyuv-split-box`: WebRTC's NV12Scale helper, which upstream's PiP path calls for NV12 frames.
    public static let libyuvSplitBox = libyuvStrategy(chain: pip_libyuv_scale_nv12_split_box)
}
