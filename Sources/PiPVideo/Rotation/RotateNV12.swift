import PiPCatalogue

/// NV12 -> NV12 rotated clockwise by a quarter, half or three-quarter turn: the local camera frame
/// (a CVPixelBuffer) turned upright. Both planes rotated, CbCr pairs moved as pairs.
public enum RotateNV12: FrameOperation {
    public typealias Parameters = Rotation
    public typealias Source = NV12Frame
    public typealias Destination = NV12Frame
    public static let name = RotateNV12Kernels.name

    /// The Swift strategies, from PiPCatalogue's `RotateNV12Kernels`, each plane rotated by the entry's
    /// plane call (libyuv's are in PiPLibYUV: `libyuvStrategies`).
    public static let strategies = fromCatalogue(RotateNV12Kernels.strategies) { rotatingEachPlane($0.call) }

    /// The textbook per-sample loop (`RotateNV12Kernels.naive`).
    public static let naive = strategy(RotateNV12Kernels.naive)
    /// Cache-blocked scalar transposes (`RotateNV12Kernels.tiled`).
    public static let tiled = strategy(RotateNV12Kernels.tiled)
    /// Swift SIMD tile transposes (`RotateNV12Kernels.simd`).
    public static let simd = strategy(RotateNV12Kernels.simd)

    /// The rotated size.
    public static func destinationSize(for size: FrameSize, _ rotation: Rotation) -> FrameSize? {
        rotation.rotatedSize(of: size)
    }

    /// `RotationReference`'s output.
    public static func reference(_ source: NV12Frame, size: FrameSize, _ rotation: Rotation) throws -> [ReferencePlane] {
        try exactReference(NV12Frame.self, size: size) { try RotationReference.rotate(source, by: rotation, into: $0) }
    }
}

/// A strategy of `RotateNV12`.
public typealias RotateNV12Strategy = Strategy<RotateNV12>
