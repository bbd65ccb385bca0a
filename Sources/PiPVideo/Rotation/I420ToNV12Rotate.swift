/// I420 -> NV12 rotated clockwise, in one call: a remote frame converted for the display layer and
/// turned upright. Y rotated, U and V rotated and interleaved into CbCr.
public enum I420ToNV12Rotate: FrameOperation {
    public typealias Parameters = Rotation
    public typealias Source = I420Frame
    public typealias Destination = NV12Frame
    public static let name = "I420ToNV12Rotate"

    /// The textbook loop: Y byte by byte, then each CbCr pair gathered from U and V.
    public static let naive = Strategy<I420ToNV12Rotate>(
        id: "naive", summary: "per-pixel index arithmetic in destination order: Y byte by byte, each CbCr pair from U and V",
        family: .naive, contract: .exact, libyuvReference: .strategy("libyuv-merge"),
        kernel: rotatingIntoNV12({ naiveRotate($0, into: $1, by: $2) }, { naiveRotateInterleaving(u: $0, v: $1, into: $2, by: $3) }))

    /// Cache-blocked scalar copy of Y; CbCr tiles gathered from U and V.
    public static let tiled = Strategy<I420ToNV12Rotate>(
        id: "tiled", summary: "cache-blocked scalar transpose: 64x64-byte Y tiles, 32x32-pair CbCr tiles gathered from U and V",
        family: .scalar, contract: .exact, libyuvReference: .strategy("libyuv-merge"),
        kernel: rotatingIntoNV12({ tiledRotate($0, into: $1, by: $2) }, { tiledRotateInterleaving(u: $0, v: $1, into: $2, by: $3) }))

    /// Portable Swift SIMD: Y as for RotateI420; U and V paired by a byte unpack, then 8x8-pair tiles transposed.
    public static let simd = Strategy<I420ToNV12Rotate>(
        id: "simd",
        summary: "portable Swift SIMD in one pass: 16x16-byte Y tile transposes; U+V rows unpacked to pairs, 8x8-pair tile transposes",
        family: .simd, contract: .exact, libyuvReference: .strategy("libyuv-merge"),
        kernel: rotatingIntoNV12({ simdRotate($0, into: $1, by: $2, kernels: RowKernels.chosen) }, { simdRotateInterleaving(u: $0, v: $1, into: $2, by: $3) }))

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
        try exactReference(NV12Frame.self, size: size) { try RotationReference.convert(source, rotatedBy: rotation, into: $0) }
    }
}

/// A strategy of `I420ToNV12Rotate`.
public typealias I420ToNV12RotateStrategy = Strategy<I420ToNV12Rotate>
