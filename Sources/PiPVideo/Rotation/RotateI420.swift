/// I420 -> I420 rotated clockwise by a quarter, half or three-quarter turn: a decoded remote frame
/// turned upright, each plane rotated.
public enum RotateI420: FrameOperation {
    public typealias Parameters = Rotation
    public typealias Source = I420Frame
    public typealias Destination = I420Frame
    public static let name = "RotateI420"

    /// The textbook loop on each of the three planes, one byte at a time.
    public static let naive = Strategy<RotateI420>(
        id: "naive", summary: "per-pixel index arithmetic in destination order, one byte at a time, plane by plane",
        family: .naive, contract: .exact, libyuvReference: .strategy("libyuv"), kernel: rotatingEachPlane { naiveRotate($0, into: $1, by: $2) })

    /// Cache-blocked scalar copy of each plane.
    public static let tiled = Strategy<RotateI420>(
        id: "tiled", summary: "cache-blocked scalar transpose of each plane in 64x64-byte tiles, one byte at a time",
        family: .scalar, contract: .exact, libyuvReference: .strategy("libyuv"), kernel: rotatingEachPlane { tiledRotate($0, into: $1, by: $2) })

    /// Portable Swift SIMD: 16x16-byte tile transposes on each plane.
    public static let simd = Strategy<RotateI420>(
        id: "simd",
        summary: "portable Swift SIMD: 16x16-byte tile transposes by unpacks on each plane; reversed 16-byte segments for 180",
        family: .simd, contract: .exact, libyuvReference: .strategy("libyuv"), kernel: rotatingEachPlane { simdRotate($0, into: $1, by: $2, kernels: RowKernels.chosen) })

    /// The Swift strategies (libyuv's are in PiPLibYUV: `libyuvStrategies`).
    public static let strategies = [naive, tiled, simd]

    /// The strategies the suite recommends (what the libyuv upgrade table calls ours).
    public static let recommendedStrategies = [simd]

    /// The rotated size.
    public static func destinationSize(for size: FrameSize, _ rotation: Rotation) -> FrameSize? {
        rotation.rotatedSize(of: size)
    }

    /// `RotationReference`'s output.
    public static func reference(_ source: I420Frame, size: FrameSize, _ rotation: Rotation) throws -> [ReferencePlane] {
        try exactReference(I420Frame.self, size: size) { try RotationReference.rotate(source, by: rotation, into: $0) }
    }
}

/// A strategy of `RotateI420`.
public typealias RotateI420Strategy = Strategy<RotateI420>
