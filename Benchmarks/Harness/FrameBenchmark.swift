import Results

/// A benchmark of per-frame work, as the harness registers it with Google Benchmark.
///
/// The harness owns everything about timing: it calls `prepare` once (outside any timed region),
/// then times `MeasuredWork.processFrame` in Google Benchmark's loop, one frame per iteration, and
/// derives the rate counters from Google Benchmark's own clock.
public struct FrameBenchmark: Sendable {
    /// The full Google Benchmark name, for example `I420ToNV12/simd/1920x1080/hot`.
    public let name: String
    /// Bytes read plus bytes written per frame (drives `Counter.bytesPerSecond`).
    public let bytesPerFrame: Int
    /// Pixels produced per frame (drives `Counter.pixelsPerSecond`).
    public let pixelsPerFrame: Int
    /// The frame rate at which the CPU-share counter is reported (30 for the suite's operations;
    /// a pipeline's stream rate for pipelines).
    public let framesPerSecond: Int
    /// The CPU-share counter: `Counter.cpuPercent` at `framesPerSecond` unless given.
    public let cpuPercentCounter: Counter
    /// Builds the inputs and verifies the work's output before timing; throws to report the
    /// benchmark as failed (Google Benchmark's SkipWithError) without timing it.
    public let prepare: @Sendable () throws -> MeasuredWork

    public init(
        name: String, bytesPerFrame: Int, pixelsPerFrame: Int, framesPerSecond: Int = 30,
        cpuPercentCounter: Counter? = nil, prepare: @escaping @Sendable () throws -> MeasuredWork
    ) {
        self.name = name
        self.bytesPerFrame = bytesPerFrame
        self.pixelsPerFrame = pixelsPerFrame
        self.framesPerSecond = framesPerSecond
        self.cpuPercentCounter = cpuPercentCounter ?? .cpuPercent(framesPerSecond: framesPerSecond)
        self.prepare = prepare
    }
}

/// Counts frames a piece of work actually rendered (a pipeline may skip source frames); the
/// harness reads it around the timed loop to report time per rendered frame.
public final class RenderedFrameTally: @unchecked Sendable {
    /// Frames rendered so far.
    public private(set) var count = 0

    public init() {}

    /// Records one rendered frame.
    @inline(__always)
    public func record() { count &+= 1 }
}

/// The verified work one timed iteration performs.
public struct MeasuredWork: @unchecked Sendable {
    /// Processes frame number `index` (0, 1, 2, ... across the timed loop); throws on failure.
    public let processFrame: (Int) throws -> Void
    /// Memory the work writes: handed to DoNotOptimize after each frame so it cannot be elided.
    public let output: UnsafeRawPointer
    /// Figures measured once while preparing (for example picture quality, `Counter.psnrY`),
    /// reported as plain counters next to the timing so they appear in every output format.
    public let counters: [Counter: Double]
    /// For work that renders only some of its frames: the tally it records rendered frames in.
    /// When set, the harness reports `Counter.sourceFrameTime` and `.renderedFrameTime` (seconds).
    public let renderedFrames: RenderedFrameTally?
    /// The bytes the work reads and writes per frame: when set, the harness times their read+write
    /// roofline after the timed loop and reports `Counter.rooflineTime` and `.rooflineRatio` (see `RooflineBytes`).
    public let roofline: RooflineBytes?

    public init(
        output: UnsafeRawPointer, counters: [Counter: Double] = [:], renderedFrames: RenderedFrameTally? = nil,
        roofline: RooflineBytes? = nil, processFrame: @escaping (Int) throws -> Void
    ) {
        self.output = output
        self.counters = counters
        self.renderedFrames = renderedFrames
        self.roofline = roofline
        self.processFrame = processFrame
    }
}
