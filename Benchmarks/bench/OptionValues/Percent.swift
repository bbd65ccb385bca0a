import Foundation

/// A percentage on the command line (`--threshold`, `--cpu-percent` and the `=PERCENT` of
/// `--threshold-for` and `--pipeline-budget`): "5", "2.5" or "2.5%", finite and above 0.
struct Percent: OptionValue, Equatable {
    /// The number of percent: 5 for 5%.
    let value: Double

    /// `value` percent.
    /// - Precondition: `value` is finite and above 0 (for defaults written in the code).
    init(_ value: Double) {
        precondition(value.isFinite && value > 0, "a percentage must be finite and above 0")
        self.value = value
    }

    /// Parses a number of percent, with or without a "%" sign; spaces around it are ignored.
    /// - Throws: `OptionValueError.notAPercentage` unless it is a finite number above 0.
    init(parsing text: String) throws(OptionValueError) {
        var digits = text.trimmingCharacters(in: .whitespaces)
        if digits.hasSuffix("%") { digits.removeLast() }
        guard let value = Double(digits), value.isFinite, value > 0 else { throw .notAPercentage(text) }
        self.value = value
    }

    /// The share as a fraction: 0.05 for 5%.
    var fraction: Double { value / 100 }

    /// The shortest text that reads back to the same number, without a trailing ".0": "5", "2.5".
    var description: String {
        let text = String(value)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
