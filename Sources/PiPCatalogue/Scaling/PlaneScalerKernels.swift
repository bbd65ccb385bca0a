import PiPKernels
import PiPStrategyModel

/// The call of a downscale of one plane (one-channel Y, U, V or two-channel CbCr) into a
/// destination plane no larger, with the same channels.
public typealias PlaneScaleCall = @Sendable (_ source: SampleGrid, _ destination: SampleGrid, _ context: KernelContext) -> Void

/// The Swift downscaling strategies that scale plane by plane, for the operations whose source and
/// destination have the same layout: `ScaleI420` and `ScaleNV12` each run every one on each plane.
public enum PlaneScalerKernels {
    /// Point sampling: each destination pixel copies the source pixel under its centre.
    public static let nearest = KernelStrategy<PlaneScaleCall>(
        id: "nearest", summary: "point sampling at pixel centres (the pre-#258 upstream decimation); no filtering, aliases",
        family: .scalar, contract: .pointSampledAtCentres, libyuvReference: .strategy("libyuv-none"),
        sampling: .taps(horizontal: 1, vertical: 1), recommended: true) { source, destination, _ in nearestScale(source, destination) }

    /// Two-tap interpolation per axis, vertical then horizontal, at pixel centres; plain Swift.
    public static let bilinear = KernelStrategy<PlaneScaleCall>(
        id: "bilinear",
        summary: "2x2 taps at pixel centres (8-bit weights, vertical then horizontal, each rounded); ignores pixels between taps",
        family: .scalar, contract: .unbounded, libyuvReference: .strategy("libyuv-bilinear"),
        sampling: .taps(horizontal: 2, vertical: 2)) { source, destination, _ in bilinearScale(source, destination) }

    /// `bilinear` with the vertical interpolation of whole rows in Swift SIMD.
    public static let bilinearSIMD = KernelStrategy<PlaneScaleCall>(
        id: "bilinear-simd",
        summary: "bilinear, same bytes: columns planned once per plane (whole ratios: vector gathers or neighbour averages; 2:1 both ways in one pass, streamed past L2), other ratios a table of taps",
        family: .simd, contract: .sameBytes(as: "bilinear"), libyuvReference: .strategy("libyuv-bilinear"),
        sampling: .taps(horizontal: 2, vertical: 2), recommended: true) { source, destination, context in
            bilinearScaleSIMD(source, destination, kernels: context.kernels, stores: context.stores)
        }

    /// Exact area average with integer weights, written plainly.
    public static let box = KernelStrategy<PlaneScaleCall>(
        id: "box", summary: "area average, exact: integer overlap weights per axis, one rounding at the end; plain Swift",
        family: .scalar, contract: .withinHalfOfAreaAverage, libyuvReference: .strategy("libyuv-box")) { source, destination, _ in
            boxScale(source, destination)
        }

    /// Exact area average in portable Swift SIMD, with a 16-bit path for integer ratios.
    public static let boxSIMD = KernelStrategy<PlaneScaleCall>(
        id: "box-simd",
        summary: "exact area average, Swift SIMD: integer ratios sum rows and columns in 16-bit lanes and divide by multiply-shift; other ratios vector rows + the box columns",
        family: .simd, contract: .sameBytes(as: "box"), libyuvReference: .strategy("libyuv-box"), recommended: true) { source, destination, context in
            boxScaleSIMD(source, destination, kernels: context.kernels, stores: context.stores)
        }

    /// Repeated 2x2 averaging while at least 2:1 remains, then one box step to the exact size.
    public static let halve = KernelStrategy<PlaneScaleCall>(
        id: "halve",
        summary: "2x2 averages (rounded to 8 bits per level) while >= 2:1 remains and whole ratios stay whole, then a box step to the exact size",
        family: .scalar, contract: .withinOneOfAreaAverageOnWholeRatios, libyuvReference: .strategy("libyuv-box")) { source, destination, _ in
            halveScale(source, destination)
        }

    /// `halve` with `box-simd`'s kernels: vector 2x2 levels, vector box final step.
    public static let halveSIMD = KernelStrategy<PlaneScaleCall>(
        id: "halve-simd", summary: "halve in Swift SIMD (2x2 levels and the final box step use box-simd's kernels)",
        family: .simd, contract: .sameBytes(as: "halve"), libyuvReference: .strategy("libyuv-box")) { source, destination, context in
            halveScaleSIMD(source, destination, kernels: context.kernels)
        }

    /// The entries, in the order result tables list them.
    public static let strategies = [nearest, bilinear, bilinearSIMD, box, boxSIMD, halve, halveSIMD]
}

/// ScaleI420's strategies that run the suite's kernels: every plane scaler on Y, U and V.
public enum ScaleI420Kernels: KernelCatalogue {
    public static let name = "ScaleI420"
    public static let strategies = PlaneScalerKernels.strategies
}

/// ScaleNV12's strategies that run the suite's kernels: every plane scaler on Y and on the CbCr
/// pairs (each channel scaled on its own).
public enum ScaleNV12Kernels: KernelCatalogue {
    public static let name = "ScaleNV12"
    public static let strategies = PlaneScalerKernels.strategies
}
