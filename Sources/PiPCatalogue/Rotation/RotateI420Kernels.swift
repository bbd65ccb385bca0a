import PiPStrategyModel

/// RotateI420's strategies that run the suite's kernels; each rotates the three planes with its
/// plane call.
public enum RotateI420Kernels: KernelCatalogue {
    public static let name = "RotateI420"

    /// The textbook loop on each of the three planes, one byte at a time.
    public static let naive = KernelStrategy<PlaneRotationCall>(
        id: "naive", summary: "per-pixel index arithmetic in destination order, one byte at a time, plane by plane",
        family: .naive, contract: .exact, libyuvReference: .strategy("libyuv"), call: RotationKernels.naivePlane)

    /// Cache-blocked scalar copy of each plane.
    public static let tiled = KernelStrategy<PlaneRotationCall>(
        id: "tiled", summary: "cache-blocked scalar transpose of each plane in 64x64-byte tiles, one byte at a time",
        family: .scalar, contract: .exact, libyuvReference: .strategy("libyuv"), call: RotationKernels.tiledPlane)

    /// Portable Swift SIMD: 16x16-byte tile transposes on each plane.
    public static let simd = KernelStrategy<PlaneRotationCall>(
        id: "simd",
        summary: "portable Swift SIMD: 16x16-byte tile transposes by unpacks on each plane; reversed 16-byte segments for 180",
        family: .simd, contract: .exact, libyuvReference: .strategy("libyuv"), recommended: true, call: RotationKernels.simdPlane)

    public static let strategies = [naive, tiled, simd]
}
