/// One benchmark's figures over all the run files that hold it: the median, fastest and slowest
/// sample (nanoseconds per frame, or instructions per frame), CPU time and counters.
public struct MeasuredBenchmark: Sendable {
    public let name: BenchmarkName
    /// Samples: one per repetition (or per process in `bench record`/`check` files).
    public let samples: [Double]
    /// The median sample (Google Benchmark's median, else mean, aggregate when the file kept no
    /// repetitions: `RepetitionsByBenchmark`); nil when there is no finite figure.
    public let median: Double?
    /// Median CPU time of the benchmark thread, same unit.
    public let cpuMedian: Double?
    /// User counters of the median sample (`psnr_y`, `cpu_percent`, ...), finite values only.
    public let counters: [String: Double]
    /// Why the benchmark failed, when it did.
    public let failure: String?
    /// The strategy's family ("naive", "scalar", "simd", "fused", "libyuv"), where known (see
    /// `ReportData.familySource`); nil without a strategy.
    public let family: String?

    public init(name: BenchmarkName, samples: [Double], median: Double?, cpuMedian: Double?,
                counters: [String: Double], failure: String?, family: String? = nil) {
        self.name = name
        self.samples = samples
        self.median = median
        self.cpuMedian = cpuMedian
        self.counters = counters
        self.failure = failure
        self.family = family
    }

    /// True for libyuv's strategies (highlighted in the charts).
    public var isLibyuv: Bool { family == "libyuv" }
    /// True for the naive family: the seed's per-pixel loops (highlighted in the charts).
    public var isNaive: Bool { family == "naive" }

    /// Fastest and slowest sample, when there are at least two.
    public var spread: ClosedRange<Double>? {
        guard samples.count >= 2, let low = samples.min(), let high = samples.max() else { return nil }
        return low...high
    }

    /// Percent of one core needed at `framesPerSecond` (from CPU time): the run's own counter when
    /// it wrote one, else computed.
    public func cpuPercent(framesPerSecond: Int) -> Double? {
        if let counted = counters["cpu_percent_\(framesPerSecond)fps"] ?? counters["cpu_percent"] { return counted }
        return (cpuMedian ?? median).map { $0 * Double(framesPerSecond) / 1e7 }
    }
}

/// The middle of `values` (mean of the two middle ones for an even count), or nil when empty.
func middle(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let half = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2
}
