import PiPCatalogue

/// I420 -> BGRA (BT.601, alpha 255) at the same size: the conversion of the legacy upstream path
/// and of seed 003, which display BGRA. Each chroma sample serves a 2x2 block of pixels (odd
/// sizes: the last row/column has its own). The parameter is the colour range.
public enum I420ToBGRA: FrameOperation {
    public typealias Parameters = ColorRange
    public typealias Source = I420Frame
    public typealias Destination = BGRAFrame
    public static let name = I420ToBGRAKernels.name

    /// The Swift strategies, from PiPCatalogue's `I420ToBGRAKernels` (libyuv's are in PiPLibYUV:
    /// `libyuvStrategies`).
    public static let strategies = fromCatalogue(I420ToBGRAKernels.strategies) { entry in
        let call = entry.call
        return { source, destination, range in call(I420Picture(source), SampleGrid(destination.pixels), range, RowKernels.context) }
    }

    /// Upstream's pre-vImage per-pixel loop (`I420ToBGRAKernels.scalar`).
    public static let scalar = strategy(I420ToBGRAKernels.scalar)
    /// Explicit Swift SIMD in 16-bit fixed point (`I420ToBGRAKernels.simd`).
    public static let simd = strategy(I420ToBGRAKernels.simd)

    /// The source's size.
    public static func destinationSize(for size: FrameSize, _: ColorRange) -> FrameSize? { size }

    /// `I420ToBGRAReference`'s output (the double-precision equations, rounded).
    public static func reference(_ source: I420Frame, size: FrameSize, _ range: ColorRange) throws -> [ReferencePlane] {
        try exactReference(BGRAFrame.self, size: size) { try I420ToBGRAReference.convert(source, into: $0, range: range) }
    }

    /// Alpha (channel 3) is always exactly 255, whatever a strategy's tolerance for B, G and R.
    public static func holdsExactly(plane: Int, channel: Int) -> Bool { channel == 3 }
}

/// A strategy of `I420ToBGRA`.
public typealias I420ToBGRAStrategy = Strategy<I420ToBGRA>
