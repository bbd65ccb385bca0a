/// A synthetic stream of frames for skip-policy simulations: constant size and window, nominal
/// timestamps round(i x 10^9 / fps) ns, optionally displaced by deterministic jitter.
public struct SimulatedStream: Hashable, Sendable, CustomStringConvertible {
    /// The frames' size in pixels.
    public var sourceSize: FrameSize
    /// The PiP window in points.
    public var window: WindowSize
    /// Nominal frames per second (30 for the standard table).
    public var framesPerSecond: Double
    /// Length of the stream in seconds.
    public var durationSeconds: Double
    /// Each timestamp moves by a pseudo-random amount in -jitter...+jitter ns (SplitMix64 of the
    /// frame index, so every run sees the same displacements). Timestamps are kept increasing.
    public var jitterNanoseconds: Int64

    /// A stream of `framesPerSecond` x `durationSeconds` frames (30 fps for 10 s by default), without jitter by default.
    public init(
        sourceSize: FrameSize, window: WindowSize, framesPerSecond: Double = 30, durationSeconds: Double = 10,
        jitterNanoseconds: Int64 = 0
    ) {
        self.sourceSize = sourceSize
        self.window = window
        self.framesPerSecond = framesPerSecond
        self.durationSeconds = durationSeconds
        self.jitterNanoseconds = jitterNanoseconds
    }

    /// round(fps x duration), or 0 for a rate or duration that is not finite and positive.
    public var frameCount: Int {
        let count = framesPerSecond * durationSeconds
        guard count.isFinite, count > 0 else { return 0 }
        return Int(min(count, Double(Int32.max)).rounded())
    }

    /// The timestamps of all frames, in nanoseconds, strictly increasing.
    public var timestamps: [Int64] {
        guard frameCount > 0 else { return [] }
        let period = 1e9 / framesPerSecond
        var result: [Int64] = []
        result.reserveCapacity(frameCount)
        for index in 0..<frameCount {
            var time = Int64((Double(index) * period).rounded()) + jitter(index)
            if let last = result.last, time <= last { time = last + 1 }
            result.append(time)
        }
        return result
    }

    /// `1920x1080 -> 640x360 pt`.
    public var description: String { "\(sourceSize) -> \(window) pt" }

    private func jitter(_ index: Int) -> Int64 {
        guard jitterNanoseconds > 0 else { return 0 }
        var z = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15 &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        let span = UInt64(2 * jitterNanoseconds + 1)
        return Int64(z % span) - jitterNanoseconds
    }
}
