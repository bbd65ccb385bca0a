/// Seed 000's renderer (VideoSDK's React Native PiP guide), per frame:
/// - `frameCount += 1; if frameCount % 2 != 0 { return }`: every 2nd frame is rendered;
/// - a remote I420 frame is converted by the per-byte `convertI420ToNV12` (the `naive` strategy,
///   with its per-byte CoreVideo / Objective-C calls) into a buffer from a CVPixelBufferPool at full
///   size; the pool is recreated when the size changes;
/// - a local NV12 camera frame is rotated 90° into a newly created CVPixelBuffer every frame. On
///   device a CIContext (created per frame) renders the rotation, partly on the GPU; the CPU cost
///   modelled here is the new buffer plus a plain cache-blocked CPU rotation (the `tiled` strategy).
public final class VideoSDKPipeline: PiPPipeline {
    private var skip: SkipDecider
    private let pooled: BufferProvider<NV12Frame>
    private let fresh: BufferProvider<NV12Frame>
    private let display = DisplayLayer<NV12Frame>()

    /// A pipeline for one stream, with its pools and skip state.
    /// - Throws: configuration errors of its pools or skip policy (none for the built-in settings).
    public init() throws {
        skip = try SkipDecider(policy: .everyNth(2))
        pooled = try BufferProvider(.pool)
        fresh = try BufferProvider(.fresh)
    }

    /// Its pool's buffers and the one on display.
    public var keptStorage: KeptStorage {
        var kept = pooled.keptStorage
        kept.add(display.keptStorage)
        return kept
    }

    /// Handles one arriving frame (see the type's documentation).
    public func process(_ input: PipelineInput) throws -> RenderedFrame? {
        guard skip.shouldRender(input.arrival) else { return nil }
        switch input.content {
        case let .i420(source):
            guard let buffer = try pooled.makeBuffer(size: source.size) else { return nil }
            try I420ToNV12.naive.run(source, into: buffer.frame)
            let luma = buffer.frame.y
            display.enqueue(buffer)
            return RenderedFrame(luma: luma, rotated: false)
        case let .nv12(source):
            guard let buffer = try fresh.makeBuffer(size: Rotation.degrees90.rotatedSize(of: source.size)) else { return nil }
            try RotateNV12.tiled.run(source, into: buffer.frame, .degrees90)
            let luma = buffer.frame.y
            display.enqueue(buffer)
            return RenderedFrame(luma: luma, rotated: true)
        }
    }
}
