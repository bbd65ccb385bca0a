/// Upstream's legacy skip policy (stream-video-swift's PiP video renderer:
/// `noOfFramesToSkipAfterRendering`, `skippedFrames`).
///
/// Whenever the source size or the window differs from the previous frame's (and for the first
/// frame), it recomputes, with the window in points:
///   widthRatio = source.width / window.width, heightRatio = source.height / window.height
///   N = max(Int(max(widthRatio, heightRatio)) / 2, 1) if either ratio >= threshold, else 0
/// and restarts the phase, as upstream resets `skippedFrames` to 0: the first frame after a
/// change is rendered, then N are skipped, one rendered, N skipped, ... (1 of every N + 1).
///
/// Deliberate differences from upstream:
/// - An unusable window (zero, negative, infinite, NaN) or source gives N = 0, every frame
///   rendered. (Upstream keeps its previous N, initially 1, until it has a window.)
/// - Ratios are capped at 2^31 before `Int(...)`, which would trap on huge values.
/// - A window change alone recomputes N here; upstream recomputes only when the track size
///   changes (its window size is read in `layoutSubviews` without a recomputation).
struct SizeRatioSkipper: FrameSkipper {
    let threshold: Double
    private var lastSizes: (source: FrameSize, window: WindowSize)?
    /// N: frames skipped after each rendered one.
    private(set) var framesToSkip = 0
    /// Frames skipped since the last rendered one (upstream's `skippedFrames`).
    private var skippedFrames = 0

    init(threshold: Double) throws(SkipPolicyError) {
        guard threshold.isFinite, threshold > 0 else { throw .invalidThreshold(threshold) }
        self.threshold = threshold
    }

    /// N for a source in a window, or 0 when either is unusable.
    static func framesToSkip(source: FrameSize, window: WindowSize, threshold: Double) -> Int {
        guard window.isUsable, source.width > 0, source.height > 0 else { return 0 }
        let cap = Double(Int32.max)
        let widthRatio = min(Double(source.width) / window.width, cap)
        let heightRatio = min(Double(source.height) / window.height, cap)
        guard widthRatio >= threshold || heightRatio >= threshold else { return 0 }
        return max(Int(max(widthRatio, heightRatio)) / 2, 1)
    }

    mutating func shouldRender(_ frame: FrameArrival) -> Bool {
        if lastSizes?.source != frame.sourceSize || lastSizes?.window != frame.window {
            lastSizes = (frame.sourceSize, frame.window)
            framesToSkip = Self.framesToSkip(source: frame.sourceSize, window: frame.window, threshold: threshold)
            skippedFrames = 0
        }
        let render = skippedFrames == 0
        skippedFrames = framesToSkip > 0 && skippedFrames < framesToSkip ? skippedFrames + 1 : 0
        return render
    }
}
