import Foundation

/// How figures are written on the page.
enum Formatting {
    /// A fixed number of decimals, or "–" for nil and non-finite values.
    static func number(_ value: Double?, digits: Int, suffix: String = "") -> String {
        guard let value, value.isFinite else { return "–" }
        return String(format: "%.\(digits)f", value) + suffix
    }

    /// Nanoseconds as µs or ms with three significant digits.
    static func time(_ nanoseconds: Double?) -> String {
        guard let nanoseconds, nanoseconds.isFinite else { return "–" }
        if abs(nanoseconds) >= 1e6 { return significant(nanoseconds / 1e6) + " ms" }
        return significant(nanoseconds / 1e3) + " µs"
    }

    /// A count with K, M or G.
    static func count(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "–" }
        switch abs(value) {
        case 1e9...: return significant(value / 1e9) + " G"
        case 1e6...: return significant(value / 1e6) + " M"
        case 1e3...: return significant(value / 1e3) + " K"
        default: return significant(value)
        }
    }

    /// A figure of the run's metric: a time (nanoseconds) or an instruction count.
    static func figure(_ value: Double?, isTime: Bool) -> String { isTime ? time(value) : count(value) }

    /// Three significant digits, without a trailing ".0".
    static func significant(_ value: Double) -> String {
        let magnitude = abs(value)
        let digits = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// A change (fraction) as a signed percentage.
    static func change(_ fraction: Double?) -> String {
        guard let fraction, fraction.isFinite else { return "–" }
        return (fraction >= 0 ? "+" : "") + String(format: "%.1f%%", fraction * 100)
    }
}

extension Formatting {
    /// Tick labels of a figure axis: µs for times (nanoseconds in), K/M/G for counts.
    static func ticks(isTime: Bool) -> @Sendable (Double) -> String {
        if isTime { return { significant($0 / 1e3) } }
        return { count($0) }
    }

    /// Tick labels of plain numbers.
    static let plainTicks: @Sendable (Double) -> String = { significant($0) }
}

extension Formatting {
    /// The unit of a time axis whose largest value is `maxNanoseconds`: ms from 5 ms up, else µs;
    /// with its tick labels (values in nanoseconds).
    static func timeAxis(maxNanoseconds: Double) -> (unit: String, format: @Sendable (Double) -> String) {
        if maxNanoseconds >= 5e6 { return ("ms", { significant($0 / 1e6) }) }
        return ("µs", { significant($0 / 1e3) })
    }
}
