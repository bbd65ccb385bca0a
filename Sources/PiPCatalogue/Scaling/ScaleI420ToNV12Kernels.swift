import PiPKernels
import PiPStrategyModel

/// The call of an I420 -> NV12 downscale: Y to the destination's size, U and V to its chroma
/// size, interleaved into CbCr.
public typealias ScaleI420ToNV12Call = @Sendable (_ source: I420Picture, _ destination: NV12Picture, _ context: KernelContext) -> Void

/// ScaleI420ToNV12's strategies that run the suite's kernels.
public enum ScaleI420ToNV12Kernels: KernelCatalogue {
    public static let name = "ScaleI420ToNV12"

    /// Point sampling, fused with the conversion.
    public static let nearest = KernelStrategy<ScaleI420ToNV12Call>(
        id: "nearest", summary: "nearest, fused: Y straight into NV12, U and V scaled then interleaved",
        family: .scalar, contract: .pointSampledAtCentres, libyuvReference: .strategy("libyuv-none"),
        sampling: .taps(horizontal: 1, vertical: 1), recommended: true) { source, destination, _ in
            scaleThenInterleave(y: source.y, u: source.u, v: source.v, into: destination.y, cbcr: destination.cbcr, scale: nearestScale)
        }

    /// The exact area average in Swift SIMD, fused with the conversion.
    public static let boxSIMD = KernelStrategy<ScaleI420ToNV12Call>(
        id: "box-simd", summary: "box-simd, fused: Y straight into NV12, U and V scaled then interleaved",
        family: .simd, contract: .withinHalfOfAreaAverage, libyuvReference: .strategy("libyuv-box")) { source, destination, context in
            let kernels = context.kernels
            scaleThenInterleave(y: source.y, u: source.u, v: source.v, into: destination.y, cbcr: destination.cbcr) {
                boxScaleSIMD($0, $1, kernels: kernels)
            }
        }

    /// The exact area average in Swift SIMD and the interleave in one pass, with no scratch planes:
    /// the same bytes as `boxSIMD`.
    public static let boxFused = KernelStrategy<ScaleI420ToNV12Call>(
        id: "box-fused",
        summary: "box-simd in one pass: Y rows straight into NV12; each CbCr row's U and V rows box-averaged together (ratio 3: in one kernel whose output is CbCr; else into a stack row pair, then interleaved); no scratch planes",
        family: .fused, contract: .sameBytes(as: "box-simd"), libyuvReference: .strategy("libyuv-box"), recommended: true) { source, destination, context in
            boxScaleInterleaving(y: source.y, u: source.u, v: source.v, into: destination.y, cbcr: destination.cbcr, kernels: context.kernels)
        }

    public static let strategies = [nearest, boxSIMD, boxFused]
}
