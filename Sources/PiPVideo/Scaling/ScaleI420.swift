import PiPCatalogue

/// I420 -> I420 downscaled to any destination no wider and no taller than the source: Y to the
/// destination's size, U and V to its chroma size, each plane independently.
public enum ScaleI420: FrameOperation {
    public typealias Source = I420Frame
    public typealias Destination = I420Frame
    public static let name = ScaleI420Kernels.name

    /// The Swift strategies: every plane scaler of PiPCatalogue's `PlaneScalerKernels` on Y, U and V
    /// (libyuv's are in PiPLibYUV: `libyuvStrategies`).
    public static let strategies = planeWiseStrategies(ScaleI420.self)

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

    /// `AreaAverageReference`'s planes Y, U, V.
    public static func reference(_ source: I420Frame, size: FrameSize, _: Void) throws -> [ReferencePlane] {
        try AreaAverageReference.scale(source, to: size)
    }
}

/// A strategy of `ScaleI420`.
public typealias ScaleI420Strategy = Strategy<ScaleI420>
