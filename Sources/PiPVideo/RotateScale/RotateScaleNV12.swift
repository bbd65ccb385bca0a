import PiPCatalogue

/// NV12 -> NV12 rotated clockwise and box-downscaled, in one call: the local-camera path of a PiP
/// window (rotate to the display orientation, downscale to the window). Y to the destination's
/// size, each channel of CbCr to its chroma size; the destination may be no wider and no taller
/// than the rotated source.
public enum RotateScaleNV12: FrameOperation {
    public typealias Parameters = Rotation
    public typealias Source = NV12Frame
    public typealias Destination = NV12Frame
    public static let name = RotateScaleNV12Kernels.name

    /// The Swift strategies, from PiPCatalogue's `RotateScaleNV12Kernels` (libyuv's are in
    /// PiPLibYUV: `libyuvStrategies`).
    public static let strategies = fromCatalogue(RotateScaleNV12Kernels.strategies) { entry in
        let call = entry.call
        return { source, destination, rotation in call(NV12Picture(source), NV12Picture(destination), rotation, RowKernels.context) }
    }

    /// One pass: box rows into a stack band, written out by tile transposes (`RotateScaleNV12Kernels.fused`).
    public static let fused = strategy(RotateScaleNV12Kernels.fused)
    /// `simd` rotation into a full-size frame, then `box-simd` (`RotateScaleNV12Kernels.composed`).
    public static let composed = strategy(RotateScaleNV12Kernels.composed)

    /// Nil: any size no larger than the rotated source.
    public static func destinationSize(for size: FrameSize, _: Rotation) -> FrameSize? { nil }

    /// - Throws: `FrameError.destinationLargerThanRotatedSource` when the destination is wider or
    ///   taller than the rotated source, `FrameError.overlappingPlanes` or `.interleavedPlanes` when
    ///   a destination plane's bytes meet any other plane's.
    public static func validate(_ source: NV12Frame, _ destination: NV12Frame, _ rotation: Rotation) throws(FrameError) {
        let rotated = rotation.rotatedSize(of: source.size)
        guard destination.size.width <= rotated.width, destination.size.height <= rotated.height else {
            throw FrameError.destinationLargerThanRotatedSource(
                source: source.size, degrees: rotation.rawValue, rotated: rotated, destination: destination.size)
        }
        try checkNoOverlap(sources: source.planes, destinations: destination.planes)
    }

    /// `RotateScaleReference`'s planes Y and CbCr.
    public static func reference(_ source: NV12Frame, size: FrameSize, _ rotation: Rotation) throws -> [ReferencePlane] {
        try RotateScaleReference.convert(source, rotatedBy: rotation, to: size)
    }
}

/// A strategy of `RotateScaleNV12`.
public typealias RotateScaleNV12Strategy = Strategy<RotateScaleNV12>
