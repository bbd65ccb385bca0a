import Foundation

/// The one number formatter of every rendering (console and Markdown summaries, the report page,
/// the gate's tables, the history, the comparison, progress clocks): a handful of styles over two conventions,
/// `text` (a missing figure is "-", microseconds are "us") and `page` (the HTML report: "–" and
/// "µs"). A missing or non-finite value is written as `missing`.
public struct FigureFormat: Sendable, Equatable {
    /// What a missing or non-finite figure reads as.
    public let missing: String
    /// The unit of microseconds.
    public let microseconds: String

    /// Plain text: the console, Markdown, the gate's and the history's tables.
    public static let text = FigureFormat(missing: "-", microseconds: "us")
    /// The HTML report.
    public static let page = FigureFormat(missing: "–", microseconds: "µs")

    /// A convention: how a missing figure reads, and the unit of microseconds.
    public init(missing: String, microseconds: String) {
        self.missing = missing
        self.microseconds = microseconds
    }

    /// How a time per frame is written.
    public enum TimeStyle: Sendable {
        /// The summary tables' columns: "1903.7 us" (one decimal), "17.02 ms" from 10 ms.
        case column
        /// Three significant digits: "812 us", "45.7 us", "1.23 ms" from 1 ms (the report).
        case significant
        /// The gate's figures: "12.3 ns", "812.40 us" from 1 µs, "1.234 ms" from 1 ms.
        case precise
        /// The A/B comparison's figures: "812 ns", "45.7 us" from 1 µs, "1.23 ms" from 1 ms.
        case compact
    }

    /// How an instruction count is written.
    public enum CountStyle: Sendable {
        /// Three significant digits with K, M or G: "812 K", "1.23 M" (the report).
        case significant
        /// The gate's figures: "812345", "1.2346 M" from a million.
        case precise
    }

    /// `value` with `digits` decimals and `suffix`.
    public func fixed(_ value: Double?, digits: Int, suffix: String = "") -> String {
        guard let value, value.isFinite else { return missing }
        return String(format: "%.\(max(0, digits))f", value) + suffix
    }

