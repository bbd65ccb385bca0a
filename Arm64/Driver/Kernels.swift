// Every kernel of every strategy that does not call libyuv, by the benchmark names of their
// catalogues (Sources/PiPVideo/*/<Operation>.swift), wired as the catalogues wire them: the
// catalogues hand each plane to the kernels as a `SampleGrid`, and so does this driver.

/// A plane rotation: `source` rotated by `rotation` into `destination`.
typealias PlaneRotation = (_ source: Plane, _ destination: Plane, Rotation) -> Void
/// A U + V rotation into interleaved CbCr.
typealias InterleavingRotation = (_ u: Plane, _ v: Plane, _ cbcr: Plane, Rotation) -> Void

/// A plane scaler of `PlaneWiseScalers` (ScaleI420, ScaleNV12), by strategy id.
let planeScalers: [(id: StaticString, scale: PlaneScaler)] = [
    ("nearest", nearestScale), ("bilinear", bilinearScale), ("bilinear-simd", { bilinearScaleSIMD($0, $1) }),
    ("box", boxScale), ("box-simd", { boxScaleSIMD($0, $1) }),
    ("halve", halveScale), ("halve-simd", { halveScaleSIMD($0, $1) }),
]

/// Rotation strategies: a plane kernel and a U + V interleaving kernel.
let rotations: [(id: StaticString, plane: PlaneRotation, interleaving: InterleavingRotation)] = [
    ("naive", { naiveRotate($0.grid, into: $1.grid, by: $2) }, { naiveRotateInterleaving(u: $0.grid, v: $1.grid, into: $2.grid, by: $3) }),
    ("tiled", { tiledRotate($0.grid, into: $1.grid, by: $2) }, { tiledRotateInterleaving(u: $0.grid, v: $1.grid, into: $2.grid, by: $3) }),
    ("simd", { simdRotate($0.grid, into: $1.grid, by: $2) }, { simdRotateInterleaving(u: $0.grid, v: $1.grid, into: $2.grid, by: $3) }),
]

let conversions: [(id: StaticString, convert: (I420Frame, NV12Frame) -> Void)] = [
    ("naive", { naiveI420ToNV12(y: $0.y.grid, u: $0.u.grid, v: $0.v.grid, into: $1.y.grid, cbcr: $1.cbcr.grid) }),
    ("scalar", { scalarI420ToNV12(y: $0.y.grid, u: $0.u.grid, v: $0.v.grid, into: $1.y.grid, cbcr: $1.cbcr.grid) }),
    ("simd", { simdI420ToNV12(y: $0.y.grid, u: $0.u.grid, v: $0.v.grid, into: $1.y.grid, cbcr: $1.cbcr.grid) }),
]

let bgraConversions: [(id: StaticString, convert: (I420Frame, BGRAFrame, ColorRange) -> Void)] = [
    ("scalar", { scalarI420ToBGRA(y: $0.y.grid, u: $0.u.grid, v: $0.v.grid, into: $1.pixels.grid, $2) }),
    ("simd", { simdI420ToBGRA(y: $0.y.grid, u: $0.u.grid, v: $0.v.grid, into: $1.pixels.grid, $2) }),
]

/// ScaleI420ToNV12's strategies.
let scalesToNV12: [(id: StaticString, scale: (I420Frame, NV12Frame) -> Void)] = [
    ("nearest", { scaleThenInterleave(y: $0.y.grid, u: $0.u.grid, v: $0.v.grid, into: $1.y.grid, cbcr: $1.cbcr.grid, scale: nearestScale) }),
    ("box-simd", {
        scaleThenInterleave(y: $0.y.grid, u: $0.u.grid, v: $0.v.grid, into: $1.y.grid, cbcr: $1.cbcr.grid, scale: { boxScaleSIMD($0, $1) })
    }),
    ("box-fused", { boxScaleInterleaving(y: $0.y.grid, u: $0.u.grid, v: $0.v.grid, into: $1.y.grid, cbcr: $1.cbcr.grid) }),
]

/// RotateScaleNV12's strategies: `fused` on each plane; `composed` is `simd`'s rotation into a
/// full-size frame allocated per call, then `box-simd`, as its catalogue entry does.
let rotateScales: [(id: StaticString, run: (NV12Frame, NV12Frame, Rotation) -> Void)] = [
    ("fused", { source, destination, rotation in
        for (from, to) in zip(source.planes, destination.planes) { boxScaleRotating(from.grid, into: to.grid, by: rotation) }
    }),
    ("composed", { source, destination, rotation in
        let rotated = NV12Frame(size: rotation.rotatedSize(of: source.size))
        for (from, to) in zip(source.planes, rotated.planes) { simdRotate(from.grid, into: to.grid, by: rotation) }
        for (from, to) in zip(rotated.planes, destination.planes) { boxScaleSIMD(from.grid, to.grid) }
    }),
]

/// Each plane of `source` rotated into the same plane of `destination` (RotateI420, RotateNV12).
func rotateEachPlane<Frame: VideoFrame>(_ rotate: PlaneRotation, _ source: Frame, _ destination: Frame, _ rotation: Rotation) {
    for (from, to) in zip(source.planes, destination.planes) { rotate(from, to, rotation) }
}

/// Each plane scaled (ScaleI420, ScaleNV12).
func scaleEachPlane<Frame: VideoFrame>(_ scale: PlaneScaler, _ source: Frame, _ destination: Frame) {
    for (from, to) in zip(source.planes, destination.planes) { scale(from.grid, to.grid) }
}
