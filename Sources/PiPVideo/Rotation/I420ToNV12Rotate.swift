import PiPCatalogue

/// I420 -> NV12 rotated clockwise, in one call: a remote frame converted for the display layer and
/// turned upright. Y rotated, U and V rotated and interleaved into CbCr.
public enum I420ToNV12Rotate: FrameOperation {
    public typealias Parameters = Rotation
    public typealias Source = I420Frame
    public typealias Destination = NV12Frame
    public static let name = I420ToNV12RotateKernels.name

    /// The Swift strategies, from PiPCatalogue's `I420ToNV12RotateKernels` (libyuv's are in
    /// PiPLibYUV: `libyuvStrategies`).
    public static let strategies = fromCatalogue(I420ToNV12RotateKernels.strategies) { entry in
        let call = entry.call
        return { source, destination, rotation in call(I420Picture(source), NV12Picture(destination), rotation, RowKernels.context) }
    }

    /// The textbook per-sample loop (`I420ToNV12RotateKernels.naive`).
    public static let naive = strategy(I420ToNV12RotateKernels.naive)
    /// Cache-blocked scalar transposes (`I420ToNV12RotateKernels.tiled`).
    public static let tiled = strategy(I420ToNV12RotateKernels.tiled)
    /// Swift SIMD tile transposes in one pass (`I420ToNV12RotateKernels.simd`).
    public static let simd = strategy(I420ToNV12RotateKernels.simd)

    /// The rotated size.
    public static func destinationSize(for size: FrameSize, _ rotation: Rotation) -> FrameSize? {
        rotation.rotatedSize(of: size)
    }

    /// `RotationReference`'s output.
    public static func reference(_ source: I420Frame, size: FrameSize, _ rotation: Rotation) throws -> [ReferencePlane] {
        try exactReference(NV12Frame.self, size: size) { try RotationReference.convert(source, rotatedBy: rotation, into: $0) }
    }
}

/// A strategy of `I420ToNV12Rotate`.
public typealias I420ToNV12RotateStrategy = Strategy<I420ToNV12Rotate>
