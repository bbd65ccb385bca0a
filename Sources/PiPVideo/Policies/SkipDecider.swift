/// The decisions of one `SkipPolicy` over one stream: a value type whose state (counters, the last
/// sizes, recent timestamps) advances with every frame it is shown. Two deciders of the same policy
/// shown the same frames make the same decisions; a copy continues independently.
public struct SkipDecider: Sendable {
    /// The policy being applied.
    public let policy: SkipPolicy
    private var skipper: any FrameSkipper

    /// A decider that has seen no frame yet.
    /// - Throws: `SkipPolicyError` for a parameter out of range (n < 1, a threshold that is not
    ///   finite and positive, a frame rate outside 1...1000).
    public init(policy: SkipPolicy) throws(SkipPolicyError) {
        self.policy = policy
        switch policy {
        case .renderAll: skipper = RenderAllSkipper()
        case let .everyNth(n): skipper = try EveryNthSkipper(n: n)
        case .toggle: skipper = ToggleSkipper()
        case let .sizeRatio(threshold): skipper = try SizeRatioSkipper(threshold: threshold)
        case let .frameRateCap(framesPerSecond): skipper = try FrameRateCapSkipper(framesPerSecond: framesPerSecond)
        }
    }

    /// Whether to render `frame` (true) or skip it (false). Call once per arriving frame, in order.
    public mutating func shouldRender(_ frame: FrameArrival) -> Bool {
        skipper.shouldRender(frame)
    }
}

/// One policy's state machine.
protocol FrameSkipper: Sendable {
    /// Decides for `frame` and advances the state.
    mutating func shouldRender(_ frame: FrameArrival) -> Bool
}

/// Renders every frame.
struct RenderAllSkipper: FrameSkipper {
    func shouldRender(_ frame: FrameArrival) -> Bool { true }
}

/// Seed 000's `frameCount += 1; if frameCount % n != 0 { return }`.
struct EveryNthSkipper: FrameSkipper {
    let n: Int
    private var frameCount = 0

    init(n: Int) throws(SkipPolicyError) {
        guard n >= 1 else { throw .invalidInterval(n) }
        self.n = n
    }

    mutating func shouldRender(_ frame: FrameArrival) -> Bool {
        // Wraps back to 0 at n, so it never overflows (n divides the seed's ever-growing counter the same way).
        frameCount = frameCount == n - 1 ? 0 : frameCount + 1
        return frameCount == 0
    }
}

/// Upstream `PiPRenderer`'s `skip.toggle(); if skip { return }`, with `skip` starting false.
struct ToggleSkipper: FrameSkipper {
    private var skip = false

    mutating func shouldRender(_ frame: FrameArrival) -> Bool {
        skip.toggle()
        return !skip
    }
}
