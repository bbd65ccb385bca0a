import PiPKernels
import PiPStrategyModel

/// The call of an I420 -> BGRA conversion at the same size in a colour range.
public typealias I420ToBGRACall = @Sendable (_ source: I420Picture, _ bgra: SampleGrid, _ range: ColorRange, _ context: KernelContext) -> Void

/// I420ToBGRA's strategies that run the suite's kernels.
public enum I420ToBGRAKernels: KernelCatalogue {
    public static let name = "I420ToBGRA"

    /// The per-pixel integer loop upstream (stream-video-swift) used before it switched to vImage
    /// in #321 ("about 30 ms -> 1 ms"), written as upstream wrote it, in Swift.
    public static let scalar = KernelStrategy<I420ToBGRACall>(
        id: "scalar",
        summary: "upstream's pre-vImage loop: per pixel, offsets recomputed, 8-bit fixed point, a 4-byte [UInt8] memcpy'd",
        family: .scalar, contract: .within(plusMinus: 1), libyuvReference: .strategy("libyuv")) { source, bgra, range, _ in
            scalarI420ToBGRA(y: source.y, u: source.u, v: source.v, into: bgra, range)
        }

    /// Explicit Swift SIMD in 16-bit fixed point: two rows at a time share one chroma row; per 16
    /// pixels the chroma terms are computed once for 8 chroma samples, duplicated, added to each
    /// row's luma, packed to bytes and interleaved into B, G, R, A.
    public static let simd = KernelStrategy<I420ToBGRACall>(
        id: "simd",
        summary: "portable Swift SIMD: row pairs, 16 pixels per step in 16-bit lanes (6-bit fixed point), byte unpacks to BGRA",
        family: .simd, contract: .within(plusMinus: 1), libyuvReference: .strategy("libyuv"), recommended: true) { source, bgra, range, context in
            simdI420ToBGRA(y: source.y, u: source.u, v: source.v, into: bgra, range, kernels: context.kernels)
        }

    public static let strategies = [scalar, simd]
}
