import CLibYUV

extension I420ToBGRAStrategy {
    /// libyuv's J420ToARGB (BT.601 full range) or I420ToARGB (BT.601 video range); libyuv's "ARGB"
    /// is one little-endian 32-bit word per pixel, i.e. B, G, R, A in memory: BGRA.
    ///
    /// Tolerance: full range is within +-1 of the reference for every input (checked exhaustively).
    /// Video range is not: libyuv's BT.601 limited-range table uses a blue-from-Cb coefficient of
    /// 128/64 = 2.0 instead of 2.018 ("max(128, round(2.018 * 64))", so its x86 kernels can
    /// multiply by signed bytes), which puts blue up to 2 off for legal inputs (Y 16...235,
    /// C 16...240) and up to 3 off for the rest; its tolerance for video range is therefore 3.
    public static let libyuv = I420ToBGRAStrategy(
        id: "libyuv",
        summary: "libyuv J420ToARGB (full range) / I420ToARGB (video range) with the CPU's widest SIMD row kernel",
        tolerances: [.full: 1, .video: 3],
        kernel: { source, destination, range in try libyuvI420ToBGRA(source, destination, range) })
}

func libyuvI420ToBGRA(_ source: I420Frame, _ destination: BGRAFrame, _ range: ColorRange) throws {
    let convert = range == .full ? J420ToARGB : I420ToARGB
    let status = convert(
        source.y.bytes, Int32(source.y.bytesPerRow),
        source.u.bytes, Int32(source.u.bytesPerRow),
        source.v.bytes, Int32(source.v.bytesPerRow),
        destination.pixels.bytes, Int32(destination.pixels.bytesPerRow),
        Int32(source.size.width), Int32(source.size.height))
    guard status == 0 else { throw LibYUVError(function: range == .full ? "J420ToARGB" : "I420ToARGB", status: status) }
}
