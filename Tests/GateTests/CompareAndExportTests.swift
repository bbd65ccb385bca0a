import Foundation
@testable import Gate
@testable import Results
import Testing

/// Reading any result file for `bench compare`/`export` (`ResultDocument`, `RepetitionsByBenchmark`),
/// `FileComparison` and `DashboardExport`.
@Suite struct CompareAndExportTests {
    /// A plain Google Benchmark file: each benchmark's repetitions (nanoseconds) with counters.
    static func plainRun(_ benchmarks: [String: [Double]], counters: [String: Double] = ["allocations_per_frame": 0]) -> Data {
        var entries: [String] = []
        for name in benchmarks.keys.sorted() {
            for (index, value) in (benchmarks[name] ?? []).enumerated() {
                let extra = counters.keys.sorted().map { ", \"\($0)\": \(counters[$0] ?? 0)" }.joined()
                entries.append("""
                    {"name": "\(name)", "run_name": "\(name)", "run_type": "iteration", "repetition_index": \(index),
                     "iterations": 10, "real_time": \(value / 1000), "cpu_time": \(value / 1000), "time_unit": "us"\(extra)}
                    """)
            }
            entries.append("""
                {"name": "\(name)_cv", "run_name": "\(name)", "run_type": "aggregate", "aggregate_name": "cv",
                 "real_time": 0.01, "cpu_time": 0.01, "time_unit": "us", "allocations_per_frame": NaN}
                """)
        }
        return Data("{\"context\": {}, \"benchmarks\": [\(entries.joined(separator: ","))]}".utf8)
    }

    static func samples(_ data: Data) throws -> ResultDocument {
        try ResultDocument.decode(data, path: "r.json", role: .run, metric: nil, requireMetadata: false)
    }

    /// A benchmark's sample values and each counter's values over its repetitions.
    static func read(_ document: ResultDocument, _ name: String) -> (values: [Double], counters: [String: [Double]]) {
        let file = document.repetitions()
        var counters: [String: [Double]] = [:]
        for repetition in file.repetitions[name] ?? [] {
            for (counter, value) in file.counters(of: repetition) { counters[counter, default: []].append(value) }
        }
        return (file.samples(name).map(\.value), counters)
    }

    @Test("a plain run: one sample per repetition in ns, counters by name, old files' NaN read as no value")
    func readsPlainRun() throws {
        let samples = try Self.samples(Self.plainRun(["A/hot": [1000, 1100, 1200]], counters: ["psnr_y": 40, "repetition_order": 3]))
        #expect(samples.metric == .time)
        #expect(samples.repetitions().names == ["A/hot"])
        let a = Self.read(samples, "A/hot")
        #expect(a.values == [1000, 1100, 1200])
        #expect(a.counters == ["psnr_y": [40, 40, 40]])  // repetition_order is bookkeeping
    }

    @Test("files of several processes give one sample per process (its fastest); instructions files their count")
    func readsProcessesAndInstructions() throws {
        let document = Fixtures.timeDocument(["A/hot": 1000], calibrations: [:], repetitions: 3, processes: 4, seed: 1)
        let data = ResultDocument.make(entries: document.benchmarks, context: [:], metadata: Fixtures.metadata(.time))
        let samples = try Self.samples(data)
        #expect(Self.read(samples, "A/hot").values.count == 4)
        let fastest = (0..<4).map { process in
            document.benchmarks.filter { $0.process == process }.compactMap(\.realNanoseconds).min() ?? 0
        }
        #expect(Self.read(samples, "A/hot").values == fastest)

        let instructions = ResultDocument.make(
            entries: [BenchmarkEntry(name: "A/hot", iterations: 2, realTime: 5000)], context: [:],
            metadata: Fixtures.metadata(.instructions))
        let counted = try Self.samples(instructions)
        #expect(counted.metric == .instructions)
        #expect(Self.read(counted, "A/hot").values == [5000])
        #expect(Self.read(counted, "A/hot").counters.isEmpty)  // instructions_per_frame repeats the count
    }

