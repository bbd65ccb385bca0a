import Foundation
@testable import Gate
import Testing

@Suite struct ProcessRunsTests {
    func process(_ times: [(name: String, index: Int, order: Double, time: Double)]) -> Data {
        var entries: [[String: Any]] = times.map { item in
            ["name": item.name, "run_name": item.name, "run_type": "iteration", "repetition_index": item.index, "repetitions": 2,
             "repetition_order": item.order, "real_time": item.time, "cpu_time": item.time, "time_unit": "ns", "iterations": 10]
        }
        entries.append(["name": "A_median", "run_name": "A", "run_type": "aggregate", "aggregate_name": "median",
                        "real_time": 1.0, "cpu_time": 1.0, "time_unit": "ns", "iterations": 2])
        return (try? JSONSerialization.data(withJSONObject: ["context": ["num_cpus": 2], "benchmarks": entries])) ?? Data()
    }

    @Test("processes are joined: repetitions tagged and renumbered, execution order continued, aggregates dropped")
    func merges() throws {
        let first = process([("A", 0, 0, 10), ("B", 0, 1, 20), ("A", 1, 2, 11), ("B", 1, 3, 21)])
        let second = process([("B", 0, 0, 22), ("A", 0, 1, 12), ("A", 1, 2, 13), ("B", 1, 3, 23)])
        let merged = try ProcessRuns.merge([first, second])
        let document = try ResultDocument.decode(merged, path: "merged", role: .run, metric: .time, requireMetadata: false)
        #expect(document.benchmarks.count == 8)
        #expect(document.benchmarks.allSatisfy { $0.isIteration })
        let a = document.benchmarks.filter { $0.benchmarkName == "A" }
        #expect(a.map(\.repetitionIndex) == [0, 1, 2, 3])
        #expect(a.map(\.process) == [0, 0, 1, 1])
        #expect(a.map(\.repetitionOrder) == [0, 2, 5, 6])
        let object = try #require(try JSONSerialization.jsonObject(with: merged) as? [String: Any])
        let context = try #require(object["context"] as? [String: Any])
        #expect((context["processes"] as? Int) == 2)
        #expect(((object["benchmarks"] as? [[String: Any]])?.first?["repetitions"] as? Int) == 4)
    }

    @Test("a process whose output is not Google Benchmark JSON is an error naming it")
    func rejectsBadOutput() {
        #expect(throws: ResultFileError.self) { try ProcessRuns.merge([process([("A", 0, 0, 1)]), Data("{}".utf8)]) }
    }
}
