import PiPVideo
import CLibYUV

/// The libyuv filters the scaling strategies call.
enum LibYUVScaleFilter: Sendable, Equatable {
    /// kFilterNone: point sampling (16.16 stepping).
    case none
    /// kFilterLinear: horizontal interpolation only.
    case linear
    /// kFilterBilinear.
    case bilinear
    /// kFilterBox: box averaging (whole source pixels at fractional ratios).
    case box

    var mode: FilterMode {
        switch self {
        case .none: return kFilterNone
        case .linear: return kFilterLinear
        case .bilinear: return kFilterBilinear
        case .box: return kFilterBox
        }
    }
}

/// libyuv I420Scale with `filter`.
func libyuvScaleI420(_ filter: LibYUVScaleFilter) -> @Sendable (I420Frame, I420Frame, Void) throws -> Void {
    { source, destination, _ in
        let status = I420Scale(
            source.y.bytes, Int32(source.y.bytesPerRow), source.u.bytes, Int32(source.u.bytesPerRow),
            source.v.bytes, Int32(source.v.bytesPerRow), Int32(source.size.width), Int32(source.size.height),
            destination.y.bytes, Int32(destination.y.bytesPerRow), destination.u.bytes, Int32(destination.u.bytesPerRow),
            destination.v.bytes, Int32(destination.v.bytesPerRow), Int32(destination.size.width), Int32(destination.size.height),
            filter.mode)
        guard status == 0 else { throw LibYUVError(function: "I420Scale", status: status) }
    }
}

/// libyuv NV12Scale with `filter`: ScalePlane for Y, UVScale for CbCr. At the geometry where
/// libyuv 1857's UVScale with kFilterBox asserts (`uvScaleBoxAsserts`), routed around: ScalePlane
/// box for Y, and CbCr through SplitUVPlane + ScalePlane box + MergeUVPlane (`libyuvSplitBoxScaleChroma`).
func libyuvScaleNV12(_ filter: LibYUVScaleFilter) -> @Sendable (NV12Frame, NV12Frame, Void) throws -> Void {
    { source, destination, _ in
        if filter == .box, uvScaleBoxAsserts(from: source.cbcr.size, to: destination.cbcr.size) {
            ScalePlane(source.y.bytes, Int32(source.y.bytesPerRow), Int32(source.size.width), Int32(source.size.height),
                       destination.y.bytes, Int32(destination.y.bytesPerRow),
                       Int32(destination.size.width), Int32(destination.size.height), kFilterBox)
            libyuvSplitBoxScaleChroma(source.cbcr, into: destination.cbcr)
            return
        }
        let status = NV12Scale(
            source.y.bytes, Int32(source.y.bytesPerRow), source.cbcr.bytes, Int32(source.cbcr.bytesPerRow),
            Int32(source.size.width), Int32(source.size.height),
            destination.y.bytes, Int32(destination.y.bytesPerRow), destination.cbcr.bytes, Int32(destination.cbcr.bytesPerRow),
            Int32(destination.size.width), Int32(destination.size.height), filter.mode)
        guard status == 0 else { throw LibYUVError(function: "NV12Scale", status: status) }
    }
}

/// Whether libyuv 1857's UVScale with kFilterBox aborts the process on a CbCr plane scaled from
/// `source` to `destination` pairs: it takes ScaleUVDown4Box whenever the step across is exactly
/// 4 and the step down an even whole number, but asserts that the step down is a multiple of 4
/// (`scale_uv.cc:208`); a step down of 2 is filtered bilinearly instead. So: exactly 4:1 across
/// and 6, 10, 14 ... :1 down.
func uvScaleBoxAsserts(from source: FrameSize, to destination: FrameSize) -> Bool {
    guard source.width == 4 * destination.width, source.height % destination.height == 0 else { return false }
    let ratio = source.height / destination.height
    return ratio % 4 == 2 && ratio > 2
}

/// libyuv I420Scale with `filter` into NV12's Y and two scratch planes (malloc'd per frame), then
/// MergeUVPlane into CbCr: an app's chain for scaling a remote frame into an NV12 buffer.
func libyuvScaleI420ToNV12(_ filter: LibYUVScaleFilter) -> @Sendable (I420Frame, NV12Frame, Void) throws -> Void {
    { source, destination, _ in
        let chroma = destination.cbcr.size
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * chroma.pixelCount)
        defer { scratch.deallocate() }
        let u = scratch, v = scratch + chroma.pixelCount
        let status = I420Scale(
            source.y.bytes, Int32(source.y.bytesPerRow), source.u.bytes, Int32(source.u.bytesPerRow),
            source.v.bytes, Int32(source.v.bytesPerRow), Int32(source.size.width), Int32(source.size.height),
            destination.y.bytes, Int32(destination.y.bytesPerRow), u, Int32(chroma.width), v, Int32(chroma.width),
            Int32(destination.size.width), Int32(destination.size.height), filter.mode)
        guard status == 0 else { throw LibYUVError(function: "I420Scale", status: status) }
        MergeUVPlane(u, Int32(chroma.width), v, Int32(chroma.width), destination.cbcr.bytes,
                     Int32(destination.cbcr.bytesPerRow), Int32(chroma.width), Int32(chroma.height))
    }
}

/// WebRTC's NV12Scale helper, which upstream's PiP path calls for NV12 frames: a temporary
/// buffer of 2 x source chroma + 2 x destination chroma bytes malloc'd per frame; ScalePlane
/// (box) for Y; SplitUVPlane; ScalePlane (box) for U and for V; MergeUVPlane.
func libyuvSplitBoxScale(_ source: NV12Frame, _ destination: NV12Frame, _: Void) throws {
    ScalePlane(source.y.bytes, Int32(source.y.bytesPerRow), Int32(source.size.width), Int32(source.size.height),
               destination.y.bytes, Int32(destination.y.bytesPerRow),
               Int32(destination.size.width), Int32(destination.size.height), kFilterBox)
    libyuvSplitBoxScaleChroma(source.cbcr, into: destination.cbcr)
}

/// The CbCr half of WebRTC's NV12Scale helper: malloc 2 x source + 2 x destination chroma bytes;
/// SplitUVPlane; ScalePlane (box) for U and for V; MergeUVPlane into `destination`.
func libyuvSplitBoxScaleChroma(_ source: Plane, into destination: Plane) {
    let sourceBytes = source.size.pixelCount, destinationBytes = destination.size.pixelCount
    let temporary = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * sourceBytes + 2 * destinationBytes)
    defer { temporary.deallocate() }
    let sourceU = temporary, sourceV = sourceU + sourceBytes
    let destinationU = sourceV + sourceBytes, destinationV = destinationU + destinationBytes
    let sw = Int32(source.width), sh = Int32(source.height)
    let dw = Int32(destination.width), dh = Int32(destination.height)
    SplitUVPlane(source.bytes, Int32(source.bytesPerRow), sourceU, sw, sourceV, sw, sw, sh)
    ScalePlane(sourceU, sw, sw, sh, destinationU, dw, dw, dh, kFilterBox)
    ScalePlane(sourceV, sw, sw, sh, destinationV, dw, dw, dh, kFilterBox)
    MergeUVPlane(destinationU, dw, destinationV, dw, destination.bytes, Int32(destination.bytesPerRow), dw, dh)
}
