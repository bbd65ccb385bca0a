import Results
import Statistics

/// One measure of a benchmark for a dashboard: the main value (time or instructions per frame) or
/// one of the suite's counters, as the median of its samples with their range.
public struct Measure: Sendable, Equatable {
    /// The name in the result file: "real_time"/"cpu_time" for the main value, else the counter's.
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

    /// The measure of `values` (nil when there are none).
    init?(field: String, metric: Metric, values: [Double]) {
        guard let median = values.median, let lowest = values.min(), let highest = values.max() else { return nil }
        self.field = field
        (slug, unit, biggerIsBetter) = Self.describe(field, metric: metric)
        value = median
        self.lowest = lowest
        self.highest = highest
        samples = values.count
    }

    /// Slug, unit and direction of a field.
    static func describe(_ field: String, metric: Metric) -> (slug: String, unit: String, biggerIsBetter: Bool) {
        let slug = field.replacingOccurrences(of: "_", with: "-")
        switch field {
        case "real_time", "cpu_time":
            return metric == .time
                ? (field == "real_time" ? "latency" : "cpu-latency", "ns/frame", false)
                : ("instructions", "instructions/frame", false)
        case "allocations_per_frame": return (slug, "allocations/frame", false)
        case "bytes_per_second": return (slug, "bytes/s", true)
        case "pixels_per_second": return (slug, "pixels/s", true)
        case "rendered_fraction": return (slug, "rendered frames/source frame", true)
        default:
            if field.hasPrefix("psnr") { return (slug, "dB", true) }
            if field.hasPrefix("cpu_percent") { return (slug, "% of one core", false) }
            if field.hasSuffix("_frame_time") { return (slug, "s/frame", false) }
            return (slug, field, false)
        }
    }
}
