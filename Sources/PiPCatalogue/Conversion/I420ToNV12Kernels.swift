import PiPKernels
import PiPSeedModels
import PiPStrategyModel

/// The call of an I420 -> NV12 conversion at the same size.
public typealias I420ToNV12Call = @Sendable (_ source: I420Picture, _ destination: NV12Picture, _ context: KernelContext) -> Void

/// I420ToNV12's strategies that run the suite's kernels.
public enum I420ToNV12Kernels: KernelCatalogue {
    public static let name = "I420ToNV12"

    /// Seed 000's `convertI420ToNV12`: Y by one memcpy per row; CbCr one byte at a time, with the
    /// destination stride and the source plane pointers and strides fetched inside the inner loop.
    public static let naive = KernelStrategy<I420ToNV12Call>(
        id: "naive", summary: "seed 000: memcpy per Y row; CbCr byte by byte, CoreVideo/Obj-C accessors called per byte",
        family: .naive, contract: .exact, libyuvReference: .strategy("libyuv")) { source, destination, _ in
            naiveI420ToNV12(y: source.y, u: source.u, v: source.v, into: destination.y, cbcr: destination.cbcr)
        }

    /// The seed's loop with every stride and pointer hoisted out of the loops, written plainly.
    /// (The compiler is free to vectorise it; how well it does is part of what is measured.)
    public static let scalar = KernelStrategy<I420ToNV12Call>(
        id: "scalar", summary: "the same per-pair loop with strides and pointers hoisted, written plainly",
        family: .scalar, contract: .exact, libyuvReference: .strategy("libyuv")) { source, destination, _ in
            scalarI420ToNV12(y: source.y, u: source.u, v: source.v, into: destination.y, cbcr: destination.cbcr)
        }

    /// Explicit Swift SIMD: 32 U and 32 V bytes per step interleaved into 64 CbCr bytes.
    public static let simd = KernelStrategy<I420ToNV12Call>(
        id: "simd",
        summary: "portable Swift SIMD: 32 U + 32 V bytes per step interleaved by byte unpacks, overlapping last step for any width",
        family: .simd, contract: .exact, libyuvReference: .strategy("libyuv"), recommended: true) { source, destination, _ in
            simdI420ToNV12(y: source.y, u: source.u, v: source.v, into: destination.y, cbcr: destination.cbcr)
        }

    public static let strategies = [naive, scalar, simd]
}
