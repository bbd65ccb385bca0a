#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A benchmark filter with Google Benchmark's `--benchmark_filter` semantics: a POSIX extended
/// regular expression searched anywhere in the name; "" and "all" select everything; a leading
/// "-" selects the names that do NOT match the rest.
public struct BenchmarkFilter: Sendable {
    /// Why a filter cannot be used.
    public struct InvalidPattern: Error, Equatable, CustomStringConvertible {
        /// The pattern as given.
        public let pattern: String
        /// What is wrong with it, from regcomp.
        public let reason: String
        /// The message for the command line.
        public var description: String { "invalid filter regex '\(pattern)': \(reason) (POSIX extended syntax, as --benchmark_filter)" }
    }

    /// The filter as given.
    public let pattern: String
    private let negated: Bool
    private let expression: CompiledExpression

    /// Compiles `pattern`.
    /// - Throws: `InvalidPattern` when it is not a valid POSIX extended regular expression, or
    ///   repeats in ways that make regcomp's memory explode (`RepetitionCheck`).
    public init(_ pattern: String) throws(InvalidPattern) {
        self.pattern = pattern
        var body = pattern
        negated = body.hasPrefix("-")
        if negated { body.removeFirst() }
        if body.isEmpty || body == "all" { body = "." }
        if let problem = RepetitionCheck.problem(in: body) { throw InvalidPattern(pattern: pattern, reason: problem) }
        expression = try CompiledExpression(body, original: pattern)
    }

    /// True when the filter selects `name`.
    public func matches(_ name: String) -> Bool { expression.search(name) != negated }

    /// A filter selecting exactly `names`, for handing to Google Benchmark: `^(a|b|...)$` with
    /// every regex metacharacter of the names escaped.
    public static func exactly(_ names: [String]) -> String {
        guard !names.isEmpty else { return "^$" }
        let special = Set("\\^$.|?*+()[]{}")
        let escaped = names.map { name in
            String(name.flatMap { special.contains($0) ? "\\\($0)" : "\($0)" })
        }
        return "^(" + escaped.joined(separator: "|") + ")$"
    }
}

/// An owned `regex_t` (freed on deinit). `regexec` on a compiled expression is thread-safe.
private final class CompiledExpression: @unchecked Sendable {
    private var regex = regex_t()

    init(_ pattern: String, original: String) throws(BenchmarkFilter.InvalidPattern) {
        let status = regcomp(&regex, pattern, REG_EXTENDED | REG_NOSUB)
        guard status == 0 else {
            var buffer = [CChar](repeating: 0, count: 256)
            regerror(status, &regex, &buffer, buffer.count)
            let reason = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            regfree(&regex)
            throw BenchmarkFilter.InvalidPattern(pattern: original, reason: reason)
        }
    }

    func search(_ text: String) -> Bool { regexec(&regex, text, 0, nil, 0) == 0 }

    deinit { regfree(&regex) }
}
