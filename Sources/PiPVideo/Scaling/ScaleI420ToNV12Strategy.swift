import CLibYUV

/// One interchangeable way to downscale an I420 frame straight into an NV12 frame: the whole CPU
/// hot path of a remote WebRTC frame on its way to a PiP window (scale to the window, convert to
/// the layout the display layer takes), in one call.
///
/// The same shape as `ScaleI420Strategy`: `scale(_:into:)` validates, then runs the kernel.
public struct ScaleI420ToNV12Strategy: Sendable, Identifiable {
    /// Short id used in benchmark names and on the command line, for example "box-simd".
    public let id: String
    /// One line on what the strategy does or which real code it models.
    public let summary: String
    /// Scales validated frames (destination no larger than source, no destination overlapping anything).
    let kernel: @Sendable (I420Frame, NV12Frame) throws -> Void

    init(id: String, summary: String, kernel: @escaping @Sendable (I420Frame, NV12Frame) throws -> Void) {
        self.id = id
        self.summary = summary
        self.kernel = kernel
    }

    /// Fuses a plane scaler with the conversion: Y is scaled straight into the NV12 Y plane; U and
    /// V are scaled into two small scratch planes (a destination's chroma, allocated per frame)
    /// and interleaved into CbCr row by row with the `simd` conversion's vector interleave.
    init(id: String, summary: String, fusing planeScaler: @escaping PlaneScaler) {
        self.init(id: id, summary: summary) { source, destination in
            planeScaler(SampleGrid(source.y), SampleGrid(destination.y))
            let chroma = destination.cbcr.size
            let u = ScratchGrid(width: chroma.width, height: chroma.height, channels: 1)
            let v = ScratchGrid(width: chroma.width, height: chroma.height, channels: 1)
            defer { u.deallocate(); v.deallocate() }
            planeScaler(SampleGrid(source.u), u.grid)
            planeScaler(SampleGrid(source.v), v.grid)
            for row in 0..<chroma.height {
                interleaveRow(u: UnsafeRawPointer(u.grid.row(row)), v: UnsafeRawPointer(v.grid.row(row)),
                              into: destination.cbcr.baseAddress + row * destination.cbcr.bytesPerRow, pairs: chroma.width)
            }
        }
    }

    /// Writes `source` downscaled to `destination`'s size into `destination`, as NV12: Y to the
    /// destination's size, U and V to its chroma size and interleaved. Padding bytes are left as
    /// they are.
    /// - Throws: `FrameError.destinationLargerThanSource` when the destination is wider or taller
    ///   than the source, `FrameError.overlappingPlanes` when a destination plane shares memory with
    ///   any other plane, `LibYUVError` if libyuv rejects the call. Nothing is written when it
    ///   throws a `FrameError`.
    public func scale(_ source: I420Frame, into destination: NV12Frame) throws {
        try ScaleValidation.check(source: source.size, destination: destination.size,
                                  sourcePlanes: source.planes, destinationPlanes: destination.planes)
        try kernel(source, destination)
    }
}

extension ScaleI420ToNV12Strategy {
    /// Point sampling, fused with the conversion.
    public static let nearest = ScaleI420ToNV12Strategy(
        id: "nearest", summary: "nearest, fused: Y straight into NV12, U and V scaled then interleaved",
        fusing: { nearestScale($0, $1) })
    /// The exact area average in Swift SIMD, fused with the conversion.
    public static let boxSIMD = ScaleI420ToNV12Strategy(
        id: "box-simd", summary: "box-simd, fused: Y straight into NV12, U and V scaled then interleaved",
        fusing: { boxScaleSIMD($0, $1) })
    /// libyuv point sampling: I420Scale of Y into NV12's Y, of U and V into scratch planes, then MergeUVPlane.
    public static let libyuvNone = libyuvChain(kFilterNone, "libyuv-none")
    /// libyuv box: I420Scale of Y into NV12's Y, of U and V into scratch planes, then MergeUVPlane
    /// (upstream scales with kFilterBox, then converts I420 to NV12).
    public static let libyuvBox = libyuvChain(kFilterBox, "libyuv-box")

    /// Every strategy, in the order result tables list them.
    public static let all: [ScaleI420ToNV12Strategy] = [.nearest, .boxSIMD, .boxFused, .libyuvNone, .libyuvBox]

    /// The strategy with this id, if any.
    public static func named(_ id: String) -> ScaleI420ToNV12Strategy? { all.first { $0.id == id } }

    private static func libyuvChain(_ filter: FilterMode, _ id: String) -> ScaleI420ToNV12Strategy {
        ScaleI420ToNV12Strategy(
            id: id, summary: "libyuv chain: I420Scale (\(id.dropFirst("libyuv-".count))) into NV12's Y and scratch U, V (malloc'd per frame), then MergeUVPlane"
        ) { source, destination in
            let chroma = destination.cbcr.size
            let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * chroma.pixelCount)
            defer { scratch.deallocate() }
            let u = scratch, v = scratch + chroma.pixelCount
            let status = I420Scale(
                source.y.bytes, Int32(source.y.bytesPerRow), source.u.bytes, Int32(source.u.bytesPerRow),
                source.v.bytes, Int32(source.v.bytesPerRow), Int32(source.size.width), Int32(source.size.height),
                destination.y.bytes, Int32(destination.y.bytesPerRow), u, Int32(chroma.width), v, Int32(chroma.width),
                Int32(destination.size.width), Int32(destination.size.height), filter)
            guard status == 0 else { throw LibYUVError(function: "I420Scale", status: status) }
            MergeUVPlane(u, Int32(chroma.width), v, Int32(chroma.width), destination.cbcr.bytes,
                         Int32(destination.cbcr.bytesPerRow), Int32(chroma.width), Int32(chroma.height))
        }
    }
}
