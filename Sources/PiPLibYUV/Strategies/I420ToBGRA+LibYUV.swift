import PiPVideo

/// I420ToBGRA's libyuv strategies (kept out of PiPVideo, which builds without libyuv).
extension I420ToBGRA: LibYUVOperation {
    /// libyuv's J420ToARGB (BT.601 full range) or I420ToARGB (BT.601 video range); libyuv's "ARGB"
    /// is one little-endian 32-bit word per pixel, i.e. B, G, R, A in memory: BGRA.
    ///
    /// Tolerance: full range is within +-1 of the reference for every input (checked exhaustively).
    /// Video range is not: libyuv's BT.601 limited-range table uses a blue-from-Cb coefficient of
    /// 128/64 = 2.0 instead of 2.018 ("max(128, round(2.018 * 64))", so its x86 kernels can
    /// multiply by signed bytes), which puts blue up to 2 off for legal inputs (Y 16...235,
    /// C 16...240) and up to 3 off for the rest; its tolerance for video range is therefore 3.
    public static let libyuv = Strategy<I420ToBGRA>(
        id: "libyuv",
        summary: "libyuv J420ToARGB (full range) / I420ToARGB (video range) with the CPU's widest SIMD row kernel",
        family: .libyuv,
        contract: .within(Tolerance("+-1 (full range), +-3 (video range)") { $0 == .video ? 3 : 1 }), libyuvReference: .itself) { source, destination, range in
            try libyuvI420ToBGRA(source, destination, range)
        }

    /// libyuv's strategies of this operation, in the suite's order (after the Swift ones).
    public static let libyuvStrategies = [libyuv]
}
