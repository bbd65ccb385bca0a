import PiPKernels

/// NV12 -> NV12 rotated clockwise and box-downscaled, in one call: the local-camera path of a PiP
/// window (rotate to the display orientation, downscale to the window). Y to the destination's
/// size, each channel of CbCr to its chroma size; the destination may be no wider and no taller
/// than the rotated source.
public enum RotateScaleNV12: FrameOperation {
    public typealias Parameters = Rotation
    public typealias Source = NV12Frame
    public typealias Destination = NV12Frame
    public static let name = "RotateScaleNV12"

    /// The two steps one after the other, with the suite's fastest Swift kernels for each:
    /// `RotateNV12.simd` into a full-size rotated frame (heap, per call), then `box-simd`.
    public static let composed = Strategy<RotateScaleNV12>(
        id: "composed", summary: "simd rotate into a full-size rotated NV12 frame (heap, per call), then box-simd scale",
        family: .simd, contract: .withinHalfOfAreaAverage, libyuvReference: .strategy("libyuv"), kernel: composedRotateScale)

    /// One pass over the source: `box-simd` rows of the downscaled, not yet rotated picture go into
    /// a small band on the stack, which the rotation's SIMD tile transposes write into the
    /// destination. No full-size intermediate, no scratch planes. Area averaging commutes with
    /// rotation, and both divide the same exact sums, so its bytes are `composed`'s. Planes shrunk
    /// by exactly 8/3 at a quarter turn (the camera) take `boxScaleRotatingEightThirds`, and on
    /// x86-64 planes shrunk by exactly 3 at a quarter turn (1080p into 360x640)
    /// `boxScaleRotatingByThree`.
    public static let fused = Strategy<RotateScaleNV12>(
        id: "fused",
        summary: "one pass: box-simd rows of the unrotated downscale into a 16-row stack band, written out by 16x16-byte / 8x8-pair SIMD tile transposes (180: reversed rows); exactly 8/3 (the camera) or 3 at a quarter turn: 16-bit vertical sums, then 8x8 transposes that do the horizontal pass and the turn at once",
        family: .fused, contract: .sameBytes(as: composed), libyuvReference: .strategy("libyuv")) { source, destination, rotation in
            for (from, to) in zip(source.planes, destination.planes) {
                boxScaleRotating(SampleGrid(from), into: SampleGrid(to), by: rotation, kernels: RowKernels.chosen)
            }
        }

    /// The Swift strategies (libyuv's are in PiPLibYUV: `libyuvStrategies`).
    public static let strategies = [fused, composed]

    /// The strategies the suite recommends (what the libyuv upgrade table calls ours).
    public static let recommendedStrategies = [fused]

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
