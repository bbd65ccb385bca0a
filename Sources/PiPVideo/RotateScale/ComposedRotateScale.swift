/// The `composed` kernel: the two steps one after the other, with the suite's fastest Swift kernels
/// for each: `RotateNV12`'s `simd` into a full-size rotated frame, then `ScaleNV12`'s `box-simd`.
///
/// Per-call scratch: the rotated frame (source-sized, tight rows, zero-filled `AlignedStorage` on
/// the heap; 1.4 MB at 1280x720), allocated and freed by every call. Its bytes are the exact area
/// average of the rotated source rounded half up.
func composedRotateScale(_ source: NV12Frame, _ destination: NV12Frame, _ rotation: Rotation) throws {
    let rotated = try NV12Frame.allocate(size: rotation.rotatedSize(of: source.size), rowAlignment: .tight, name: "rotated")
    for (from, to) in zip(source.planes, rotated.planes) { simdRotate(SampleGrid(from), into: SampleGrid(to), by: rotation, kernels: RowKernels.chosen) }
    for (from, to) in zip(rotated.planes, destination.planes) { boxScaleSIMD(SampleGrid(from), SampleGrid(to), kernels: RowKernels.chosen) }
}
