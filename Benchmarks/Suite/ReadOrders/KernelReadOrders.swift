import PiPKernels
import PiPVideo

// Which `ReadOrder` models the order in which a strategy's kernel reads its source frame, so that
// the run can set each such kernel's cold time beside its order's (`ReadOrderSummary`). An order
// is named only where it follows the kernel's walk: the same band heights, strip widths or tiles,
// in the same sequence, and the same next-band or next-line prefetches. What a model does not
// copy: the order of the 16-byte reads within a strip, when within a band the prefetches are
// issued, and the kernels' last band, aligned to the far edge over the one before (the model
// reads a shorter one); `ReadOrder`'s cases say which. Anything else is nil.
extension ReadOrder {
    /// `RotateNV12`'s `simd`: `tiles-prefetched` at 90 degrees, `tiles-counterclockwise-prefetched`
    /// at 270. Nil at 180 (reversed rows, read in order) and for other strategies.
    static func modelling(_ strategy: Strategy<RotateNV12>, rotating size: FrameSize, by rotation: Rotation) -> ReadOrder? {
        guard strategy.id == RotateNV12.simd.id, size.width >= 16, size.height >= 16 else { return nil }
        return quarterTurnOrder(rotation)
    }

    /// `RotateI420`'s `simd`: the same orders on each of its three planes (read on an I420 frame:
    /// `ReadOrderCase.planar`), when its chroma planes hold a 16x16 tile; nil otherwise, as for
    /// `RotateNV12`.
    static func modelling(_ strategy: Strategy<RotateI420>, rotating size: FrameSize, by rotation: Rotation) -> ReadOrder? {
        guard strategy.id == RotateI420.simd.id, size.chroma.width >= 16, size.chroma.height >= 16 else { return nil }
        return quarterTurnOrder(rotation)
    }

    /// The SIMD quarter turns' walk in each direction; nil for the half turn.
    private static func quarterTurnOrder(_ rotation: Rotation) -> ReadOrder? {
        switch rotation {
        case .degrees90: return .tilesPrefetched
        case .degrees270: return .tilesCounterclockwisePrefetched
        case .degrees180: return nil
        }
    }

    /// `RotateScaleNV12`'s `fused`: `strips-prefetched` when both planes take the 8/3 kernel (the
    /// camera), `by-three-strips-prefetched` when both take the 3:1 kernel (x86-64, 1080p into
    /// 360x640). Nil when a plane takes the general path (it reads whole rows a few at a time,
    /// which no order models), and for other strategies.
    static func modelling(_ strategy: Strategy<RotateScaleNV12>, scaling source: FrameSize, to destination: FrameSize,
                     by rotation: Rotation) -> ReadOrder? {
        guard strategy.id == RotateScaleNV12.fused.id else { return nil }
        let luma = RotatingScaleKernel(source: source, channels: 1, destination: destination, rotation: rotation)
        let chroma = RotatingScaleKernel(source: source.chroma, channels: 2, destination: destination.chroma, rotation: rotation)
        switch (luma, chroma) {
        case (.eightThirds, .eightThirds): return .stripsPrefetched
        case (.byThree, .byThree): return .byThreeStripsPrefetched
        default: return nil
        }
    }
}
