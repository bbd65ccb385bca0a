import CLibYUV

extension ScaleI420Strategy {
    /// libyuv I420Scale with kFilterNone (point sampling).
    public static let libyuvNone = libyuv(kFilterNone, "libyuv-none", "libyuv I420Scale, kFilterNone: point sampling (16.16 stepping)")
    /// libyuv I420Scale with kFilterLinear (horizontal interpolation only).
    public static let libyuvLinear = libyuv(kFilterLinear, "libyuv-linear", "libyuv I420Scale, kFilterLinear: horizontal interpolation only")
    /// libyuv I420Scale with kFilterBilinear.
    public static let libyuvBilinear = libyuv(kFilterBilinear, "libyuv-bilinear", "libyuv I420Scale, kFilterBilinear")
    /// libyuv I420Scale with kFilterBox: what upstream's PiP path calls for I420 frames.
    public static let libyuvBox = libyuv(kFilterBox, "libyuv-box", "libyuv I420Scale, kFilterBox (upstream PiP, I420 frames); mallocs a row buffer per plane")

    private static func libyuv(_ filter: FilterMode, _ id: String, _ summary: String) -> ScaleI420Strategy {
        ScaleI420Strategy(id: id, summary: summary) { source, destination in
            let status = I420Scale(
                source.y.bytes, Int32(source.y.bytesPerRow), source.u.bytes, Int32(source.u.bytesPerRow),
                source.v.bytes, Int32(source.v.bytesPerRow), Int32(source.size.width), Int32(source.size.height),
                destination.y.bytes, Int32(destination.y.bytesPerRow), destination.u.bytes, Int32(destination.u.bytesPerRow),
                destination.v.bytes, Int32(destination.v.bytesPerRow), Int32(destination.size.width), Int32(destination.size.height),
                filter)
            guard status == 0 else { throw LibYUVError(function: "I420Scale", status: status) }
        }
    }
}

extension ScaleNV12Strategy {
    /// libyuv NV12Scale with kFilterNone (point sampling).
    public static let libyuvNone = libyuv(kFilterNone, "libyuv-none", "libyuv NV12Scale, kFilterNone: point sampling (16.16 stepping)")
    /// libyuv NV12Scale with kFilterLinear (horizontal interpolation only).
    public static let libyuvLinear = libyuv(kFilterLinear, "libyuv-linear", "libyuv NV12Scale, kFilterLinear: horizontal interpolation only")
    /// libyuv NV12Scale with kFilterBilinear.
    public static let libyuvBilinear = libyuv(kFilterBilinear, "libyuv-bilinear", "libyuv NV12Scale, kFilterBilinear")
    /// libyuv NV12Scale with kFilterBox: ScalePlane for Y, UVScale for CbCr (each may malloc row
    /// buffers per call). In libyuv 1857 (Debian bookworm) UVScale does not area-average CbCr at
    /// 3:1, 6:1 or fractional ratios: its chroma aliases like point sampling (see psnr_uv).
    public static let libyuvBox = libyuv(
        kFilterBox, "libyuv-box",
        "libyuv NV12Scale, kFilterBox: ScalePlane (Y) + UVScale (CbCr; in libyuv 1857 no area average at 3:1, 6:1, fractional)")
    /// WebRTC's NV12Scale helper, which upstream's PiP path calls for NV12 frames: a temporary
    /// buffer of 2 x source chroma + 2 x destination chroma bytes malloc'd per frame; ScalePlane
    /// (box) for Y; SplitUVPlane; ScalePlane (box) for U and for V; MergeUVPlane.
    public static let libyuvSplitBox = ScaleNV12Strategy(
        id: "libyuv-split-box",
        summary: "upstream's NV12 path (WebRTC NV12Scale helper): malloc 2x(src+dst) chroma per frame, split UV, 3x ScalePlane box, merge",
        kernel: { source, destination in try libyuvSplitBoxScale(source, destination) })

    private static func libyuv(_ filter: FilterMode, _ id: String, _ summary: String) -> ScaleNV12Strategy {
        ScaleNV12Strategy(id: id, summary: summary) { source, destination in
            let status = NV12Scale(
                source.y.bytes, Int32(source.y.bytesPerRow), source.cbcr.bytes, Int32(source.cbcr.bytesPerRow),
                Int32(source.size.width), Int32(source.size.height),
                destination.y.bytes, Int32(destination.y.bytesPerRow), destination.cbcr.bytes, Int32(destination.cbcr.bytesPerRow),
                Int32(destination.size.width), Int32(destination.size.height), filter)
            guard status == 0 else { throw LibYUVError(function: "NV12Scale", status: status) }
        }
    }
}

private func libyuvSplitBoxScale(_ source: NV12Frame, _ destination: NV12Frame) throws {
    let sourceChroma = source.cbcr.size, destinationChroma = destination.cbcr.size
    let sourceBytes = sourceChroma.pixelCount, destinationBytes = destinationChroma.pixelCount
    let temporary = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * sourceBytes + 2 * destinationBytes)
    defer { temporary.deallocate() }
    let sourceU = temporary, sourceV = sourceU + sourceBytes
    let destinationU = sourceV + sourceBytes, destinationV = destinationU + destinationBytes
    let sw = Int32(sourceChroma.width), sh = Int32(sourceChroma.height)
    let dw = Int32(destinationChroma.width), dh = Int32(destinationChroma.height)

    ScalePlane(source.y.bytes, Int32(source.y.bytesPerRow), Int32(source.size.width), Int32(source.size.height),
               destination.y.bytes, Int32(destination.y.bytesPerRow),
               Int32(destination.size.width), Int32(destination.size.height), kFilterBox)
    SplitUVPlane(source.cbcr.bytes, Int32(source.cbcr.bytesPerRow), sourceU, sw, sourceV, sw, sw, sh)
    ScalePlane(sourceU, sw, sw, sh, destinationU, dw, dw, dh, kFilterBox)
    ScalePlane(sourceV, sw, sw, sh, destinationV, dw, dw, dh, kFilterBox)
    MergeUVPlane(destinationU, dw, destinationV, dw, destination.cbcr.bytes, Int32(destination.cbcr.bytesPerRow), dw, dh)
}
