@testable import Gate
@testable import Results
import Testing

@Suite struct RepetitionsByBenchmarkTests {
    func document(_ entries: [BenchmarkEntry]) -> ResultDocument { ResultDocument(benchmarks: entries, metadata: nil) }

    @Test("repetitions on the clock read, with their process; failures by name; names in file order")
    func readsRepetitions() {
        let file = RepetitionsByBenchmark(document([
            BenchmarkEntry(name: "B", realTime: 2, cpuTime: 1, process: 0),
            BenchmarkEntry(name: "A", realTime: 5, process: 0),
            BenchmarkEntry(name: "B", realTime: 3, cpuTime: 2, process: 1),
            BenchmarkEntry(name: "F", realTime: 0, errorOccurred: true, errorMessage: "verification failed"),
        ]))
        #expect(file.names == ["B", "A", "F"])
        #expect(file.repetitions["B"] == [Repetition(value: 2, process: 0, entry: 0), Repetition(value: 3, process: 1, entry: 2)])
        #expect(file.failures == ["F": "verification failed"])
        #expect(file.values("F").isEmpty && file.contains("F") && !file.contains("G"))
        let cpu = RepetitionsByBenchmark(document([BenchmarkEntry(name: "B", realTime: 2, cpuTime: 1)]), clock: .cpu)
        #expect(cpu.values("B") == [1])
    }

    @Test("a file with aggregates only: each benchmark's median stands for its repetitions")
    func aggregatesOnly() {
        let file = RepetitionsByBenchmark(document([
            BenchmarkEntry(name: "A_mean", runName: "A", runType: "aggregate", realTime: 7),
            BenchmarkEntry(name: "A_median", runName: "A", runType: "aggregate", realTime: 6),
        ]))
        #expect(file.repetitions["A"] == [Repetition(value: 6, entry: 1)])
        let meanOnly = RepetitionsByBenchmark(document([BenchmarkEntry(name: "A_mean", runName: "A", runType: "aggregate", realTime: 7)]))
        #expect(meanOnly.values("A") == [7])
    }

    @Test("a benchmark's samples: each process's fastest positive repetition in files of several processes, else each repetition")
    func samples() {
        let file = RepetitionsByBenchmark(document([
            BenchmarkEntry(name: "A", realTime: 5, process: 1),
            BenchmarkEntry(name: "A", realTime: 3, process: 0),
            BenchmarkEntry(name: "A", realTime: 4, process: 1),
            BenchmarkEntry(name: "A", realTime: 0, process: 0),
            BenchmarkEntry(name: "A", realTime: 6, process: 0),
            BenchmarkEntry(name: "B", realTime: 2),
            BenchmarkEntry(name: "B", realTime: 1),
        ]))
        #expect(file.samples("A") == [Repetition(value: 3, process: 0, entry: 1), Repetition(value: 4, process: 1, entry: 2)])
        #expect(file.samples("B").map(\.value) == [2, 1])
        #expect(file.samples("C").isEmpty)
    }
}
