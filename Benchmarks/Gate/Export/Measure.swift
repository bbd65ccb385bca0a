import Results
import Statistics

/// One measure of a benchmark for a dashboard: the main value (time or instructions per frame) or
/// one of the suite's counters, as the median of its samples with their range.
public struct Measure: Sendable, Equatable {
    /// The name in the result file: `mainField` for the main value, else the counter's.
    public let field: String
    /// Bencher's measure slug (kebab case; "latency" is Bencher's built-in nanoseconds measure).
    public let slug: String
    /// The unit a dashboard shows.
    public let unit: String
    /// True when a larger value is better (PSNR, throughput): github-action-benchmark's
    /// `customBiggerIsBetter` tool rather than `customSmallerIsBetter`.
    public let biggerIsBetter: Bool
    /// Median, smallest and largest sample.
    public let value: Double
    public let lowest: Double
    public let highest: Double
    /// How many samples.
    public let samples: Int

    /// The main value's field: the real time per frame (instructions files: the count).
    public static let mainField = "real_time"

    /// The measure of `values` of `field` (`mainField` or a counter's name); nil when there are none.
    init?(field: String, metric: Metric, values: [Double]) {
        guard let median = values.median, let lowest = values.min(), let highest = values.max() else { return nil }
        self.field = field
        (slug, unit, biggerIsBetter) = Self.describe(field, metric: metric)
        value = median
        self.lowest = lowest
        self.highest = highest
        samples = values.count
    }

    /// The measure of a counter's `values`.
    init?(counter: Counter, metric: Metric, values: [Double]) {
        self.init(field: counter.name, metric: metric, values: values)
    }

    /// The field of the ratio to the libyuv strategy doing the same job.
    public static let overLibyuvField = "over_libyuv"

    /// A benchmark's median over that of `reference`, the libyuv strategy doing the same job (a
    /// ratio of medians: no spread); nil without a ratio.
    init?(overLibyuv ratio: Double?, reference: String) {
        guard let ratio, ratio.isFinite else { return nil }
        field = Self.overLibyuvField
        slug = "over-libyuv"
        unit = "x \(reference)"
        biggerIsBetter = false
        value = ratio
        lowest = ratio
        highest = ratio
        samples = 1
    }

    /// Slug, unit and direction of a field.
    static func describe(_ field: String, metric: Metric) -> (slug: String, unit: String, biggerIsBetter: Bool) {
        let slug = field.replacingOccurrences(of: "_", with: "-")
        if field == mainField {
            switch metric {
            case .time: return ("latency", "ns/frame", false)
            case .instructions: return ("instructions", "instructions/frame", false)
            case .memory: return ("memory", "the measure after '#': allocations/frame, bytes/frame or bytes", false)
            }
        }
        switch Counter(field) {
        case .allocationsPerFrame: return (slug, "allocations/frame", false)
        case .allocatedBytesPerFrame: return (slug, "bytes/frame", false)
        case .heldBytes: return (slug, "bytes", false)
        case .bytesPerSecond: return (slug, "bytes/s", true)
        case .pixelsPerSecond: return (slug, "pixels/s", true)
        case .renderedFraction: return (slug, "rendered frames/source frame", true)
        case .psnrY, .psnrUV: return (slug, "dB", true)
        case .cpuPercent: return (slug, "% of one core", false)
        case .sourceFrameTime, .renderedFrameTime: return (slug, "s/frame", false)
        case .stringIterationsPerFrame, .stringExecutionsPerFrame, .instructionsStringOncePerFrame: return (slug, "instructions/frame", false)
        case .stringBytesPerFrame: return (slug, "bytes/frame", false)
        case .rooflineTime, .rooflineRatio, .repetitionOrder, .instructionsPerFrame, .other: return (slug, field, false)
        }
    }
}
