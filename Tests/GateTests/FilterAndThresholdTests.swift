@testable import Gate
@testable import Results
import Testing

@Suite struct FilterAndThresholdTests {
    @Test("Google Benchmark filter semantics: search, negation, all")
    func filterSemantics() throws {
        let simd = try BenchmarkFilter("simd/1280")
        #expect(simd.matches("I420ToNV12/simd/1280x720/hot"))
        #expect(!simd.matches("I420ToNV12/scalar/1280x720/hot"))
        let anchored = try BenchmarkFilter("^Memcpy/(640x360|1279x719)/hot$")
        #expect(anchored.matches("Memcpy/1279x719/hot"))
        #expect(!anchored.matches("Memcpy/1279x719/cold"))
        let negated = try BenchmarkFilter("-naive")
        #expect(negated.matches("I420ToNV12/simd/640x360/hot"))
        #expect(!negated.matches("I420ToNV12/naive/640x360/hot"))
        #expect(try BenchmarkFilter("all").matches("anything"))
        #expect(try BenchmarkFilter("").matches("anything"))
        #expect(throws: BenchmarkFilter.InvalidPattern.self) { try BenchmarkFilter("(unclosed") }
    }

    @Test("exact filters escape metacharacters")
    func exactFilter() throws {
        let names = ["I420ToNV12/libyuv-chain/640x360/hot", "Scale/a.b/1x1/hot", "Odd(name)+[x]"]
        let filter = try BenchmarkFilter(BenchmarkFilter.exactly(names))
        for name in names { #expect(filter.matches(name)) }
        #expect(!filter.matches("Scale/aXb/1x1/hot"))
        #expect(!filter.matches("I420ToNV12/libyuv-chain/640x360/hot/extra"))
        #expect(!(try BenchmarkFilter(BenchmarkFilter.exactly([]))).matches("x"))
    }

    @Test("threshold overrides by pattern, the last match wins")
    func overrides() throws {
        let thresholds = Thresholds(defaultThreshold: 0.05, overrides: [
            .init(filter: try BenchmarkFilter("naive/"), threshold: 0.10),
            .init(filter: try BenchmarkFilter("naive/640x360"), threshold: 0.20),
        ])
        #expect(thresholds.threshold(for: "I420ToNV12/simd/640x360/hot") == 0.05)
        #expect(thresholds.threshold(for: "I420ToNV12/naive/1280x720/hot") == 0.10)
        #expect(thresholds.threshold(for: "I420ToNV12/naive/640x360/hot") == 0.20)
    }

    @Test("metric defaults: time 5%, instructions 1%")
    func defaults() {
        #expect(GateSettings(metric: .time).thresholds.defaultThreshold == 0.05)
        #expect(GateSettings(metric: .instructions).thresholds.defaultThreshold == 0.01)
        #expect(GateSettings(metric: .time).rule.alpha == 0.01)
    }
}
