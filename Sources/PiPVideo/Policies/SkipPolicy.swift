/// Which frames of a stream PiP renders. Every policy is pure and deterministic: its decisions
/// depend only on the frames it has seen (see `SkipDecider`).
public enum SkipPolicy: Hashable, Sendable, CustomStringConvertible {
    /// Every frame (upstream's current path, PR #1052 on: no frame skipping).
    case renderAll
    /// Seed 000: a counter incremented first, then the frame rendered when counter % n == 0, so
    /// frames n, 2n, 3n, ... (1-based) are rendered and the first n - 1 are skipped. Seed 000 uses 2.
    case everyNth(Int)
    /// Upstream's first PiP renderer (stream-video-swift `PiPRenderer`): a Bool flipped before
    /// each frame, and the frame skipped when it is true. It starts false, so the first frame is
    /// skipped: skip, render, skip, render. That is the same sequence as `everyNth(2)`; the two
    /// differ only in their state (a Bool that cannot overflow vs. a counter).
    case toggle
    /// Upstream's legacy path (stream-video-swift #258 ... #1052): per-axis ratios source / window
    /// (window in points); when either is >= `threshold`, render 1 frame and skip
    /// N = max(Int(max ratio) / 2, 1); otherwise N = 0 (render all). Upstream's thresholds were
    /// 2 (#258-#317), 3 (#321) and 15 (#460 on). See `SizeRatioSkipper` for size changes.
    case sizeRatio(threshold: Double)
    /// At most `framesPerSecond` rendered frames in any 1-second window of timestamps, paced on a
    /// grid of 1/F with a tolerance for jitter. See `FrameRateCapSkipper`.
    case frameRateCap(framesPerSecond: Int)

    /// The id used in tables and on the command line.
    public var id: String {
        switch self {
        case .renderAll: return "render-all"
        case .everyNth: return "every-nth"
        case .toggle: return "toggle"
        case .sizeRatio: return "size-ratio"
        case .frameRateCap: return "fps-cap"
        }
    }

    /// The id with its parameter, for example `every-nth n=2`, `size-ratio T=15`, `fps-cap F=15`.
    public var description: String {
        switch self {
        case .renderAll, .toggle: return id
        case let .everyNth(n): return "\(id) n=\(n)"
        case let .sizeRatio(threshold):
            return "\(id) T=" + (threshold == threshold.rounded() && abs(threshold) < 1e15 ? String(Int(threshold)) : String(threshold))
        case let .frameRateCap(framesPerSecond): return "\(id) F=\(framesPerSecond)"
        }
    }
}

/// A policy parameter that no decider can work with.
public enum SkipPolicyError: Error, Equatable, CustomStringConvertible {
    /// `everyNth(n)` with n < 1.
    case invalidInterval(Int)
    /// `sizeRatio(threshold:)` with a threshold that is not finite and positive.
    case invalidThreshold(Double)
    /// `frameRateCap(framesPerSecond:)` outside 1...`FrameRateCapSkipper.maximumFramesPerSecond`.
    case invalidFrameRate(Int)

    /// What is wrong and which values work.
    public var description: String {
        switch self {
        case let .invalidInterval(n): return "every-nth needs n >= 1 (1 renders every frame), not \(n)"
        case let .invalidThreshold(t): return "size-ratio needs a finite threshold > 0 (upstream: 2, 3 or 15), not \(t)"
        case let .invalidFrameRate(f):
            return "fps-cap needs 1...\(FrameRateCapSkipper.maximumFramesPerSecond) frames per second, not \(f)"
        }
    }
}
