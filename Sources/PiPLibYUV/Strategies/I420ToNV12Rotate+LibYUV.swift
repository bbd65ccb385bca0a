import CLibYUVChains
import PiPVideo

/// I420ToNV12Rotate's libyuv strategies: its rows of the libyuv chain table (Sources/CLibYUVChains),
/// kept out of PiPVideo, which builds without libyuv.
extension I420ToNV12Rotate: LibYUVOperation, LibYUVChainOperation {
    /// libyuv's strategies of this operation, in the table's order (after the Swift ones).
    public static let libyuvStrategies = chainStrategies()

    /// `libyuv-merge`: Y rotated straight into the destination; U and V rotated into scratch, then merged.
    public static let libyuvMerge = libyuvStrategy(chain: pip_libyuv_i420_to_nv12_rotate_merge)

    /// `libyuv-viai420`: through libyuv's public converters, rotated into a whole I420 frame, then converted.
    public static let libyuvViaI420 = libyuvStrategy(chain: pip_libyuv_i420_to_nv12_rotate_via_i420)
}
