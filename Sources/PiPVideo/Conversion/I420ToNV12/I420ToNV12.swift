import PiPCatalogue

/// I420 -> NV12 at the same size: the conversion every remote frame of a call goes through before
/// PiP can display it (Y copied, U and V interleaved into CbCr).
public enum I420ToNV12: FrameOperation {
    public typealias Source = I420Frame
    public typealias Destination = NV12Frame
    public static let name = I420ToNV12Kernels.name

    /// The Swift strategies, from PiPCatalogue's `I420ToNV12Kernels` (libyuv's are in PiPLibYUV:
    /// `libyuvStrategies`).
    public static let strategies = fromCatalogue(I420ToNV12Kernels.strategies) { entry in
        let call = entry.call
        return { source, destination, _ in call(I420Picture(source), NV12Picture(destination), RowKernels.context) }
    }

    /// Seed 000's loop (`I420ToNV12Kernels.naive`).
    public static let naive = strategy(I420ToNV12Kernels.naive)
    /// The seed's loop with strides and pointers hoisted (`I420ToNV12Kernels.scalar`).
    public static let scalar = strategy(I420ToNV12Kernels.scalar)
    /// Explicit Swift SIMD (`I420ToNV12Kernels.simd`).
    public static let simd = strategy(I420ToNV12Kernels.simd)

    /// The source's size.
    public static func destinationSize(for size: FrameSize, _: Void) -> FrameSize? { size }

    /// `I420ToNV12Reference`'s output.
    public static func reference(_ source: I420Frame, size: FrameSize, _: Void) throws -> [ReferencePlane] {
        try exactReference(NV12Frame.self, size: size) { try I420ToNV12Reference.convert(source, into: $0) }
    }
}

/// A strategy of `I420ToNV12`.
public typealias I420ToNV12Strategy = Strategy<I420ToNV12>
