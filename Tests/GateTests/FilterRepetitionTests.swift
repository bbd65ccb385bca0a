import Testing
@testable import Gate

/// Found by FuzzOptionValues: `--threshold-for` / filters of stacked repetitions ("2" and 50 "+")
/// made glibc's regcomp take over 6 GB (the process was killed). They are refused before regcomp.
@Suite struct FilterRepetitionTests {
    @Test("stacked repetition operators and huge bounds are refused with a typed error; ordinary patterns compile")
    func explosiveRepetitions() throws {
        for pattern in ["2" + String(repeating: "+", count: 50), "a*+", "-x?*", "(a{1000}){1000}", "a{2}{3}"] {
            #expect(throws: BenchmarkFilter.InvalidPattern.self, "\(pattern)") { try BenchmarkFilter(pattern) }
        }
        for pattern in ["^ScaleNV12/.*(box|bilinear)$", "a+b*c?", "x{2,255}", "[+*?]+", "\\++", "naive/", "[]+]*"] {
            #expect(throws: Never.self, "\(pattern)") { try BenchmarkFilter(pattern) }
        }
        #expect(try BenchmarkFilter("\\++").matches("a++b"))
    }
}
