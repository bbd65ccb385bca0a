import PiPVideo
/// stream-video-swift's legacy Swift path (#321 .. #1052; the React Native SDK today), per frame:
/// - size-ratio skipping with threshold 15 (render 1, skip N = max(Int(max ratio) / 2, 1) when a
///   ratio source / window reaches 15);
/// - the output size is the source aspect-fitted into the window (points, scale 1);
/// - I420: libyuv I420Scale with kFilterBox into a new I420 buffer (WebRTC's I420Buffer::Create per
///   frame), then I420 -> BGRA, BT.601 full range (what its vImage call did; here libyuv's J420
///   conversion) into a buffer from a BGRA pool with a minimum of 5 buffers;
/// - NV12 (camera): WebRTC's NV12Scale helper (a temporary malloc'd per frame, box filter) into an
///   NV12 buffer from a pool of 5. No rotation on the CPU (the view layer orients the picture).
final class UpstreamLegacyPipeline: PiPPipeline {
    private var skip: SkipDecider
    private let bgraPool: BufferProvider<BGRAFrame>
    private let nv12Pool: BufferProvider<NV12Frame>
    private let bgraDisplay = DisplayLayer<BGRAFrame>()
    private let nv12Display = DisplayLayer<NV12Frame>()
    /// The scaled I420 frame of the last rendered frame (its luma is what was displayed).
    private var lastScaled: I420Frame?

    init() throws {
        skip = try SkipDecider(policy: .sizeRatio(threshold: 15))
        bgraPool = try BufferProvider(.pool, minimumBufferCount: 5)
        nv12Pool = try BufferProvider(.pool, minimumBufferCount: 5)
    }

    var keptStorage: KeptStorage {
        var kept = bgraPool.keptStorage
        for other in [nv12Pool.keptStorage, bgraDisplay.keptStorage, nv12Display.keptStorage] { kept.add(other) }
        if let lastScaled { kept.add(lastScaled.planes) }
        return kept
    }

    func process(_ input: PipelineInput) throws -> RenderedFrame? {
        guard skip.shouldRender(input.arrival) else { return nil }
        let size = try PipelineKind.upstreamLegacy.outputSize(source: input.size, window: input.arrival.window, rotated: false)
        switch input.content {
        case let .i420(source):
            let scaled = try I420Frame.allocate(size: size, rowAlignment: .tight, name: "scaled")
            try ScaleI420.libyuvBox.run(source, into: scaled)
            lastScaled = scaled
            guard let buffer = try bgraPool.makeBuffer(size: size) else { return nil }
            try I420ToBGRA.libyuv.run(scaled, into: buffer.frame, .full)
            bgraDisplay.enqueue(buffer)
            return RenderedFrame(luma: scaled.y, rotated: false)
        case let .nv12(source):
            guard let buffer = try nv12Pool.makeBuffer(size: size) else { return nil }
            try ScaleNV12.libyuvSplitBox.run(source, into: buffer.frame)
            let luma = buffer.frame.y
            nv12Display.enqueue(buffer)
            return RenderedFrame(luma: luma, rotated: false)
        }
    }
}
