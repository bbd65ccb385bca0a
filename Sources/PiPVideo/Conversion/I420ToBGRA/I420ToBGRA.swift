/// I420 -> BGRA (BT.601, alpha 255) at the same size: the conversion of the legacy upstream path
/// and of seed 003, which display BGRA. Each chroma sample serves a 2x2 block of pixels (odd
/// sizes: the last row/column has its own). The parameter is the colour range.
public enum I420ToBGRA: FrameOperation {
    public typealias Parameters = ColorRange
    public typealias Source = I420Frame
    public typealias Destination = BGRAFrame
    public static let name = "I420ToBGRA"

    /// The per-pixel integer loop upstream (stream-video-swift) used before it switched to vImage
    /// in #321 ("about 30 ms -> 1 ms"), written as upstream wrote it, in Swift.
    public static let scalar = Strategy<I420ToBGRA>(
        id: "scalar",
        summary: "upstream's pre-vImage loop: per pixel, offsets recomputed, 8-bit fixed point, a 4-byte [UInt8] memcpy'd",
        family: .scalar, contract: .within(.plusMinus(1)), libyuvReference: .strategy("libyuv")) { source, destination, range in
            scalarI420ToBGRA(y: SampleGrid(source.y), u: SampleGrid(source.u), v: SampleGrid(source.v), into: SampleGrid(destination.pixels), range)
        }

    /// Explicit Swift SIMD in 16-bit fixed point: two rows at a time share one chroma row; per 16
    /// pixels the chroma terms are computed once for 8 chroma samples, duplicated, added to each
    /// row's luma, packed to bytes and interleaved into B, G, R, A.
    public static let simd = Strategy<I420ToBGRA>(
        id: "simd",
        summary: "portable Swift SIMD: row pairs, 16 pixels per step in 16-bit lanes (6-bit fixed point), byte unpacks to BGRA",
        family: .simd, contract: .within(.plusMinus(1)), libyuvReference: .strategy("libyuv")) { source, destination, range in
            simdI420ToBGRA(y: SampleGrid(source.y), u: SampleGrid(source.u), v: SampleGrid(source.v), into: SampleGrid(destination.pixels), range)
        }

    /// The Swift strategies (libyuv's are in PiPLibYUV: `libyuvStrategies`).
    public static let strategies = [scalar, simd]

    /// The strategies the suite recommends (what the libyuv upgrade table calls ours).
    public static let recommendedStrategies = [simd]

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
