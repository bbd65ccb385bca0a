import CLibYUVChains
import PiPVideo

/// RotateNV12's libyuv strategies: its rows of the libyuv chain table (Sources/CLibYUVChains),
/// kept out of PiPVideo, which builds without libyuv. libyuv has no NV12 -> NV12 rotation.
extension RotateNV12: LibYUVOperation, LibYUVChainOperation {
    /// libyuv's strategies of this operation, in the table's order (after the Swift ones).
    public static let libyuvStrategies = chainStrategies()

    /// `libyuv-split`: RotatePlane (Y) + SplitRotateUV into scratch U, V + MergeUVPlane, the chain
    /// with the least extra memory traffic.
    public static let libyuvSplit = libyuvStrategy(chain: pip_libyuv_rotate_nv12_split)

    /// `libyuv-plane16`: CbCr pairs rotated as 16-bit samples: no scratch, but libyuv 1857 has only a C kernel for it.
    public static let libyuvPlane16 = libyuvStrategy(chain: pip_libyuv_rotate_nv12_plane16)

    /// `libyuv-viai420`: through libyuv's public converters, rotated into a whole I420 frame, then converted.
    public static let libyuvViaI420 = libyuvStrategy(chain: pip_libyuv_rotate_nv12_via_i420)
}
