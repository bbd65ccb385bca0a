import CLibYUVChains
import PiPVideo

/// I420ToBGRA's libyuv strategies: its rows of the libyuv chain table (Sources/CLibYUVChains),
/// kept out of PiPVideo, which builds without libyuv.
extension I420ToBGRA: LibYUVOperation, LibYUVChainOperation {
    /// libyuv's strategies of this operation, in the table's order (after the Swift ones).
    public static let libyuvStrategies = chainStrategies()

    /// `libyuv`: libyuv's J420ToARGB (BT.601 full range) or I420ToARGB (BT.601 video range); libyuv's
    /// "ARGB" is one little-endian 32-bit word per pixel, i.e. B, G, R, A in memory: BGRA. Within +-1
    /// at full range, +-3 at video range (the table's row says why).
    public static let libyuv = libyuvStrategy(chain: pip_libyuv_i420_to_bgra)
}
