import Results

/// How figures are written on the page: `FigureFormat.page` (the one number formatter), and the
/// tick labels of the charts' axes.
enum Formatting {
    static let format = FigureFormat.page

    /// A fixed number of decimals, or "–" for nil and non-finite values.
    static func number(_ value: Double?, digits: Int, suffix: String = "") -> String { format.fixed(value, digits: digits, suffix: suffix) }

    /// A figure of the run's metric: a time (nanoseconds) or an instruction count, three significant digits.
    static func figure(_ value: Double?, isTime: Bool) -> String { format.figure(value, metric: isTime ? .time : .instructions) }
}

extension Formatting {
    /// Tick labels of a figure axis: µs for times (nanoseconds in), K/M/G for counts.
    static func ticks(isTime: Bool) -> @Sendable (Double) -> String {
        if isTime { return { FigureFormat.page.significant($0 / 1e3) } }
        return { FigureFormat.page.count($0, .significant) }
    }

    /// Tick labels of plain numbers.
    static let plainTicks: @Sendable (Double) -> String = { FigureFormat.page.significant($0) }
}

extension Formatting {
    /// The unit of a time axis whose largest value is `maxNanoseconds`: ms from 5 ms up, else µs;
    /// with its tick labels (values in nanoseconds).
    static func timeAxis(maxNanoseconds: Double) -> (unit: String, format: @Sendable (Double) -> String) {
        if maxNanoseconds >= 5e6 { return ("ms", { FigureFormat.page.significant($0 / 1e6) }) }
        return ("µs", { FigureFormat.page.significant($0 / 1e3) })
    }
}
