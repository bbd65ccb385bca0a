import Foundation
import Gate
import Results
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

    @Test("a run file of an earlier version, with a bare NaN aggregate, is still read by the gate")
    func earlierRunWithNaN() throws {
        let raw = #"""
            {"context": {}, "benchmarks": [
              {"name": "A/hot", "run_name": "A/hot", "run_type": "iteration", "repetition_index": 0, "iterations": 10,
               "real_time": 5.0, "cpu_time": 5.0, "time_unit": "us", "allocations_per_frame": 0},
              {"name": "A/hot_cv", "run_name": "A/hot", "run_type": "aggregate", "aggregate_name": "cv",
               "real_time": 0.01, "cpu_time": 0.01, "time_unit": "us", "allocations_per_frame": NaN}]}
            """#
        let document = try ResultDocument.decode(Data(raw.utf8), path: "r.json", role: .run, metric: .time, requireMetadata: false)
        #expect(document.benchmarks.count == 2)
        #expect(document.benchmarks.first?.realNanoseconds == 5000)
    }
}
