import PiPCatalogue

/// I420 -> I420 rotated clockwise by a quarter, half or three-quarter turn: a decoded remote frame
/// turned upright, each plane rotated.
public enum RotateI420: FrameOperation {
    public typealias Parameters = Rotation
    public typealias Source = I420Frame
    public typealias Destination = I420Frame
    public static let name = RotateI420Kernels.name

    /// The Swift strategies, from PiPCatalogue's `RotateI420Kernels`, each plane rotated by the entry's
    /// plane call (libyuv's are in PiPLibYUV: `libyuvStrategies`).
    public static let strategies = fromCatalogue(RotateI420Kernels.strategies) { rotatingEachPlane($0.call) }

    /// The textbook per-sample loop (`RotateI420Kernels.naive`).
    public static let naive = strategy(RotateI420Kernels.naive)
    /// Cache-blocked scalar transposes (`RotateI420Kernels.tiled`).
    public static let tiled = strategy(RotateI420Kernels.tiled)
    /// Swift SIMD tile transposes (`RotateI420Kernels.simd`).
    public static let simd = strategy(RotateI420Kernels.simd)

    /// The rotated size.
    public static func destinationSize(for size: FrameSize, _ rotation: Rotation) -> FrameSize? {
        rotation.rotatedSize(of: size)
    }

    /// `RotationReference`'s output.
    public static func reference(_ source: I420Frame, size: FrameSize, _ rotation: Rotation) throws -> [ReferencePlane] {
        try exactReference(I420Frame.self, size: size) { try RotationReference.rotate(source, by: rotation, into: $0) }
    }
}

/// A strategy of `RotateI420`.
public typealias RotateI420Strategy = Strategy<RotateI420>
