/// How many frames of a stream a skip policy renders, and at what size.
public struct SkipSimulationResult: Hashable, Sendable {
    /// The policy simulated.
    public let policy: SkipPolicy
    /// The stream it decided on.
    public let stream: SimulatedStream
    /// Frames the policy rendered.
    public let renderedFrames: Int
    /// Frames in the stream.
    public let totalFrames: Int
    /// The size each rendered frame is scaled to (`OutputSizing` in points, scale 1).
    public let outputSize: FrameSize

    /// Rendered frames per second of stream time.
    public var renderedFramesPerSecond: Double {
        stream.durationSeconds > 0 ? Double(renderedFrames) / stream.durationSeconds : 0
    }
}

/// Runs skip policies over synthetic streams (no timing; decisions only).
public enum SkipSimulation {
    /// Shows every frame of `stream` to a fresh decider of `policy`.
    /// - Throws: `SkipPolicyError` for an invalid policy parameter.
    public static func run(_ policy: SkipPolicy, on stream: SimulatedStream) throws(SkipPolicyError) -> SkipSimulationResult {
        var decider = try SkipDecider(policy: policy)
        var rendered = 0
        let timestamps = stream.timestamps
        for time in timestamps {
            let frame = FrameArrival(timestampNanoseconds: time, sourceSize: stream.sourceSize, window: stream.window)
            if decider.shouldRender(frame) { rendered += 1 }
        }
        let output = OutputSizing(window: stream.window).outputSizeOrFallback(for: stream.sourceSize)
        return SkipSimulationResult(policy: policy, stream: stream, renderedFrames: rendered, totalFrames: timestamps.count, outputSize: output)
    }

    /// The streams of the standard table, 10 s each: a simulcast layer or a screen share into
    /// typical windows, including upstream's example (3840 wide into 240 points), at
    /// `framesPerSecond`; without a rate, those at 30 fps and the suite's 60 fps streams at 60
    /// (`PipelineStream.remote1080p60`, `.localCamera720p60`).
    public static func standardStreams(
        framesPerSecond: Double? = nil, durationSeconds: Double = 10, jitterNanoseconds: Int64 = 0
    ) -> [SimulatedStream] {
        let common: [(FrameSize, WindowSize, Double)] = [
            (FrameSize(width: 1920, height: 1080), WindowSize(width: 640, height: 360), framesPerSecond ?? 30),
            (FrameSize(width: 3840, height: 2160), WindowSize(width: 640, height: 480), framesPerSecond ?? 30),
            (FrameSize(width: 1280, height: 720), WindowSize(width: 640, height: 480), framesPerSecond ?? 30),
            (FrameSize(width: 3840, height: 2160), WindowSize(width: 240, height: 135), framesPerSecond ?? 30),
        ]
        let fast = framesPerSecond != nil ? [] : [PipelineStream.remote1080p60, .localCamera720p60].map {
            ($0.size, $0.window, Double($0.framesPerSecond))
        }
        return (common + fast).map {
            SimulatedStream(sourceSize: $0.0, window: $0.1, framesPerSecond: $0.2,
                            durationSeconds: durationSeconds, jitterNanoseconds: jitterNanoseconds)
        }
    }

    /// The policies of the standard table: the baseline, seed 000, upstream's toggle, the three
    /// historical size-ratio thresholds, and a 15 fps cap.
    public static let standardPolicies: [SkipPolicy] = [
        .renderAll, .everyNth(2), .toggle, .sizeRatio(threshold: 2), .sizeRatio(threshold: 3),
        .sizeRatio(threshold: 15), .frameRateCap(framesPerSecond: 15),
    ]

    /// Every policy (default: the standard ones) on every stream, policy by policy.
    /// - Throws: `SkipPolicyError` for an invalid policy parameter.
    public static func table(
        policies: [SkipPolicy] = standardPolicies, streams: [SimulatedStream] = standardStreams()
    ) throws(SkipPolicyError) -> [SkipSimulationResult] {
        var results: [SkipSimulationResult] = []
        for policy in policies {
            for stream in streams { results.append(try run(policy, on: stream)) }
        }
        return results
    }
}
