extension PipelineKind {
    /// Whether the pipeline turns the stream's frames upright (a quarter turn clockwise).
    public func rotates(_ stream: PipelineStream) -> Bool {
        stream.deliversNV12 && (self == .videosdk || self == .best)
    }

    /// The size of the picture the pipeline displays for a frame of `source` size in `window`:
    /// the source (upright) for `videosdk`; the aspect-fit size for `upstream-legacy` and `best`;
    /// exactly the window (points as pixels, even) for `upstream-fallback` and `upstream-current`.
    /// - Throws: `SizingError` for an unusable window or source.
    public func outputSize(source: FrameSize, window: WindowSize, rotated: Bool) throws -> FrameSize {
        let upright = rotated ? Rotation.degrees90.rotatedSize(of: source) : source
        switch self {
        case .videosdk: return upright
        case .upstreamLegacy, .best: return try OutputSizing(window: window).outputSize(for: upright)
        case .upstreamFallback, .upstreamCurrent: return try WindowPixels.size(of: window)
        }
    }

    /// `outputSize(source:window:rotated:)` for a stream's frames.
    public func outputSize(for stream: PipelineStream) throws -> FrameSize {
        try outputSize(source: stream.size, window: stream.window, rotated: rotates(stream))
    }

    /// True when the displayed luma is the source's own samples (copied or rotated, not scaled).
    public func displaysSourceSamples(for stream: PipelineStream) -> Bool { self == .videosdk }
}
