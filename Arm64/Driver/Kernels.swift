// Every kernel of every strategy that does not call libyuv, by the benchmark names of their
// catalogues (Sources/PiPVideo/*/<Operation>.swift), wired as the catalogues wire them.

/// A plane scaler of `PlaneWiseScalers` (ScaleI420, ScaleNV12), by strategy id.
let planeScalers: [(id: StaticString, scale: PlaneScaler)] = [
    ("nearest", nearestScale), ("bilinear", bilinearScale), ("bilinear-simd", bilinearScaleSIMD),
    ("box", boxScale), ("box-simd", boxScaleSIMD),
    ("halve", { halveScale($0, $1, step: halveStep, finish: boxScale) }), ("halve-simd", halveScaleSIMD),
]

/// Rotation strategies: a plane kernel and a U + V interleaving kernel.
let rotations: [(id: StaticString, plane: PlaneRotation, interleaving: InterleavingRotation)] = [
    ("naive", { naiveRotate($0, into: $1, by: $2) }, { naiveRotateInterleaving(u: $0, v: $1, into: $2, by: $3) }),
    ("tiled", { tiledRotate($0, into: $1, by: $2) }, { tiledRotateInterleaving(u: $0, v: $1, into: $2, by: $3) }),
    ("simd", { simdRotate($0, into: $1, by: $2) }, { simdRotateInterleaving(u: $0, v: $1, into: $2, by: $3) }),
]

let conversions: [(id: StaticString, convert: (I420Frame, NV12Frame) -> Void)] = [
    ("naive", { naiveI420ToNV12($0, $1) }), ("scalar", scalarI420ToNV12), ("simd", simdI420ToNV12),
]

let bgraConversions: [(id: StaticString, convert: (I420Frame, BGRAFrame, ColorRange) -> Void)] = [
    ("scalar", scalarI420ToBGRA), ("simd", simdI420ToBGRA),
]

/// ScaleI420ToNV12's strategies.
let scalesToNV12: [(id: StaticString, scale: (I420Frame, NV12Frame) -> Void)] = [
    ("nearest", { source, destination in try! scalingThenInterleaving(nearestScale)(source, destination, ()) }),
    ("box-simd", { source, destination in try! scalingThenInterleaving(boxScaleSIMD)(source, destination, ()) }),
    ("box-fused", { boxScaleInterleaving($0, into: $1) }),
]

/// RotateScaleNV12's strategies.
let rotateScales: [(id: StaticString, run: (NV12Frame, NV12Frame, Rotation) -> Void)] = [
    ("fused", fusedRotateScale), ("composed", { try! composedRotateScale($0, $1, $2) }),
]

/// Each plane of `source` rotated into the same plane of `destination` (RotateI420, RotateNV12).
func rotateEachPlane<Frame: VideoFrame>(_ rotate: @escaping PlaneRotation, _ source: Frame, _ destination: Frame, _ rotation: Rotation) {
    try! rotatingEachPlane(rotate)(source, destination, rotation)
}

/// Each plane scaled (ScaleI420, ScaleNV12).
func scaleEachPlane<Frame: VideoFrame>(_ scale: @escaping PlaneScaler, _ source: Frame, _ destination: Frame) {
    try! scalingEachPlane(scale)(source, destination, ())
}
