/// What a benchmark's roofline ratio (`Counter.rooflineRatio`: CPU time over the roofline the
/// harness times right after each repetition) divides by. One column name per denominator, the
/// same in the console, the Markdown summary and the report.
public enum RooflineKind: String, CaseIterable, Sendable {
    /// Reading the source and writing the destination's bytes once with both in cache, the fastest
    /// of the harness's ways (a hot benchmark's roofline: at most a memcpy of the same bytes, hot).
    case hot
    /// The same on cold frames (a cold benchmark's roofline: memory speed).
    case cold
    /// Reading the cold source once and writing nothing (the roofline of a benchmark that only
    /// reads: the read orders).
    case read

    /// The roofline of `name`: read-only for the read orders, else by the name's cache state; nil
    /// for a name without one (pipelines, calibrations).
    public init?(_ name: BenchmarkName) {
        if name.operation == BenchmarkName.readOrderOperation { self = .read; return }
        switch name.cache {
        case "hot": self = .hot
        case "cold": self = .cold
        default: return nil
        }
    }

    /// The column of ratios over this roofline: `x hot roofline`, `x cold roofline`, `x read roofline`.
    public var column: String { "x \(rawValue) roofline" }

    /// What the column divides by, for captions and the legend (each on its own).
    public var explanation: String {
        switch self {
        case .hot: return "CPU time over the fastest way found to read the source and write the destination once, in cache (1.00x: the floor)"
        case .cold: return "the same with the source from memory: CPU time over the fastest way found to read the cold source and write the destination once"
        case .read: return "CPU time over the fastest read of the cold source, nothing written"
        }
    }
}
