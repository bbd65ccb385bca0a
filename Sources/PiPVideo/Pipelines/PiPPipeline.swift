/// A whole per-frame PiP path: decide whether to render the frame, choose the output size, get a
/// destination buffer, convert / scale / rotate into it and hand it to the display layer.
///
/// A pipeline keeps state across frames (skip decisions, pools, the displayed buffer), so one
/// instance serves one stream, as one renderer does in an app.
public protocol PiPPipeline: AnyObject {
    /// Handles one arriving frame.
    /// - Returns: what was displayed, or nil when the frame was skipped (or dropped by a pool).
    /// - Throws: `FrameError`, `LibYUVError` or `SizingError` when a step rejects its input.
    func process(_ input: PipelineInput) throws -> RenderedFrame?

    /// The frame storage the pipeline keeps between frames, each storage once: its pools' buffers
    /// (in use or free), the buffer on display, intermediate frames it keeps. What the suite's
    /// memory count measures as the pipeline's held bytes, listed from the pipeline's own objects.
    var keptStorage: KeptStorage { get }
}

/// The pipelines the suite compares.
public enum PipelineKind: String, CaseIterable, Sendable {
    /// Seed 000 (VideoSDK's React Native guide).
    case videosdk
    /// stream-video-swift #321 .. #1052, and the React Native SDK today.
    case upstreamLegacy = "upstream-legacy"
    /// The WebRTC-fork converter's I420 path (upstream's fallback).
    case upstreamFallback = "upstream-fallback"
    /// stream-video-swift from #1052 on.
    case upstreamCurrent = "upstream-current"
    /// The suite's fastest path that keeps quality.
    case best

    /// One line on what the pipeline does per frame.
    public var summary: String {
        switch self {
        case .videosdk:
            return "render every 2nd frame; remote: naive I420->NV12 into a pool at full size; local: 90° rotation into a new buffer"
        case .upstreamLegacy:
            return "size-ratio skip (T=15); libyuv box scale to the aspect-fit size; I420->BGRA (BT.601 full range) into a 5-buffer BGRA pool"
        case .upstreamFallback:
            return "libyuv box scale (I420) to the window size; libyuv I420ToNV12 into a 2-buffer pool"
        case .upstreamCurrent:
            return "copy into a new NV12 buffer; libyuv box scale (NV12) to the window size; row copy into a new buffer"
        case .best:
            return "size-ratio skip (T=15); aspect-fit size; fused single-pass SIMD kernels into a 2-buffer pool"
        }
    }

    /// Whether the pipeline handles the stream (the fallback converter's path takes I420 only).
    public func handles(_ stream: PipelineStream) -> Bool {
        self != .upstreamFallback || !stream.deliversNV12
    }
}
