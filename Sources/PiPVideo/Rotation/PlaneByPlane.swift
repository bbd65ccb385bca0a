/// Kernels of rotation strategies built from a kernel that rotates one plane (bytes or CbCr
/// pairs) and, for I420 -> NV12, one that rotates U and V into interleaved CbCr.

/// A plane kernel: `source` rotated by `rotation` into `destination` (sizes validated).
typealias PlaneRotation = @Sendable (SampleGrid, SampleGrid, Rotation) -> Void

/// A U + V kernel: both rotated by `rotation` and interleaved into `cbcr` (sizes validated).
typealias InterleavingRotation = @Sendable (_ u: SampleGrid, _ v: SampleGrid, _ cbcr: SampleGrid, Rotation) -> Void

/// Every plane of the source rotated into the same plane of the destination (RotateNV12, RotateI420).
func rotatingEachPlane<Frame: VideoFrame>(
    _ rotate: @escaping PlaneRotation
) -> @Sendable (Frame, Frame, Rotation) throws -> Void {
    { source, destination, rotation in
        for (from, to) in zip(source.planes, destination.planes) { rotate(SampleGrid(from), SampleGrid(to), rotation) }
    }
}

/// Y rotated by `rotate`, then U and V rotated into CbCr by `interleave` (I420ToNV12Rotate).
func rotatingIntoNV12(
    _ rotate: @escaping PlaneRotation, _ interleave: @escaping InterleavingRotation
) -> @Sendable (I420Frame, NV12Frame, Rotation) throws -> Void {
    { source, destination, rotation in
        rotate(SampleGrid(source.y), SampleGrid(destination.y), rotation)
        interleave(SampleGrid(source.u), SampleGrid(source.v), SampleGrid(destination.cbcr), rotation)
    }
}
