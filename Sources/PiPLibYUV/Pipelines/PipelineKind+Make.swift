import PiPVideo

extension PipelineKind {
    /// A new pipeline instance for one stream. (Here, beside the upstream pipelines, which call
    /// libyuv; `VideoSDKPipeline` and `BestPipeline` are PiPVideo's.)
    /// - Throws: configuration errors of its pools or skip policy (none for the built-in settings).
    public func make() throws -> PiPPipeline {
        switch self {
        case .videosdk: return try VideoSDKPipeline()
        case .upstreamLegacy: return try UpstreamLegacyPipeline()
        case .upstreamFallback: return try UpstreamFallbackPipeline()
        case .upstreamCurrent: return try UpstreamCurrentPipeline()
        case .best: return try BestPipeline()
        }
    }
}
