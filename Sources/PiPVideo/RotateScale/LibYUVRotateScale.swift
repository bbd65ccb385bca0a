extension RotateScaleNV12Strategy {
    /// libyuv as an app would chain it: libyuv has no NV12 -> NV12 rotation, so the
    /// `RotateNV12Strategy.libyuvSplit` chain (RotatePlane for Y; SplitRotateUV + MergeUVPlane for
    /// CbCr) into a full-size rotated frame, then NV12Scale with kFilterBox
    /// (`ScaleNV12Strategy.libyuvBox`).
    ///
    /// Per-call scratch: the rotated frame (heap, zero-filled) and the rotation chain's U, V planes.
    /// Not the area average: libyuv 1857's box truncates, and its UVScale does not area-average
    /// CbCr at 3:1, 6:1 or fractional ratios; its bytes are exactly those of an exact rotation
    /// followed by `ScaleNV12Strategy.libyuvBox`.
    public static let libyuv = RotateScaleNV12Strategy(
        id: "libyuv",
        summary: "libyuv RotatePlane + SplitRotateUV + MergeUVPlane into a full-size rotated frame (heap, per call), then NV12Scale kFilterBox",
        kernel: { source, rotation, destination in
            let rotated = try NV12Frame.allocate(size: rotation.rotatedSize(of: source.size), rowAlignment: .tight, name: "rotated")
            try RotateNV12Strategy.libyuvSplit.kernel(source, rotated, rotation)
            try ScaleNV12Strategy.libyuvBox.kernel(rotated, destination)
        })
}
