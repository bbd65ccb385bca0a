import CBenchmarkShim

/// Google Benchmark's output formats, as `--benchmark_format` and `--benchmark_out_format` name
/// them. JSON and CSV are written strictly: a statistic that is not a number (the `_cv` of a
/// counter whose mean is 0) is left out of its entry, and a CSV file has a column for every
/// counter of the run (empty where a benchmark has none).
public enum OutputFormat: String, CaseIterable, Sendable {
    case console, json, csv

    /// The formats `arguments` (Google Benchmark flags in order, the last one wins) ask for: the
    /// display's, and the file's when `--benchmark_out` names a file.
    /// - Throws: `Harness.HarnessError.unknownFormat` for a format Google Benchmark does not have.
    public static func formats(in arguments: [String]) throws -> (display: OutputFormat, file: OutputFormat?) {
        func last(_ flag: String) -> String? {
            arguments.last { $0.hasPrefix(flag + "=") }.map { String($0.dropFirst(flag.count + 1)) }
        }
        func format(_ flag: String) throws -> OutputFormat {
            guard let value = last(flag) else { return flag == "--benchmark_out_format" ? .json : .console }
            guard let format = OutputFormat(rawValue: value) else {
                throw Harness.HarnessError.unknownFormat(flag: flag, value: value)
            }
            return format
        }
        let display = try format("--benchmark_format")
        let file = try format("--benchmark_out_format")
        return (display, (last("--benchmark_out") ?? "").isEmpty ? nil : file)
    }

    /// The shim's constant for this format.
    var shimValue: Int32 {
        switch self {
        case .console: return PIP_FORMAT_CONSOLE
        case .json: return PIP_FORMAT_JSON
        case .csv: return PIP_FORMAT_CSV
        }
    }
}
