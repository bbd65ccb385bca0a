import Foundation

/// Google Benchmark writes statistics that are not numbers as bare `NaN`, `-NaN`, `Infinity` or
/// `-Infinity` (for example the coefficient of variation of a counter whose mean is 0). Python's
/// json (compare.py) reads them; Foundation's JSONSerialization rejects the whole file. The gate
/// reads such values as `null` (no number), which is what they are.
public enum GoogleBenchmarkJSON {
    /// `data` with every bare non-finite number literal after a colon or in an array replaced by `null`.
    public static func finiteOnly(_ data: Data) -> Data {
        guard let text = String(data: data, encoding: .utf8),
              text.contains("NaN") || text.contains("Infinity") else { return data }
        let pattern = #"(?<=[:\[,])(\s*)-?(NaN|Infinity)(?=\s*[,\]}])"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return data }
        let range = NSRange(text.startIndex..., in: text)
        let replaced = expression.stringByReplacingMatches(in: text, range: range, withTemplate: "$1null")
        return Data(replaced.utf8)
    }
}
