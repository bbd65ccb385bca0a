import PiPStrategyModel

/// I420ToNV12Rotate's strategies that run the suite's kernels.
public enum I420ToNV12RotateKernels: KernelCatalogue {
    public static let name = "I420ToNV12Rotate"

    /// The textbook loop: Y byte by byte, then each CbCr pair gathered from U and V.
    public static let naive = KernelStrategy<I420ToNV12RotationCall>(
        id: "naive", summary: "per-pixel index arithmetic in destination order: Y byte by byte, each CbCr pair from U and V",
        family: .naive, contract: .exact, libyuvReference: .strategy("libyuv-merge"), call: RotationKernels.naiveIntoNV12)

    /// Cache-blocked scalar copy of Y; CbCr tiles gathered from U and V.
    public static let tiled = KernelStrategy<I420ToNV12RotationCall>(
        id: "tiled", summary: "cache-blocked scalar transpose: 64x64-byte Y tiles, 32x32-pair CbCr tiles gathered from U and V",
        family: .scalar, contract: .exact, libyuvReference: .strategy("libyuv-merge"), call: RotationKernels.tiledIntoNV12)

    /// Portable Swift SIMD: Y as for RotateI420; U and V paired by a byte unpack, then 8x8-pair tiles transposed.
    public static let simd = KernelStrategy<I420ToNV12RotationCall>(
        id: "simd",
        summary: "portable Swift SIMD in one pass: 16x16-byte Y tile transposes; U+V rows unpacked to pairs, 8x8-pair tile transposes",
        family: .simd, contract: .exact, libyuvReference: .strategy("libyuv-merge"), recommended: true, call: RotationKernels.simdIntoNV12)

    public static let strategies = [naive, tiled, simd]
}
