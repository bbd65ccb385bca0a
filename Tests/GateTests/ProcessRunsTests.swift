import Foundation
@testable import Gate
@testable import Results
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

    @Test("processes are joined: each process's fastest repetitions kept, tagged and renumbered, execution order continued, aggregates dropped")
    func merges() throws {
        let first = process([("A", 0, 0, 10), ("B", 0, 1, 20), ("A", 1, 2, 11), ("B", 1, 3, 21)])
        let second = process([("B", 0, 0, 22), ("A", 0, 1, 13), ("A", 1, 2, 12), ("B", 1, 3, 23)])
        let merged = try ProcessRuns.merge([first, second])
        let document = try ResultDocument.decode(merged, path: "merged", role: .run, metric: .time, requireMetadata: false)
        #expect(document.benchmarks.count == 4)
        #expect(document.benchmarks.allSatisfy { $0.isIteration })
        let a = document.benchmarks.filter { $0.benchmarkName == "A" }
        #expect(a.map(\.realTime) == [10, 12])
        #expect(a.map(\.repetitionIndex) == [0, 1])
        #expect(a.map(\.process) == [0, 1])
        #expect(a.map(\.repetitionOrder) == [0, 6])
        #expect(document.benchmarks.filter { $0.benchmarkName == "B" }.map(\.realTime) == [20, 22])
        let object = try #require(try JSONSerialization.jsonObject(with: merged) as? [String: Any])
        let context = try #require(object["context"] as? [String: Any])
        #expect((context["processes"] as? Int) == 2)
        #expect(((object["benchmarks"] as? [[String: Any]])?.first?["repetitions"] as? Int) == 2)
    }

    @Test("the repetition fastest on the CPU clock is kept too; failed repetitions are all kept")
    func keepsBothClocksAndFailures() {
        let entries = [
            BenchmarkEntry(name: "A", realTime: 10, cpuTime: 9, process: 0),
            BenchmarkEntry(name: "A", realTime: 11, cpuTime: 8, process: 0),
            BenchmarkEntry(name: "A", realTime: 12, cpuTime: 12, process: 0),
            BenchmarkEntry(name: "C", realTime: 5, cpuTime: 5, process: 0),
            BenchmarkEntry(name: "F", realTime: 0, cpuTime: 0, errorOccurred: true, process: 0),
            BenchmarkEntry(name: "F", realTime: 0, cpuTime: 0, errorOccurred: true, process: 0),
        ]
        let kept = ProcessRuns.fastestPerBenchmark(entries)
        #expect(kept.map(\.name) == ["A", "A", "C", "F", "F"])
        #expect(kept.compactMap(\.realTime) == [10, 11, 5, 0, 0])
    }

    @Test("a process whose output is not Google Benchmark JSON is an error naming it")
    func rejectsBadOutput() {
        #expect(throws: ResultFileError.self) { try ProcessRuns.merge([process([("A", 0, 0, 1)]), Data("{}".utf8)]) }
    }
}
