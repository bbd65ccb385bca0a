import PiPVideo
import CLibYUV

/// Facts about the libyuv the suite was built against.
public enum LibYUVInfo {
    /// LIBYUV_VERSION from libyuv/version.h (Debian bookworm's libyuv-dev: 1857).
    public static let version = Int(LIBYUV_VERSION)
}
