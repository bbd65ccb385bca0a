import PiPCatalogue

/// I420 -> NV12 downscaled, in one call: the whole CPU hot path of a remote WebRTC frame on its
/// way to a PiP window (scale to the window, convert to the layout the display layer takes).
public enum ScaleI420ToNV12: FrameOperation {
    public typealias Source = I420Frame
    public typealias Destination = NV12Frame
    public static let name = ScaleI420ToNV12Kernels.name

    /// The Swift strategies, from PiPCatalogue's `ScaleI420ToNV12Kernels` (libyuv's are in
    /// PiPLibYUV: `libyuvStrategies`).
    public static let strategies = fromCatalogue(ScaleI420ToNV12Kernels.strategies) { entry in
        let call = entry.call
        return { source, destination, _ in call(I420Picture(source), NV12Picture(destination), RowKernels.context) }
    }

    /// Point sampling fused with the conversion (`ScaleI420ToNV12Kernels.nearest`).
    public static let nearest = strategy(ScaleI420ToNV12Kernels.nearest)
    /// `box-simd` on each plane, U and V interleaved (`ScaleI420ToNV12Kernels.boxSIMD`).
    public static let boxSIMD = strategy(ScaleI420ToNV12Kernels.boxSIMD)
    /// The area average and the interleave in one pass (`ScaleI420ToNV12Kernels.boxFused`).
    public static let boxFused = strategy(ScaleI420ToNV12Kernels.boxFused)

    /// Nil: any size no larger than the source.
    public static func destinationSize(for size: FrameSize, _: Void) -> FrameSize? { nil }

    /// `AreaAverageReference`'s planes Y and CbCr (U and V at the chroma size, interleaved).
    public static func reference(_ source: I420Frame, size: FrameSize, _: Void) throws -> [ReferencePlane] {
        try AreaAverageReference.scaleToNV12(source, to: size)
    }

    /// Y samples Y; CbCr's two channels sample U and V.
    public static func pointSampledSource(plane: Int, channel: Int) -> (plane: Int, channel: Int) {
        plane == 0 ? (0, channel) : (1 + channel, 0)
    }
}

/// A strategy of `ScaleI420ToNV12`.
public typealias ScaleI420ToNV12Strategy = Strategy<ScaleI420ToNV12>
