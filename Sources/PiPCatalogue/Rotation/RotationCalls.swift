import PiPKernels

/// The call of a rotation of one plane (bytes or CbCr pairs): `source` rotated clockwise by
/// `rotation` into `destination`, of the rotated size.
public typealias PlaneRotationCall = @Sendable (_ source: SampleGrid, _ destination: SampleGrid, _ rotation: Rotation, _ context: KernelContext) -> Void

/// The call of an I420 -> NV12 rotation: Y rotated, U and V rotated and interleaved into CbCr.
public typealias I420ToNV12RotationCall = @Sendable (_ source: I420Picture, _ destination: NV12Picture, _ rotation: Rotation, _ context: KernelContext) -> Void

/// The rotation kernels of the `naive`, `tiled` and `simd` strategies, which RotateNV12, RotateI420
/// and I420ToNV12Rotate share: a plane kernel, and a U + V kernel whose output is interleaved CbCr.
enum RotationKernels {
    static let naivePlane: PlaneRotationCall = { source, destination, rotation, _ in naiveRotate(source, into: destination, by: rotation) }
    static let tiledPlane: PlaneRotationCall = { source, destination, rotation, _ in tiledRotate(source, into: destination, by: rotation) }
    static let simdPlane: PlaneRotationCall = { source, destination, rotation, context in
        simdRotate(source, into: destination, by: rotation, kernels: context.kernels)
    }

    static let naiveIntoNV12: I420ToNV12RotationCall = { source, destination, rotation, context in
        naivePlane(source.y, destination.y, rotation, context)
        naiveRotateInterleaving(u: source.u, v: source.v, into: destination.cbcr, by: rotation)
    }
    static let tiledIntoNV12: I420ToNV12RotationCall = { source, destination, rotation, context in
        tiledPlane(source.y, destination.y, rotation, context)
        tiledRotateInterleaving(u: source.u, v: source.v, into: destination.cbcr, by: rotation)
    }
    static let simdIntoNV12: I420ToNV12RotationCall = { source, destination, rotation, context in
        simdPlane(source.y, destination.y, rotation, context)
        simdRotateInterleaving(u: source.u, v: source.v, into: destination.cbcr, by: rotation)
    }
}
