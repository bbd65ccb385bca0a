/// The Swift downscaling strategies that scale plane by plane (one-channel Y, U, V planes and
/// two-channel CbCr planes alike), for the operations whose source and destination have the same
/// layout: `ScaleI420` and `ScaleNV12` each list one set (`planeWise`).
public struct PlaneWiseScalers<Operation: FrameOperation>: Sendable
where Operation.Source == Operation.Destination, Operation.Parameters == Void {
    /// Point sampling: each destination pixel copies the source pixel under its centre.
    public let nearest: Strategy<Operation>
    /// Two-tap interpolation per axis, vertical then horizontal, at pixel centres; plain Swift.
    public let bilinear: Strategy<Operation>
    /// `bilinear` with the vertical interpolation of whole rows in Swift SIMD.
    public let bilinearSIMD: Strategy<Operation>
    /// Exact area average with integer weights, written plainly.
    public let box: Strategy<Operation>
    /// Exact area average in portable Swift SIMD, with a 16-bit path for integer ratios.
    public let boxSIMD: Strategy<Operation>
    /// Repeated 2x2 averaging while at least 2:1 remains (see `shouldHalve`), then one box step
    /// to the exact size.
    public let halve: Strategy<Operation>
    /// `halve` with `box-simd`'s kernels: vector 2x2 levels, vector box final step.
    public let halveSIMD: Strategy<Operation>

    /// The set, in the order result tables list them.
    public var all: [Strategy<Operation>] { [nearest, bilinear, bilinearSIMD, box, boxSIMD, halve, halveSIMD] }

    /// The ones the suite recommends, one per filter: the box and bilinear SIMD kernels, and point
    /// sampling (the only point sampler).
    public var recommended: [Strategy<Operation>] { [boxSIMD, bilinearSIMD, nearest] }

    init() {
        nearest = Strategy(
            id: "nearest", summary: "point sampling at pixel centres (the pre-#258 upstream decimation); no filtering, aliases",
            family: .scalar, contract: .unbounded, libyuvReference: .strategy("libyuv-none"), sampling: .taps(horizontal: 1, vertical: 1),
            kernel: scalingEachPlane(nearestScale))
        bilinear = Strategy(
            id: "bilinear",
            summary: "2x2 taps at pixel centres (8-bit weights, vertical then horizontal, each rounded); ignores pixels between taps",
            family: .scalar, contract: .unbounded, libyuvReference: .strategy("libyuv-bilinear"), sampling: .taps(horizontal: 2, vertical: 2),
            kernel: scalingEachPlane(bilinearScale))
        bilinearSIMD = Strategy(
            id: "bilinear-simd",
            summary: "bilinear, same bytes: columns planned once per plane (whole ratios: vector gathers or neighbour averages; 2:1 both ways in one pass, streamed past L2), other ratios a table of taps",
            family: .simd, contract: .sameBytes(as: bilinear), libyuvReference: .strategy("libyuv-bilinear"),
            sampling: .taps(horizontal: 2, vertical: 2),
            kernel: scalingEachPlane { bilinearScaleSIMD($0, $1, kernels: RowKernels.chosen, stores: $2) })
        box = Strategy(
            id: "box", summary: "area average, exact: integer overlap weights per axis, one rounding at the end; plain Swift",
            family: .scalar, contract: .withinHalfOfAreaAverage, libyuvReference: .strategy("libyuv-box"), kernel: scalingEachPlane(boxScale))
        boxSIMD = Strategy(
            id: "box-simd",
            summary: "exact area average, Swift SIMD: integer ratios sum rows and columns in 16-bit lanes and divide by multiply-shift; other ratios vector rows + the box columns",
            family: .simd, contract: .sameBytes(as: box), libyuvReference: .strategy("libyuv-box"),
            kernel: scalingEachPlane { boxScaleSIMD($0, $1, kernels: RowKernels.chosen, stores: $2) })
        halve = Strategy(
            id: "halve",
            summary: "2x2 averages (rounded to 8 bits per level) while >= 2:1 remains and whole ratios stay whole, then a box step to the exact size",
            family: .scalar, contract: .withinOneOfAreaAverageOnWholeRatios, libyuvReference: .strategy("libyuv-box"),
            kernel: scalingEachPlane(halveScale))
        halveSIMD = Strategy(
            id: "halve-simd", summary: "halve in Swift SIMD (2x2 levels and the final box step use box-simd's kernels)",
            family: .simd, contract: .sameBytes(as: halve), libyuvReference: .strategy("libyuv-box"), kernel: scalingEachPlane { halveScaleSIMD($0, $1, kernels: RowKernels.chosen) })
    }
}
