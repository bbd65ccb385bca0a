import Foundation

/// The regression threshold of each benchmark: a default, overridden by patterns.
public struct Thresholds: Sendable {
    /// Why a threshold setting cannot be used.
    public struct InvalidSetting: Error, Equatable, CustomStringConvertible {
        /// The setting as given.
        public let setting: String
        /// What is wrong with it.
        public let reason: String
        /// The message for the command line.
        public var description: String { "invalid threshold '\(setting)': \(reason)" }
    }

    /// A pattern and the threshold (a fraction: 0.05 = 5%) of the benchmarks it matches.
    public struct Override: Sendable {
        /// The benchmarks it applies to.
        public let filter: BenchmarkFilter
        /// Their threshold, a fraction.
        public let threshold: Double
    }

    /// The threshold of benchmarks no override matches (a fraction).
    public let defaultThreshold: Double
    /// Overrides in order; the LAST one that matches a benchmark wins.
    public let overrides: [Override]

    /// A default and overrides (later overrides win).
    public init(defaultThreshold: Double, overrides: [Override] = []) {
        self.defaultThreshold = defaultThreshold
        self.overrides = overrides
    }

    /// The threshold for the benchmark `name`.
    public func threshold(for name: String) -> Double {
        overrides.last { $0.filter.matches(name) }?.threshold ?? defaultThreshold
    }

    /// Parses a percentage such as "5" or "2.5%" into a fraction.
    /// - Throws: `InvalidSetting` unless it is a finite number in (0, 1000].
    public static func parsePercent(_ text: String) throws(InvalidSetting) -> Double {
        var digits = text.trimmingCharacters(in: .whitespaces)
        if digits.hasSuffix("%") { digits.removeLast() }
        guard let percent = Double(digits), percent.isFinite, percent > 0, percent <= 1000 else {
            throw InvalidSetting(setting: text, reason: "expected a percentage above 0, such as 5 or 2.5")
        }
        return percent / 100
    }

    /// Parses "REGEX=PERCENT" (split at the last "="), for example "naive/=10".
    /// - Throws: `InvalidSetting` for a missing "=", a bad percentage or a bad regex.
    public static func parseOverride(_ text: String) throws(InvalidSetting) -> Override {
        guard let split = text.lastIndex(of: "=") else {
            throw InvalidSetting(setting: text, reason: "expected REGEX=PERCENT, for example 'naive/=10'")
        }
        let pattern = String(text[..<split])
        let threshold = try parsePercent(String(text[text.index(after: split)...]))
        do {
            return Override(filter: try BenchmarkFilter(pattern), threshold: threshold)
        } catch {
            throw InvalidSetting(setting: text, reason: error.description)
        }
    }
}
