import Foundation

/// A memory budget on the command line (`--memory-mb` and the `=MB` of `--pipeline-memory`): "32",
/// "1.5" or "1.5MB", finite and above 0, in megabytes of 2^20 bytes (as Xcode's memory gauge counts).
struct Megabytes: OptionValue, Equatable {
    /// Bytes in one megabyte here.
    static let bytes = 1_048_576.0

    /// The number of megabytes.
    let value: Double

    /// `value` megabytes.
    /// - Precondition: `value` is finite and above 0 (for defaults written in the code).
    init(_ value: Double) {
        precondition(value.isFinite && value > 0, "a memory budget must be finite and above 0")
        self.value = value
    }

    /// Parses a number of megabytes, with or without "MB"; spaces around it are ignored.
    /// - Throws: `OptionValueError.notMegabytes` unless it is a finite number above 0.
    init(parsing text: String) throws(OptionValueError) {
        var digits = text.trimmingCharacters(in: .whitespaces)
        if digits.uppercased().hasSuffix("MB") { digits.removeLast(2) }
        guard let value = Double(digits.trimmingCharacters(in: .whitespaces)), value.isFinite, value > 0 else {
            throw .notMegabytes(text)
        }
        self.value = value
    }

    /// The budget in bytes.
    var byteCount: Double { value * Self.bytes }

    /// The shortest text that reads back to the same number, without a trailing ".0": "32", "1.5".
    var description: String {
        let text = String(value)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
