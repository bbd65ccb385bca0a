@testable import Gate
@testable import Results
import Testing

/// Found by FuzzOptionValues: filters whose repetitions multiply made glibc's regcomp take over
/// 6 GB (the process was killed): stacked operators ("2" and 50 "+") and nested groups
/// (`((a+)+)+...`, 24 levels), a 30 s timeout for copies of an empty group (`(((()+)+)+...`), and
/// timeouts of over 100 s for nested `+` on items that can match empty in a pattern with an anchor
/// (`((((((((()+)+))+)+)$)+)+)+)+)+)`). They are refused before regcomp with a typed error.
@Suite struct FilterRepetitionTests {
    private static func nested(_ levels: Int, _ operator: String) -> String {
        String(repeating: "(", count: levels) + "a" + String(repeating: ")" + `operator`, count: levels)
    }

    @Test("stacked repetition operators, huge bounds, nested expansions and back-references are refused")
    func explosiveRepetitions() throws {
        let refused = [
            "2" + String(repeating: "+", count: 50), "a*+", "-x?*", "(a{1000}){1000}", "a{2}{3}", "a{0256}",
            "a{99999999999999999999}", Self.nested(24, "+"), Self.nested(18, "+"), "((a{200}){200}){200}",
            "(a|b|c|d){255}{1}", "((abcd){255}){255}x", "(abcdefghij){255}", "(((((((((((((()+)+)+)+)+)+)+)+)+)+)+)+)+)+", "[^^]((a{200}){200}){200}", "[]]((a{200}){200}){200}",
            "[[:alpha:]]((a{200}){200}){200}", "(a)\\1", "(x)(y)\\2",
        ]
        for pattern in refused {
            #expect(throws: BenchmarkFilter.InvalidPattern.self, "\(pattern)") { try BenchmarkFilter(pattern) }
        }
    }

    @Test("+ and bounds on an item that can match the empty string are refused; * and ? are kept")
    func copiesOfNullableItems() throws {
        let fuzzed = "((((((((()+)+))+)+)$)+)+)+)+)+)\u{FFFD}+"
        let refused = [
            fuzzed, "(((((\u{FFFD}+)/)+)+&+)$)((((((((((()+)()+)+))+)+)+)!)+)\u{FFFD}\u{FFFD})+",
            "(((((($)+)+)+)+)+)", "$((((((((((a*)+)+)+)+)+)+)+)+)+)+", "((((((x)?$)+)+)+)+)+)", "$+", "()+", "(a*)+",
            "(a|)+", "(|a){2}", "(x?){2}", "(\\b)+", "-(^){2,}", "(a{0,3})+", "((a|b*)c?)+",
        ]
        for pattern in refused {
            #expect(throws: BenchmarkFilter.InvalidPattern.self, "\(pattern)") { try BenchmarkFilter(pattern) }
        }
        let accepted = [
            "^Scale(I420|NV12)/(box|libyuv-box)+/.*$", "(a*)*", "(a?)?", "(a$)+", "(^a|b)+x$", "(a?b)+", "(a|b){0,3}",
            "(a{0,2}b)+", "$((((((((((a)*)*)*)*)*)*)*)*)*)*", "[$^]+", "\\$+", "\\bnaive\\b", "((a|b)c)+",
        ]
        for pattern in accepted {
            #expect(throws: Never.self, "\(pattern)") { try BenchmarkFilter(pattern) }
        }
        #expect(try BenchmarkFilter("(a?b)+").matches("abb"))
        #expect(throws: BenchmarkFilter.InvalidPattern.self) { try BenchmarkFilter("()+") }
        do {
            _ = try BenchmarkFilter(fuzzed)
        } catch {
            #expect(error.reason.contains("empty string"), "\(error.reason)")
        }
    }

    @Test("ordinary patterns, modest nesting and a filter naming a whole --full run compile")
    func ordinaryPatterns() throws {
        let accepted = [
            "^ScaleNV12/.*(box|bilinear)$", "a+b*c?", "x{2,255}", "[+*?]+", "\\++", "naive/", "[]+]*",
            Self.nested(8, "+"), "((a{8}){8}){8}", "[[:digit:]]+x[[:digit:]]+", "[^]]+", "\\.\\(", "a{,3}b{2,}",
        ]
        for pattern in accepted {
            #expect(throws: Never.self, "\(pattern)") { try BenchmarkFilter(pattern) }
        }
        #expect(try BenchmarkFilter("\\++").matches("a++b"))
        let names = (0..<2_000).map { "ScaleI420ToNV12/libyuv-bilinear-then-interleave/\($0)x1080/cold" }
        let everything = try BenchmarkFilter(BenchmarkFilter.exactly(names))
        #expect(everything.matches(names[1_234]))
        #expect(!everything.matches("ScaleI420ToNV12/libyuv-bilinear-then-interleave/1x1080/hot"))
    }
}