    @Test("compare reads each file's summary on the clock asked for, over the benchmarks the filter selects")
    func comparisonOnEachClock() throws {
        func run(_ times: [String: (real: Double, cpu: Double)]) throws -> ResultDocument {
            try Self.samples(ResultDocument.make(
                entries: times.keys.sorted().map { BenchmarkEntry(name: $0, realTime: times[$0]?.real, cpuTime: times[$0]?.cpu) },
                context: [:], metadata: Fixtures.metadata(.time)))
        }
        let base = try run(["A/hot": (2000, 1000), "B/hot": (2000, 1000), "C/cold": (5, 5)])
        let new = try run(["A/hot": (2000, 1500), "B/hot": (4000, 1000), "D/cold": (5, 5)])
        let cpu = try FileComparison(base: base, new: new, clock: .cpu, filter: try BenchmarkFilter("/hot$"))
        #expect(cpu.rows.map(\.name) == ["A/hot", "B/hot"] && cpu.added.isEmpty && cpu.removed.isEmpty)
        #expect(cpu.rows.map(\.before) == [1000, 1000] && cpu.rows.map(\.after) == [1500, 1000])
        #expect(cpu.rows.map(\.verdict) == [.regression, .pass])
        let real = try FileComparison(base: base, new: new)
        #expect(real.rows.map(\.verdict) == [.pass, .regression] && real.added == ["D/cold"] && real.removed == ["C/cold"])
        let lines = real.render().split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("B/hot") && $0.contains("2.00 us") && $0.contains("4.00 us") && $0.contains("+100.00%") })
        #expect(lines.contains { $0.contains("marked by the rule: change beyond 5% and two-sided Mann-Whitney U p < 0.05") })
    }

    @Test("compare marks a significant change beyond the threshold, lists new and removed, refuses mixed metrics")
    func comparison() throws {
        let base = try Self.samples(Self.plainRun([
            "Same/hot": [1000, 1010, 990, 1005, 995, 1000], "Slower/hot": [1000, 1010, 990, 1005, 995, 1000],
            "Gone/hot": [5],
        ]))
        let new = try Self.samples(Self.plainRun([
            "Same/hot": [1002, 1008, 992, 1001, 997, 1003], "Slower/hot": [1300, 1310, 1290, 1305, 1295, 1300],
            "Added/hot": [7],
        ]))
        let comparison = try FileComparison(base: base, new: new)
        #expect(comparison.rows.map(\.name) == ["Same/hot", "Slower/hot"])
        let slower = try #require(comparison.rows.last)
        #expect(slower.verdict == .regression)
        #expect(abs(slower.change - 0.3) < 1e-9)
        #expect((slower.pValue ?? 1) < 0.05)
        #expect(comparison.rows.first?.verdict == .pass)
        #expect(comparison.added == ["Added/hot"] && comparison.removed == ["Gone/hot"])
        let text = comparison.render()
        #expect(text.contains("REGRESSION") && text.contains("new (only in the new file): Added/hot"))
        // Too few samples for the test: no p value, the change alone decides.
        let few = try FileComparison(base: try Self.samples(Self.plainRun(["A/hot": [100]])),
                                    new: try Self.samples(Self.plainRun(["A/hot": [90]])))
        #expect(few.rows.first?.pValue == nil && few.rows.first?.verdict == .improvement)

        let instructions = try Self.samples(ResultDocument.make(
            entries: [BenchmarkEntry(name: "Same/hot", realTime: 5)], context: [:], metadata: Fixtures.metadata(.instructions)))
        #expect(throws: FileComparison.MetricMismatch.self) { try FileComparison(base: base, new: instructions) }
    }

    @Test("exports: Bencher's latency and counter measures, github-action-benchmark's unique names split by direction")
    func exports() throws {
        let samples = try Self.samples(Self.plainRun(
            ["A/hot": [1000, 2000, 3000], "B/hot": [10]], counters: ["allocations_per_frame": 0, "psnr_y": 41.5]))
        let export = DashboardExport(samples)
        let bencher = try #require(try JSONSerialization.jsonObject(with: export.render(.bencher)) as? [String: [String: [String: Double]]])
        #expect(bencher["A/hot"]?["latency"] == ["value": 2000, "lower_value": 1000, "upper_value": 3000])
        #expect(bencher["A/hot"]?["psnr-y"]?["value"] == 41.5)
        #expect(bencher["B/hot"]?["allocations-per-frame"]?["value"] == 0)

        let smaller = try #require(try JSONSerialization.jsonObject(with: export.render(.githubActionBenchmark)) as? [[String: Any]])
        let names = smaller.compactMap { $0["name"] as? String }
        #expect(Set(names).count == names.count)
        #expect(names.contains("A/hot") && names.contains("A/hot allocations_per_frame") && !names.contains("A/hot psnr_y"))
        #expect(smaller.allSatisfy { $0["value"] is Double && $0["unit"] is String && $0["range"] is String })
        let bigger = try #require(
            try JSONSerialization.jsonObject(with: export.render(.githubActionBenchmark, biggerIsBetter: true)) as? [[String: Any]])
        #expect(bigger.compactMap { $0["name"] as? String } == ["A/hot psnr_y", "B/hot psnr_y"])
        #expect(bigger.first?["unit"] as? String == "dB")
    }

    @Test("a failed benchmark is left out of an export and listed")
    func failedLeftOut() throws {
        let data = ResultDocument.make(
            entries: [BenchmarkEntry(name: "A/hot", realTime: 5), BenchmarkEntry(name: "F/hot", realTime: 0, errorOccurred: true, errorMessage: "x")],
            context: [:], metadata: Fixtures.metadata(.instructions))
        let export = DashboardExport(try Self.samples(data))
        #expect(export.skipped == ["F/hot"])
        #expect(export.measures.map(\.benchmark) == ["A/hot"])
    }
}
