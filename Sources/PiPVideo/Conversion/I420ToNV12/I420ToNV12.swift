import PiPSeedModels

/// I420 -> NV12 at the same size: the conversion every remote frame of a call goes through before
/// PiP can display it (Y copied, U and V interleaved into CbCr).
public enum I420ToNV12: FrameOperation {
    public typealias Source = I420Frame
    public typealias Destination = NV12Frame
    public static let name = "I420ToNV12"

    /// Seed 000's `convertI420ToNV12`: Y by one memcpy per row; CbCr one byte at a time, with the
    /// destination stride and the source plane pointers and strides fetched inside the inner loop.
    public static let naive = Strategy<I420ToNV12>(
        id: "naive",
        summary: "seed 000: memcpy per Y row; CbCr byte by byte, CoreVideo/Obj-C accessors called per byte",
        family: .naive, contract: .exact, libyuvReference: .strategy("libyuv")) { source, destination, _ in
            naiveI420ToNV12(y: SampleGrid(source.y), u: SampleGrid(source.u), v: SampleGrid(source.v), into: SampleGrid(destination.y),
                            cbcr: SampleGrid(destination.cbcr))
        }

    /// The seed's loop with every stride and pointer hoisted out of the loops, written plainly.
    /// (The compiler is free to vectorise it; how well it does is part of what is measured.)
    public static let scalar = Strategy<I420ToNV12>(
        id: "scalar", summary: "the same per-pair loop with strides and pointers hoisted, written plainly",
        family: .scalar, contract: .exact, libyuvReference: .strategy("libyuv")) { source, destination, _ in
            scalarI420ToNV12(y: SampleGrid(source.y), u: SampleGrid(source.u), v: SampleGrid(source.v), into: SampleGrid(destination.y),
                             cbcr: SampleGrid(destination.cbcr))
        }

    /// Explicit Swift SIMD: 32 U and 32 V bytes per step interleaved into 64 CbCr bytes.
    public static let simd = Strategy<I420ToNV12>(
        id: "simd",
        summary: "portable Swift SIMD: 32 U + 32 V bytes per step interleaved by byte unpacks, overlapping last step for any width",
        family: .simd, contract: .exact, libyuvReference: .strategy("libyuv")) { source, destination, _ in
            simdI420ToNV12(y: SampleGrid(source.y), u: SampleGrid(source.u), v: SampleGrid(source.v), into: SampleGrid(destination.y),
                           cbcr: SampleGrid(destination.cbcr))
        }

    /// The Swift strategies (libyuv's are in PiPLibYUV: `libyuvStrategies`).
    public static let strategies = [naive, scalar, simd]

    /// The strategies the suite recommends (what the libyuv upgrade table calls ours).
    public static let recommendedStrategies = [simd]

    /// The source's size.
    public static func destinationSize(for size: FrameSize, _: Void) -> FrameSize? { size }

    /// `I420ToNV12Reference`'s output.
    public static func reference(_ source: I420Frame, size: FrameSize, _: Void) throws -> [ReferencePlane] {
        try exactReference(NV12Frame.self, size: size) { try I420ToNV12Reference.convert(source, into: $0) }
    }
}

/// A strategy of `I420ToNV12`.
public typealias I420ToNV12Strategy = Strategy<I420ToNV12>
