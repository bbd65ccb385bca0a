import Foundation
import Gate
import Testing

@Suite struct GoogleBenchmarkJSONTests {
    @Test("non-finite statistics Google Benchmark writes become null; names and strings are left alone")
    func nonFinite() throws {
        let raw = #"{"benchmarks": [{"name": "NaN/Infinity", "cv": NaN, "a": -NaN, "b": Infinity, "c": -Infinity, "d": [NaN, 1]}]}"#
        let cleaned = GoogleBenchmarkJSON.finiteOnly(Data(raw.utf8))
        #expect((try? JSONSerialization.jsonObject(with: Data(raw.utf8))) == nil)
        let object = try #require(try JSONSerialization.jsonObject(with: cleaned) as? [String: Any])
        let entry = try #require((object["benchmarks"] as? [[String: Any]])?.first)
        #expect(entry["name"] as? String == "NaN/Infinity")
        #expect(entry["cv"] is NSNull && entry["a"] is NSNull && entry["b"] is NSNull && entry["c"] is NSNull)
        #expect((entry["d"] as? [Any])?.first is NSNull)
        let plain = Data(#"{"benchmarks": []}"#.utf8)
        #expect(GoogleBenchmarkJSON.finiteOnly(plain) == plain)
    }
}
