extension RotateScaleNV12Strategy {
    /// The two steps one after the other, with the suite's fastest Swift kernels for each:
    /// `RotateNV12Strategy.simd` into a full-size rotated frame, then `ScaleNV12Strategy.boxSIMD`.
    ///
    /// Per-call scratch: the rotated frame (source-sized, tight rows, zero-filled `AlignedStorage`
    /// on the heap; 1.4 MB at 1280x720), allocated and freed by every call. Its bytes are the
    /// exact area average of the rotated source rounded half up, the same as `fused`.
    public static let composed = RotateScaleNV12Strategy(
        id: "composed",
        summary: "simd rotate into a full-size rotated NV12 frame (heap, per call), then box-simd scale",
        kernel: { source, rotation, destination in
            let rotated = try NV12Frame.allocate(size: rotation.rotatedSize(of: source.size), rowAlignment: .tight, name: "rotated")
            try RotateNV12Strategy.simd.kernel(source, rotated, rotation)
            try ScaleNV12Strategy.boxSIMD.kernel(rotated, destination)
        })
}
