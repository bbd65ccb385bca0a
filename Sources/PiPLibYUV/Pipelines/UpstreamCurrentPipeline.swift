import PiPVideo
/// stream-video-swift from #1052 on (the renderer in Stream's WebRTC fork), per frame: no skipping;
/// the frame is copied into a newly created NV12 buffer (the default "copy to NV12" buffer policy:
/// I420 converted, NV12 copied row by row); box-scaled with libyuv (NV12Scale) to exactly the
/// window size into a new NV12 buffer; then copied row by row into a newly created, non-pooled
/// CVPixelBuffer that is displayed.
final class UpstreamCurrentPipeline: PiPPipeline {
    private let fresh: BufferProvider<NV12Frame>
    private let display = DisplayLayer<NV12Frame>()

    init() throws {
        fresh = try BufferProvider(.fresh)
    }

    var keptStorage: KeptStorage { display.keptStorage }

    func process(_ input: PipelineInput) throws -> RenderedFrame? {
        guard let copy = try fresh.makeBuffer(size: input.size) else { return nil }
        switch input.content {
        case let .i420(source): try I420ToNV12.libyuv.run(source, into: copy.frame)
        case let .nv12(source): try copyNV12(source, into: copy.frame)
        }
        let size = try PipelineKind.upstreamCurrent.outputSize(source: input.size, window: input.arrival.window, rotated: false)
        let scaled = try NV12Frame.allocate(size: size, rowAlignment: .tight, name: "scaled")
        try ScaleNV12.libyuvBox.run(copy.frame, into: scaled)
        guard let output = try fresh.makeBuffer(size: size) else { return nil }
        try copyNV12(scaled, into: output.frame)
        let luma = output.frame.y
        display.enqueue(output)
        return RenderedFrame(luma: luma, rotated: false)
    }

    /// Row-by-row copy of both planes (the frames have equal sizes).
    private func copyNV12(_ source: NV12Frame, into destination: NV12Frame) throws {
        guard source.size == destination.size else {
            throw FrameError.destinationSizeMismatch(expected: source.size, actual: destination.size)
        }
        source.y.copySamples(to: destination.y)
        source.cbcr.copySamples(to: destination.cbcr)
    }
}
