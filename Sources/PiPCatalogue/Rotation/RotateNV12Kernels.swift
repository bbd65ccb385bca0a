import PiPStrategyModel

/// RotateNV12's strategies that run the suite's kernels; each rotates both planes with its plane
/// call (CbCr pairs moved as pairs).
public enum RotateNV12Kernels: KernelCatalogue {
    public static let name = "RotateNV12"

    /// The textbook loop: for every destination sample, compute its source position and copy it.
    public static let naive = KernelStrategy<PlaneRotationCall>(
        id: "naive", summary: "per-pixel index arithmetic in destination order: one Y byte or one CbCr pair at a time",
        family: .naive, contract: .exact, libyuvReference: .strategy("libyuv-split"), call: RotationKernels.naivePlane)

    /// Cache-blocked scalar copy: the destination in 4 KiB tiles, the source walked linearly.
    public static let tiled = KernelStrategy<PlaneRotationCall>(
        id: "tiled", summary: "cache-blocked scalar transpose: 64x64-byte Y tiles and 32x32-pair CbCr tiles, one sample at a time",
        family: .scalar, contract: .exact, libyuvReference: .strategy("libyuv-split"), call: RotationKernels.tiledPlane)

    /// Portable Swift SIMD: 16x16-byte Y tiles and 8x8-pair CbCr tiles transposed by unpacks.
    public static let simd = KernelStrategy<PlaneRotationCall>(
        id: "simd",
        summary: "portable Swift SIMD: 16x16-byte Y and 8x8-pair CbCr tile transposes by unpacks, in destination order; reversed 16-byte segments for 180",
        family: .simd, contract: .exact, libyuvReference: .strategy("libyuv-split"), recommended: true, call: RotationKernels.simdPlane)

    public static let strategies = [naive, tiled, simd]
}
