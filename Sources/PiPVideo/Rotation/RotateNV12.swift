/// NV12 -> NV12 rotated clockwise by a quarter, half or three-quarter turn: the local camera frame
/// (a CVPixelBuffer) turned upright. Both planes rotated, CbCr pairs moved as pairs.
public enum RotateNV12: FrameOperation {
    public typealias Parameters = Rotation
    public typealias Source = NV12Frame
    public typealias Destination = NV12Frame
    public static let name = "RotateNV12"

    /// The textbook loop: for every destination sample, compute its source position and copy it.
    public static let naive = Strategy<RotateNV12>(
        id: "naive", summary: "per-pixel index arithmetic in destination order: one Y byte or one CbCr pair at a time",
        family: .naive, contract: .exact, libyuvReference: .strategy("libyuv-split"), kernel: rotatingEachPlane { naiveRotate($0, into: $1, by: $2) })

    /// Cache-blocked scalar copy: the destination in 4 KiB tiles, the source walked linearly.
    public static let tiled = Strategy<RotateNV12>(
        id: "tiled", summary: "cache-blocked scalar transpose: 64x64-byte Y tiles and 32x32-pair CbCr tiles, one sample at a time",
        family: .scalar, contract: .exact, libyuvReference: .strategy("libyuv-split"), kernel: rotatingEachPlane { tiledRotate($0, into: $1, by: $2) })

    /// Portable Swift SIMD: 16x16-byte Y tiles and 8x8-pair CbCr tiles transposed by unpacks.
    public static let simd = Strategy<RotateNV12>(
        id: "simd",
        summary: "portable Swift SIMD: 16x16-byte Y and 8x8-pair CbCr tile transposes by unpacks, in destination order; reversed 16-byte segments for 180",
        family: .simd, contract: .exact, libyuvReference: .strategy("libyuv-split"), kernel: rotatingEachPlane { simdRotate($0, into: $1, by: $2, kernels: RowKernels.chosen) })

    /// The Swift strategies (libyuv's are in PiPLibYUV: `libyuvStrategies`).
    public static let strategies = [naive, tiled, simd]

    /// The strategies the suite recommends (what the libyuv upgrade table calls ours).
    public static let recommendedStrategies = [simd]

    /// The rotated size.
    public static func destinationSize(for size: FrameSize, _ rotation: Rotation) -> FrameSize? {
        rotation.rotatedSize(of: size)
    }

    /// `RotationReference`'s output.
    public static func reference(_ source: NV12Frame, size: FrameSize, _ rotation: Rotation) throws -> [ReferencePlane] {
        try exactReference(NV12Frame.self, size: size) { try RotationReference.rotate(source, by: rotation, into: $0) }
    }
}

/// A strategy of `RotateNV12`.
public typealias RotateNV12Strategy = Strategy<RotateNV12>
