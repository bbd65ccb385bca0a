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
        family: .naive, contract: .exact, kernel: rotatingEachPlane { naiveRotate($0, into: $1, by: $2) })

    /// Cache-blocked scalar copy: the destination in 4 KiB tiles, the source walked linearly.
    public static let tiled = Strategy<RotateNV12>(
        id: "tiled", summary: "cache-blocked scalar transpose: 64x64-byte Y tiles and 32x32-pair CbCr tiles, one sample at a time",
        family: .scalar, contract: .exact, kernel: rotatingEachPlane { tiledRotate($0, into: $1, by: $2) })

    /// Portable Swift SIMD: 16x16-byte Y tiles and 8x8-pair CbCr tiles transposed by unpacks.
    public static let simd = Strategy<RotateNV12>(
        id: "simd",
        summary: "portable Swift SIMD: 16x16-byte Y and 8x8-pair CbCr tile transposes by unpacks, in destination order; reversed 16-byte segments for 180",
        family: .simd, contract: .exact, kernel: rotatingEachPlane { simdRotate($0, into: $1, by: $2) })

    /// libyuv has no NV12 -> NV12 rotation; this is the chain with the least extra memory traffic.
    public static let libyuvSplit = Strategy<RotateNV12>(
        id: "libyuv-split",
        summary: "libyuv RotatePlane (Y) + SplitRotateUV (CbCr -> scratch U, V) + MergeUVPlane; scratch malloc'd per call",
        family: .libyuv, contract: .exact, kernel: libyuvRotateNV12Split)

    /// CbCr pairs rotated as 16-bit samples: no scratch, but libyuv 1857 has only a C kernel for it.
    public static let libyuvPlane16 = Strategy<RotateNV12>(
        id: "libyuv-plane16",
        summary: "libyuv RotatePlane (Y) + RotatePlane_16 (CbCr pairs as 16-bit samples, no scratch); odd CbCr strides fall back to the split chain",
        family: .libyuv, contract: .exact, kernel: libyuvRotateNV12Plane16)

    /// The chain through libyuv's public converters: rotate into a whole I420 frame, then convert it.
    public static let libyuvViaI420 = Strategy<RotateNV12>(
        id: "libyuv-viai420", summary: "libyuv NV12ToI420Rotate (-> scratch I420 frame) + I420ToNV12; scratch malloc'd per call",
        family: .libyuv, contract: .exact, kernel: libyuvRotateNV12ViaI420)

    public static let strategies = [naive, tiled, simd, libyuvSplit, libyuvPlane16, libyuvViaI420]

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
