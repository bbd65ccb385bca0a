/// What Google Benchmark's flags (in order; the last of a flag wins) ask for, as far as the console
/// needs to know: how many repetitions, whether they are interleaved, whether it only lists names.
public enum GoogleBenchmarkFlags {
    /// The value of the last `flag=value` in `arguments`; "" for a bare `flag`.
    public static func value(of flag: String, in arguments: [String]) -> String? {
        arguments.last { $0 == flag || $0.hasPrefix(flag + "=") }.map { $0 == flag ? "" : String($0.dropFirst(flag.count + 1)) }
    }

    /// Google Benchmark's reading of a boolean flag's value (a bare flag is true).
    public static func isTrue(_ value: String) -> Bool {
        !["false", "f", "no", "n", "off", "0"].contains(value.lowercased())
    }

    /// `--benchmark_repetitions` (1 when absent or not a positive number).
    public static func repetitions(_ arguments: [String]) -> Int {
        value(of: "--benchmark_repetitions", in: arguments).flatMap { Int($0) }.map { max(1, $0) } ?? 1
    }

    /// `--benchmark_enable_random_interleaving`.
    public static func interleaves(_ arguments: [String]) -> Bool {
        value(of: "--benchmark_enable_random_interleaving", in: arguments).map(isTrue) ?? false
    }

    /// `--benchmark_list_tests`: Google Benchmark prints the names and runs nothing.
    public static func listsTests(_ arguments: [String]) -> Bool {
        value(of: "--benchmark_list_tests", in: arguments).map(isTrue) ?? false
    }
}