    /// `value` with `digits` significant digits (at most `digits` decimals below 1) and no
    /// trailing zeros: 812, 45.7, 1.23, 0.5, 0.012.
    public func significant(_ value: Double?, digits: Int = 3, suffix: String = "") -> String {
        guard let value, value.isFinite else { return missing }
        let magnitude = abs(value)
        let integerDigits = magnitude < 1 ? 0 : Int(log10(magnitude).rounded(.down)) + 1
        var text = String(format: "%.\(max(0, digits - integerDigits))f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text + suffix
    }

    /// `value` with at most `digits` significant digits, in exponent form when very large or small
    /// (printf's `%g`): "1.23e+06", "0.000123", "41.5".
    public func general(_ value: Double?, digits: Int, suffix: String = "") -> String {
        guard let value, value.isFinite else { return missing }
        return String(format: "%.\(max(1, digits))g", value) + suffix
    }

    /// A fraction in percent with at most `digits` significant digits, a whole percentage in
    /// full: "5%", "2.5%", "150%" (printf's `%g` of the percentage, "%g%%", for the default 6).
    public func percent(_ fraction: Double?, digits: Int = 6) -> String {
        guard let fraction, fraction.isFinite else { return missing }
        let value = fraction * 100
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) + "%" }
        return general(value, digits: digits, suffix: "%")
    }

    /// A clock frequency in GHz with `digits` decimals: "3.200 GHz".
    public func frequency(_ hertz: Double?, digits: Int) -> String { fixed(hertz.map { $0 / 1e9 }, digits: digits, suffix: " GHz") }

    /// Instructions per cycle: two decimals from 0.1, three below ("1.85", "0.042"). A value that
    /// is not finite is itself the finding (a clock or a time of 0), so it reads "inf" or "nan".
    public func instructionsPerCycle(_ value: Double?) -> String {
        guard let value else { return missing }
        guard value.isFinite else { return "\(value)" }
        return fixed(value, digits: value >= 0.1 ? 2 : 3)
    }

    /// A ratio: "1.23x".
    public func ratio(_ value: Double?, digits: Int = 2) -> String { fixed(value, digits: digits, suffix: "x") }

    /// A share in percent (the value is already a percentage): "12%", "0.27%".
    public func share(_ percent: Double?, digits: Int) -> String { fixed(percent, digits: digits, suffix: "%") }

    /// A bandwidth in bytes per second as 10^9 bytes per second, two decimals: "90.66".
    public func gigabytesPerSecond(_ bytesPerSecond: Double?) -> String { fixed(bytesPerSecond.map { $0 / 1e9 }, digits: 2) }

    /// A signed change (a fraction) in percent: "+1.2%", "-0.35%".
    public func change(_ fraction: Double?, digits: Int = 1) -> String {
        guard let fraction, fraction.isFinite else { return missing }
        return String(format: "%+.\(max(0, digits))f%%", fraction * 100)
    }

    /// A signed change that is infinite when it grows from 0: as `change`, with a change that is
    /// not a number written "+inf%" (the gate's and the comparison's tables).
    public func changeFromBaseline(_ fraction: Double?, digits: Int = 2) -> String {
        guard let fraction, !fraction.isFinite else { return change(fraction, digits: digits) }
        return "+inf%"
    }

    /// A p value: "p=0.0123", "p=1.2e-05" below 10^-4.
    public func pValue(_ p: Double?) -> String {
        guard let p, p.isFinite else { return missing }
        return p < 1e-4 ? String(format: "p=%.1e", p) : String(format: "p=%.4f", p)
    }

    /// Nanoseconds per frame in `style`.
    public func time(_ nanoseconds: Double?, _ style: TimeStyle) -> String {
        guard let nanoseconds, nanoseconds.isFinite else { return missing }
        switch style {
        case .column:
            if nanoseconds >= 10_000_000 { return fixed(nanoseconds / 1e6, digits: 2, suffix: " ms") }
            return fixed(nanoseconds / 1e3, digits: 1, suffix: " " + microseconds)
        case .significant:
            if abs(nanoseconds) >= 1e6 { return significant(nanoseconds / 1e6, suffix: " ms") }
            return significant(nanoseconds / 1e3, suffix: " " + microseconds)
        case .precise:
            if nanoseconds >= 1e6 { return fixed(nanoseconds / 1e6, digits: 3, suffix: " ms") }
            if nanoseconds >= 1e3 { return fixed(nanoseconds / 1e3, digits: 2, suffix: " " + microseconds) }
            return fixed(nanoseconds, digits: 1, suffix: " ns")
        case .compact:
            if nanoseconds >= 1e6 { return fixed(nanoseconds / 1e6, digits: 2, suffix: " ms") }
            if nanoseconds >= 1e3 { return fixed(nanoseconds / 1e3, digits: 1, suffix: " " + microseconds) }
            return fixed(nanoseconds, digits: 0, suffix: " ns")
        }
    }

    /// Seconds as a clock: "m:ss", "h:mm:ss" from an hour (progress lines).
    public func clock(_ seconds: Double) -> String {
        guard seconds.isFinite else { return missing }
        let whole = Int(min(max(0, seconds), 1e9).rounded())
        let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }

    /// An instruction count (or any count) in `style`.
    public func count(_ value: Double?, _ style: CountStyle) -> String {
        guard let value, value.isFinite else { return missing }
        switch style {
        case .significant:
            return count(value, significantDigits: 3)
        case .precise:
            return value >= 1e6 ? fixed(value / 1e6, digits: 4, suffix: " M") : fixed(value, digits: 0)
        }
    }

    /// A count rounded to a whole number, its thousands grouped: "1,234,567" (a function's
    /// instructions per frame, exact to the instruction).
    public func grouped(_ value: Double?) -> String {
        guard let value, value.isFinite else { return missing }
        let digits = String(Int64(abs(value).rounded()))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return (value < 0 && text != "0" ? "-" : "") + text
    }

    /// A count with K, M or G and `digits` significant digits: "1.235 M" for 4.
    public func count(_ value: Double?, significantDigits digits: Int) -> String {
        guard let value, value.isFinite else { return missing }
        switch abs(value) {
        case 1e9...: return significant(value / 1e9, digits: digits, suffix: " G")
        case 1e6...: return significant(value / 1e6, digits: digits, suffix: " M")
        case 1e3...: return significant(value / 1e3, digits: digits, suffix: " K")
        default: return significant(value, digits: digits)
        }
    }

    /// A figure of `metric`: a time per frame, an instruction count or a memory count, in matching styles.
    public func figure(_ value: Double?, metric: Metric, precise: Bool = false) -> String {
        switch metric {
        case .time: return time(value, precise ? .precise : .significant)
        case .instructions, .memory: return count(value, precise ? .precise : .significant)
        }
    }
}
