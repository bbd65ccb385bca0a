import PiPStrategyModel
import Statistics

/// One benchmark's figures in a run, built once from the results model (`RunSummary`) and
/// rendered by every view: the console and Markdown summaries, the report, the history and the
/// dashboard export.
public struct BenchmarkSummary: Sendable, Equatable {
    /// The benchmark's name and its parts.
    public let name: BenchmarkName
    /// What the figures are: nanoseconds per frame (time) or instructions per frame.
    public let metric: Metric
    /// The samples on the real clock (`RepetitionsByBenchmark.samples`: one per process in files of
    /// `bench record`/`check`, else one per repetition; the median aggregate when the file kept no
    /// repetitions), or the instruction counts.
    public let samples: [Double]
    /// The samples on the CPU clock of the benchmark thread (instructions: as `samples`).
    public let cpuSamples: [Double]
    /// Each counter's values, one per sample that has it (the entries of `samples`).
    public let counterSamples: [Counter: [Double]]
    /// Bytes read plus written per frame, recovered from `Counter.bytesPerSecond` and the CPU time
    /// of the same entry; nil when the entries have no such counter.
    public let bytesPerFrame: Double?
    /// Pixels produced per frame, the same way from `Counter.pixelsPerSecond`.
    public let pixelsPerFrame: Double?
    /// Why the benchmark failed, when the file says it did.
    public let failure: String?
    /// The strategy's family ("naive", "scalar", "simd", "fused", "libyuv") where known
    /// (`BenchmarkRelations.families`); nil without a strategy.
    public let family: String?

    /// A summary from its parts (`RunSummary` builds them from result files).
    public init(
        name: BenchmarkName, metric: Metric = .time, samples: [Double], cpuSamples: [Double]? = nil,
        counterSamples: [Counter: [Double]] = [:], bytesPerFrame: Double? = nil, pixelsPerFrame: Double? = nil,
        failure: String? = nil, family: String? = nil
    ) {
        self.name = name
        self.metric = metric
        self.samples = samples
        self.cpuSamples = cpuSamples ?? samples
        self.counterSamples = counterSamples
        self.bytesPerFrame = bytesPerFrame
        self.pixelsPerFrame = pixelsPerFrame
        self.failure = failure
        self.family = family
    }

    /// The median sample on the real clock (or instructions); nil without samples.
    public var median: Double? { samples.median }
    /// The median on the CPU clock; nil without samples.
    public var cpuMedian: Double? { cpuSamples.median }
    /// Fastest and slowest sample, when there are at least two.
    public var spread: ClosedRange<Double>? {
        guard samples.count >= 2, let low = samples.min(), let high = samples.max() else { return nil }
        return low...high
    }
    /// True when the benchmark has a figure and did not fail.
    public var isMeasured: Bool { failure == nil && median != nil }

    /// The figure a ratio between two strategies divides: the median; for x86-64 instruction
    /// counts that record their string instructions, the count with each string instruction
    /// once per execution (`Counter.instructionsStringOncePerFrame`): callgrind counts a `rep
    /// movsb` once per byte, which would make a strategy that copies with it look several times
    /// the work of one that copies with vector loads.
    public var comparableMedian: Double? {
        guard failure == nil else { return nil }
        return metric == .instructions ? counter(.instructionsStringOncePerFrame) ?? median : median
    }

    /// The bytes string instructions moved per frame (x86-64 instruction counts), when recorded.
    public var stringBytesPerFrame: Double? { counter(.stringBytesPerFrame) }

    /// A counter's median over the samples that have it, or nil.
    public func counter(_ counter: Counter) -> Double? { counterSamples[counter]?.median }

    /// The counters the samples hold, by name.
    public var counterNames: [Counter] { counterSamples.keys.sorted { $0.name < $1.name } }

    /// Bytes read plus written per second of the median real time (the bandwidth a user waits on).
    public var bytesPerSecond: Double? { rate(bytesPerFrame) }
    /// Pixels produced per second of the median real time.
    public var pixelsPerSecond: Double? { rate(pixelsPerFrame) }

    private func rate(_ perFrame: Double?) -> Double? {
        guard metric == .time, let perFrame, let median, median > 0 else { return nil }
        return perFrame / median * 1e9
    }

    /// Percent of one core needed to process `framesPerSecond` frames per second, from the median
    /// CPU time; nil for instruction counts.
    public func cpuPercent(framesPerSecond: Int) -> Double? {
        guard metric == .time else { return nil }
        return cpuMedian.map { $0 * Double(framesPerSecond) / 1e7 }
    }

    /// What `rooflineRatio` divides by; nil for a benchmark without a cache state.
    public var rooflineKind: RooflineKind? { RooflineKind(name) }
    /// The median CPU time over this benchmark's own roofline (`rooflineKind`), when the run
    /// measured it. The roofline is the fastest of the samples' `Counter.rooflineTime`s: each
    /// sample timed the same bytes moving a moment after its own loop, and load from another
    /// process only ever slows such a timing, so the fastest is the floor (a median of the
    /// samples' own ratios would let one slow moment of each put the median under it). A file
    /// without roofline times (only the ratio, or a median aggregate) gives its median ratio.
    public var rooflineRatio: Double? {
        guard metric == .time, let times = counterSamples[.rooflineTime], let floor = times.min(), floor > 0,
              let own = cpuMedian else { return counter(.rooflineRatio) }
        return own / (floor * 1e9)
    }

    /// `other`'s median CPU time over this benchmark's roofline (the same denominator as
    /// `rooflineRatio`, for example a cold kernel's read order or its hot twin over the cold
    /// kernel's roofline); nil when either lacks a figure.
    public func overRoofline(of other: BenchmarkSummary) -> Double? {
        guard let ratio = rooflineRatio, let own = cpuMedian, own > 0, let theirs = other.cpuMedian else { return nil }
        return ratio * theirs / own
    }

    /// True for the strategies of libyuv (highlighted in charts; the references of `time/libyuv`).
    public var isLibyuv: Bool { family == StrategyFamily.libyuv.rawValue }
    /// True for the naive family: the seed's per-pixel loops (the baseline of `x naive`).
    public var isNaive: Bool { family == StrategyFamily.naive.rawValue }
}
