import PiPVideo
/// The `libyuv` kernel: libyuv as an app would chain it. libyuv has no NV12 -> NV12 rotation, so
/// `RotateNV12`'s `libyuv-split` chain (RotatePlane for Y; SplitRotateUV + MergeUVPlane for CbCr)
/// into a full-size rotated frame, then NV12Scale with kFilterBox (`ScaleNV12`'s `libyuv-box`).
///
/// Per-call scratch: the rotated frame (heap, zero-filled) and the rotation chain's U, V planes.
/// Not the area average: libyuv 1857's box truncates, and its UVScale does not area-average CbCr
/// at 3:1, 6:1 or fractional ratios; its bytes are exactly those of an exact rotation followed by
/// `ScaleNV12`'s `libyuv-box`.
func libyuvRotateScale(_ source: NV12Frame, _ destination: NV12Frame, _ rotation: Rotation) throws {
    let rotated = try NV12Frame.allocate(size: rotation.rotatedSize(of: source.size), rowAlignment: .tight, name: "rotated")
    try libyuvRotateNV12Split(source, rotated, rotation)
    try libyuvScaleNV12(.box)(rotated, destination, ())
}
