import Gate
import Results

/// `--threshold-for REGEX=PERCENT`: the regression threshold of the benchmarks a regex selects,
/// e.g. `naive/=10`.
struct ThresholdOverride: OptionValue {
    /// The benchmarks it applies to.
    let filter: BenchmarkFilter
    /// Their threshold.
    let percent: Percent

    /// Parses `REGEX=PERCENT`, split at the last "=" (a regex may hold one, a percentage never).
    /// - Throws: `OptionValueError` for a missing "=", a bad percentage or a bad regex.
    init(parsing text: String) throws(OptionValueError) {
        guard let split = text.lastIndex(of: "=") else {
            throw .notAnAssignment(text, expected: "REGEX=PERCENT, e.g. 'naive/=10'")
        }
        percent = try Percent(parsing: String(text[text.index(after: split)...]))
        do {
            filter = try BenchmarkFilter(String(text[..<split]))
        } catch {
            throw .invalidPattern(error)
        }
    }

    /// `REGEX=PERCENT`.
    var description: String { "\(filter.pattern)=\(percent)" }
}
