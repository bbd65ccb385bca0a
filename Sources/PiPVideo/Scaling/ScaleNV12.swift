import PiPCatalogue

/// NV12 -> NV12 downscaled (the path of a camera or hardware-decoded frame): Y to the
/// destination's size, Cb and Cr (each channel of the CbCr plane independently) to its chroma size.
public enum ScaleNV12: FrameOperation {
    public typealias Source = NV12Frame
    public typealias Destination = NV12Frame
    public static let name = ScaleNV12Kernels.name

    /// The Swift strategies: every plane scaler of PiPCatalogue's `PlaneScalerKernels` on Y and CbCr
    /// (libyuv's are in PiPLibYUV: `libyuvStrategies`).
    public static let strategies = planeWiseStrategies(ScaleNV12.self)

    /// Point sampling at pixel centres (`PlaneScalerKernels.nearest`).
    public static let nearest = strategy(PlaneScalerKernels.nearest)
    /// Two-tap interpolation per axis, plain Swift (`PlaneScalerKernels.bilinear`).
    public static let bilinear = strategy(PlaneScalerKernels.bilinear)
    /// `bilinear` in Swift SIMD (`PlaneScalerKernels.bilinearSIMD`).
    public static let bilinearSIMD = strategy(PlaneScalerKernels.bilinearSIMD)
    /// The exact area average, plain Swift (`PlaneScalerKernels.box`).
    public static let box = strategy(PlaneScalerKernels.box)
    /// The exact area average in Swift SIMD (`PlaneScalerKernels.boxSIMD`).
    public static let boxSIMD = strategy(PlaneScalerKernels.boxSIMD)
    /// Repeated 2x2 averages, then a box step (`PlaneScalerKernels.halve`).
    public static let halve = strategy(PlaneScalerKernels.halve)
    /// `halve` in Swift SIMD (`PlaneScalerKernels.halveSIMD`).
    public static let halveSIMD = strategy(PlaneScalerKernels.halveSIMD)

    /// Nil: any size no larger than the source.
    public static func destinationSize(for size: FrameSize, _: Void) -> FrameSize? { nil }

    /// `AreaAverageReference`'s planes Y, CbCr.
    public static func reference(_ source: NV12Frame, size: FrameSize, _: Void) throws -> [ReferencePlane] {
        try AreaAverageReference.scale(source, to: size)
    }
}

/// A strategy of `ScaleNV12`.
public typealias ScaleNV12Strategy = Strategy<ScaleNV12>
