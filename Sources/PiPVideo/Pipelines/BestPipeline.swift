/// The suite's fastest path that keeps quality, per frame:
/// - size-ratio skipping with upstream's threshold 15, so motion stays smooth in every ordinary
///   case and only extreme ratios skip;
/// - the output size is the source aspect-fitted into the window (never enlarged, even sides);
/// - remote I420: one fused pass that box-scales (exact area average) and interleaves straight into
///   an NV12 buffer from a 2-buffer pool;
/// - local NV12 camera: one fused pass that rotates 90°, box-scales and interleaves into an NV12
///   buffer from a 2-buffer pool.
public final class BestPipeline: PiPPipeline {
    private var skip: SkipDecider
    private let pool: BufferProvider<NV12Frame>
    private let display = DisplayLayer<NV12Frame>()

    /// A pipeline for one stream, with its pools and skip state.
    /// - Throws: configuration errors of its pools or skip policy (none for the built-in settings).
    public init() throws {
        skip = try SkipDecider(policy: .sizeRatio(threshold: 15))
        pool = try BufferProvider(.pool, minimumBufferCount: 2)
    }

    /// Its pool's buffers and the one on display.
    public var keptStorage: KeptStorage {
        var kept = pool.keptStorage
        kept.add(display.keptStorage)
        return kept
    }

    /// Handles one arriving frame (see the type's documentation).
    public func process(_ input: PipelineInput) throws -> RenderedFrame? {
        guard skip.shouldRender(input.arrival) else { return nil }
        switch input.content {
        case let .i420(source):
            let size = try PipelineKind.best.outputSize(source: source.size, window: input.arrival.window, rotated: false)
            guard let buffer = try pool.makeBuffer(size: size) else { return nil }
            try ScaleI420ToNV12.boxFused.run(source, into: buffer.frame)
            let luma = buffer.frame.y
            display.enqueue(buffer)
            return RenderedFrame(luma: luma, rotated: false)
        case let .nv12(source):
            let size = try PipelineKind.best.outputSize(source: source.size, window: input.arrival.window, rotated: true)
            guard let buffer = try pool.makeBuffer(size: size) else { return nil }
            try RotateScaleNV12.fused.run(source, into: buffer.frame, .degrees90)
            let luma = buffer.frame.y
            display.enqueue(buffer)
            return RenderedFrame(luma: luma, rotated: true)
        }
    }
}
