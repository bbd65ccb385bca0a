import PiPVideo
/// The I420 path of the converter in Stream's WebRTC fork (upstream's fallback), per frame: no
/// skipping; libyuv box scaling to exactly the window size (WebRTC's I420Buffer::Scale into a new
/// I420 buffer); libyuv I420ToNV12 into a buffer from a 2-buffer pool, recreated when the size
/// changes. It takes I420 only.
final class UpstreamFallbackPipeline: PiPPipeline {
    private let pool: BufferProvider<NV12Frame>
    private let display = DisplayLayer<NV12Frame>()

    init() throws {
        pool = try BufferProvider(.pool, minimumBufferCount: 2)
    }

    var keptStorage: KeptStorage {
        var kept = pool.keptStorage
        kept.add(display.keptStorage)
        return kept
    }

    func process(_ input: PipelineInput) throws -> RenderedFrame? {
        guard case let .i420(source) = input.content else { throw PipelineError.unsupportedInput(pipeline: "upstream-fallback", format: "NV12") }
        let size = try PipelineKind.upstreamFallback.outputSize(source: input.size, window: input.arrival.window, rotated: false)
        let scaled = try I420Frame.allocate(size: size, rowAlignment: .tight, name: "scaled")
        try ScaleI420.libyuvBox.run(source, into: scaled)
        guard let buffer = try pool.makeBuffer(size: size) else { return nil }
        try I420ToNV12.libyuv.run(scaled, into: buffer.frame)
        let luma = buffer.frame.y
        display.enqueue(buffer)
        return RenderedFrame(luma: luma, rotated: false)
    }
}
