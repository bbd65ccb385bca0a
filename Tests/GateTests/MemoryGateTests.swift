import Foundation
import Testing
@testable import Gate
@testable import Results

/// The memory metric in the gate: one row per benchmark and measure, judged exactly.
@Suite struct MemoryGateTests {
    static let best = "Pipeline/best/remote-1920x1080-30fps"
    static let legacy = "Pipeline/upstream-legacy/remote-1920x1080-30fps"

    /// A memory document: each benchmark's three measures, as `bench record --metric memory` writes them.
    static func document(_ figures: [String: (allocations: Double, bytes: Double, held: Double)]) -> ResultDocument {
        let entries = figures.keys.sorted().flatMap { name -> [BenchmarkEntry] in
            let values = figures[name]!
            return zip(MemoryMeasure.allCases, [values.allocations, values.bytes, values.held]).map { measure, value in
                BenchmarkEntry(name: measure.entryName(benchmark: name), iterations: 8, realTime: value)
            }
        }
        return ResultDocument(benchmarks: entries, metadata: Fixtures.metadata(.memory))
    }

    static let baseline = document([best: (0, 0, 691_200), legacy: (10, 354_400, 2_193_408)])

    @Test("an unchanged memory run passes, every measure of every benchmark a row of its own")
    func unchangedPasses() {
        let report = RegressionGate.compare(baseline: Self.baseline, run: Self.baseline, settings: GateSettings(metric: .memory))
        #expect(report.exitCode == .pass)
        #expect(report.rows.count == 6 && report.rows.allSatisfy { $0.verdict == .pass })
        #expect(report.rows.map(\.name).contains(Self.best + "#held_bytes"))
    }

    @Test("0 to 1 allocation per frame is a regression naming the benchmark and the measure")
    func firstAllocationFails() {
        let run = Self.document([Self.best: (1, 64, 691_200), Self.legacy: (10, 354_400, 2_193_408)])
        let report = RegressionGate.compare(baseline: Self.baseline, run: run, settings: GateSettings(metric: .memory))
        #expect(report.exitCode == .regression)
        let failing = report.rows.filter { $0.verdict == .regression }.map(\.name)
        #expect(failing == [Self.best + "#allocated_bytes_per_frame", Self.best + "#allocations_per_frame"]
            || failing == [Self.best + "#allocations_per_frame", Self.best + "#allocated_bytes_per_frame"])
        #expect(report.renderTable().contains(Self.best + "#allocations_per_frame"))
    }

    @Test("a second buffer held fails on bytes held; growth within the threshold passes")
    func heldBytes() {
        let held = Self.document([Self.best: (0, 0, 1_036_800), Self.legacy: (10, 354_400, 2_193_408)])
        let report = RegressionGate.compare(baseline: Self.baseline, run: held, settings: GateSettings(metric: .memory))
        #expect(report.rows.filter { $0.verdict == .regression }.map(\.name) == [Self.best + "#held_bytes"])
        let slightly = Self.document([Self.best: (0, 0, 691_200), Self.legacy: (10, 354_400 * 1.005, 2_193_408)])
        #expect(RegressionGate.compare(baseline: Self.baseline, run: slightly, settings: GateSettings(metric: .memory)).exitCode == .pass)
        #expect(Metric.memory.defaultThreshold == 0.01 && Metric.memory.isExact)
    }

    @Test("the filter selects by the benchmark's name, whatever the measure")
    func filterByBenchmark() throws {
        let settings = GateSettings(metric: .memory, filter: try BenchmarkFilter("^Pipeline/best/remote-1920x1080-30fps$"))
        let report = RegressionGate.compare(baseline: Self.baseline, run: Self.baseline, settings: settings)
        #expect(report.rows.count == 3 && report.rows.allSatisfy { $0.name.hasPrefix(Self.best + "#") })
        #expect(MemoryMeasure.benchmark(ofEntry: Self.best + "#held_bytes") == Self.best)
        #expect(MemoryMeasure.benchmark(ofEntry: "A/b#c") == "A/b#c")
    }

    @Test("a memory file round-trips and is refused as another metric's")
    func fileRoundTrip() throws {
        let data = Self.baseline.encoded()
        let read = try ResultDocument.decode(data, path: "m.json", role: .baseline, metric: .memory, requireMetadata: true)
        #expect(read.benchmarks.count == 6)
        #expect(throws: ResultFileError.self) {
            try ResultDocument.decode(data, path: "m.json", role: .baseline, metric: .instructions, requireMetadata: true)
        }
    }
}
