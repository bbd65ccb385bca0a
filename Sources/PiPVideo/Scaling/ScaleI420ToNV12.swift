/// I420 -> NV12 downscaled, in one call: the whole CPU hot path of a remote WebRTC frame on its
/// way to a PiP window (scale to the window, convert to the layout the display layer takes).
public enum ScaleI420ToNV12: FrameOperation {
    public typealias Source = I420Frame
    public typealias Destination = NV12Frame
    public static let name = "ScaleI420ToNV12"

    /// Point sampling, fused with the conversion.
    public static let nearest = Strategy<ScaleI420ToNV12>(
        id: "nearest", summary: "nearest, fused: Y straight into NV12, U and V scaled then interleaved",
        family: .scalar, contract: .unbounded, libyuvReference: .strategy("libyuv-none"), sampling: .taps(horizontal: 1, vertical: 1), kernel: scalingThenInterleaving(nearestScale))
    /// The exact area average in Swift SIMD, fused with the conversion.
    public static let boxSIMD = Strategy<ScaleI420ToNV12>(
        id: "box-simd", summary: "box-simd, fused: Y straight into NV12, U and V scaled then interleaved",
        family: .simd, contract: .withinHalfOfAreaAverage, libyuvReference: .strategy("libyuv-box"), kernel: scalingThenInterleaving { boxScaleSIMD($0, $1, kernels: RowKernels.chosen) })
    /// The exact area average in Swift SIMD and the interleave in one pass, with no scratch planes:
    /// the same bytes as `boxSIMD`.
    public static let boxFused = Strategy<ScaleI420ToNV12>(
        id: "box-fused",
        summary: "box-simd in one pass: Y rows straight into NV12; each CbCr row's U and V rows box-averaged together (ratio 3: in one kernel whose output is CbCr; else into a stack row pair, then interleaved); no scratch planes",
        family: .fused, contract: .sameBytes(as: boxSIMD), libyuvReference: .strategy("libyuv-box")) { source, destination, _ in
            boxScaleInterleaving(
                y: SampleGrid(source.y), u: SampleGrid(source.u), v: SampleGrid(source.v), into: SampleGrid(destination.y),
                cbcr: SampleGrid(destination.cbcr), kernels: RowKernels.chosen)
        }

    /// The Swift strategies (libyuv's are in PiPLibYUV: `libyuvStrategies`).
    public static let strategies = [nearest, boxSIMD, boxFused]

    /// The strategies the suite recommends (what the libyuv upgrade table calls ours).
    public static let recommendedStrategies = [boxFused, nearest]

    /// Nil: any size no larger than the source.
    public static func destinationSize(for size: FrameSize, _: Void) -> FrameSize? { nil }

    /// `AreaAverageReference`'s planes Y and CbCr (U and V at the chroma size, interleaved).
    public static func reference(_ source: I420Frame, size: FrameSize, _: Void) throws -> [ReferencePlane] {
        try AreaAverageReference.scaleToNV12(source, to: size)
    }
}

/// A strategy of `ScaleI420ToNV12`.
public typealias ScaleI420ToNV12Strategy = Strategy<ScaleI420ToNV12>
