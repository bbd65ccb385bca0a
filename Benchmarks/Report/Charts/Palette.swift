import Gate

/// Colour-blind-safe colours (Paul Tol's "vibrant" and "muted" schemes).
public enum Palette {
    /// The suite's own strategies in bar charts.
    public static let strategy = "#0077BB"
    /// libyuv's strategies.
    public static let libyuv = "#EE7733"
    /// The seed's naive loop.
    public static let naive = "#999999"
    /// Lines such as the memcpy roofline and budgets.
    public static let reference = "#222222"

    /// Colours of the series of one chart, in order (cycled past the end).
    public static let series = ["#332288", "#EE7733", "#44AA99", "#CC3311", "#0077BB", "#999933", "#AA4499", "#117733",
                                "#882255", "#666666"]

    /// The colour of series number `index`.
    public static func series(_ index: Int) -> String { series[index % series.count] }

    /// The colour of a verdict.
    public static func verdict(_ verdict: Verdict) -> String {
        switch verdict {
        case .regression: return "#CC3311"
        case .improvement: return "#009988"
        case .new: return "#0077BB"
        case .missing: return "#EE7733"
        case .failed: return "#EE3377"
        case .pass, .undecided, .calibration, .machineChanged: return "#999999"
        }
    }
}
