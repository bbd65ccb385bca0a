@testable import Gate
@testable import Results
import Testing

@Suite struct GateComparisonTests {
    typealias F = Fixtures
    typealias Layout = (repetitions: Int, processes: Int?)

    func row(_ report: GateReport, _ name: String) throws -> GateRow {
        try #require(report.rows.first { $0.name == name })
    }

    /// Time documents as `bench record` writes them (8 processes of 3 repetitions, with the
    /// compute calibration) and as a file of one process holds them (12 repetitions, without it).
    static let layouts: [Layout] = [(3, 8), (12, nil)]

    /// A time document of `times` in `layout`; without a layout, 12 repetitions of one process
    /// that include `Calibration/compute` as a plain benchmark.
    func time(_ times: [String: Double], _ layout: Layout? = nil, seed: UInt64, failed: [String: String] = [:]) -> ResultDocument {
        guard let layout else { return F.timeDocument(times, calibrations: F.calibrations, seed: seed, failed: failed) }
        var times = times
        if layout.processes == nil { times[F.compute] = nil }  // files of one process have no compute calibration
        return F.timeDocument(
            times, calibrations: F.calibrations, repetitions: layout.repetitions, processes: layout.processes, seed: seed, failed: failed)
    }

    /// A time comparison of a baseline of `baselineTimes` with a run of `runTimes`, both in `layout`.
    func compareTime(
        _ baselineTimes: [String: Double], _ runTimes: [String: Double], _ layout: Layout? = nil, seeds: (UInt64, UInt64),
        settings: GateSettings = GateSettings(metric: .time), runFailures: [String: String] = [:]
    ) -> GateReport {
        RegressionGate.compare(
            baseline: time(baselineTimes, layout, seed: seeds.0), run: time(runTimes, layout, seed: seeds.1, failed: runFailures),
            settings: settings)
    }

    @Test("unchanged code passes in time mode, over many seeds", arguments: layouts.indices)
    func unchangedPasses(layout: Int) {
        for seed in UInt64(1)...30 {
            let report = compareTime(F.times, F.times, Self.layouts[layout], seeds: (seed, seed + 1000))
            #expect(report.exitCode == .pass, "seed \(seed): \(report.renderTable())")
        }
    }

    @Test("a 10% slower strategy regresses in time mode; the others pass", arguments: layouts.indices)
    func slowerRegresses(layout: Int) throws {
        var slower = F.times
        slower[F.simd] = (slower[F.simd] ?? 0) * 1.10
        let report = compareTime(F.times, slower, Self.layouts[layout], seeds: (1, 2))
        #expect(report.exitCode == .regression)
        let simd = try row(report, F.simd)
        #expect(simd.verdict == .regression)
        #expect(abs((simd.change ?? 0) - 0.10) < 0.03)
        #expect((simd.pValue ?? 1) < 0.001)
        #expect(try row(report, F.naive).verdict == .pass)
        #expect(try row(report, F.memcpy).verdict == .calibration)
    }

    @Test("a uniformly 30% slower machine is not a regression", arguments: layouts.indices)
    func slowerMachinePasses(layout: Int) throws {
        let slowerMachine = F.times.mapValues { $0 * 1.3 }
        let report = compareTime(F.times, slowerMachine, Self.layouts[layout], seeds: (3, 4))
        #expect(report.exitCode == .pass, "\(report.renderTable())")
        #expect(abs((try row(report, F.simd).rawChange ?? 0) - 0.3) < 0.03)
        #expect(abs((try row(report, F.naive).change ?? 1)) < 0.03)
    }

    @Test("per process: one sample per process, its fastest repetition, with the calibrations of that process")
    func oneSamplePerProcess() throws {
        let report = compareTime(F.times, F.times, (3, 8), seeds: (31, 32))
        let simd = try row(report, F.simd)
        #expect(simd.baselineSamples == 8 && simd.currentSamples == 8)
        #expect(simd.units == .perProcess)
        #expect(abs((simd.memoryShare ?? 0) - 40.0 / 45.0) < 0.02)
        #expect((try row(report, F.naive).memoryShare ?? 1) < 0.02)
        #expect(try row(report, F.compute).verdict == .calibration)
    }

    @Test("each benchmark follows its own calibration: memory 25% slower moves memory-bound simd, not compute-bound naive")
    func calibrationsByShare() throws {
        var slowerMemory = F.times
        for name in [F.memcpy, F.simd] { slowerMemory[name] = (slowerMemory[name] ?? 0) * 1.25 }
        let unchanged = compareTime(F.times, slowerMemory, (3, 8), seeds: (33, 34))
        #expect(unchanged.exitCode == .pass, "\(unchanged.renderTable())")

        // naive 10% slower while memcpy got 15% faster: dividing naive by memcpy alone would read +29%;
        // the share model reads about +10%.
        var naiveSlower = F.times
        naiveSlower[F.naive] = (naiveSlower[F.naive] ?? 0) * 1.10
        naiveSlower[F.memcpy] = (naiveSlower[F.memcpy] ?? 0) * 0.85
        naiveSlower[F.simd] = (naiveSlower[F.simd] ?? 0) * (0.85 * 40 + 5) / 45
        let report = compareTime(F.times, naiveSlower, (3, 8), seeds: (35, 36))
        let naive = try row(report, F.naive)
        #expect(naive.verdict == .regression)
        #expect(abs((naive.change ?? 0) - 0.10) < 0.03)
        #expect(try row(report, F.simd).verdict == .pass)
    }

    @Test("a faster machine does not hide a regression: 10% slower code on a 20% faster machine regresses")
    func fasterMachineHidesNothing() throws {
        var run = F.times.mapValues { $0 * 0.8 }
        run[F.simd] = (run[F.simd] ?? 0) * 1.10
        let report = compareTime(F.times, run, (3, 8), seeds: (37, 38))
        let simd = try row(report, F.simd)
        #expect((simd.rawChange ?? 0) < 0)
        #expect(simd.verdict == .regression)
    }

    @Test("without the compute calibration in both files, memcpy alone normalises, with a warning")
    func computeCalibrationMissing() throws {
        var run = F.times
        run[F.compute] = nil
        let report = compareTime(F.times, run, (3, 8), seeds: (39, 40))
        #expect(report.warnings.contains { $0.contains("compute calibration") })
        #expect(try row(report, F.simd).memoryShare == 1)
        #expect(try row(report, F.compute).verdict == .missing)
    }

    @Test("files sampled with other repetitions or seconds per repetition get a warning; equal ones none")
    func samplingMismatchWarns() throws {
        func document(repetitions: Int, seconds: Double, seed: UInt64) -> ResultDocument {
            var document = time(F.times, (repetitions, 8), seed: seed)
            document.metadata?.settings.repetitions = repetitions
            document.metadata?.settings.minimumSecondsPerRepetition = seconds
            return document
        }
        let settings = GateSettings(metric: .time)
        let same = RegressionGate.compare(
            baseline: document(repetitions: 4, seconds: 0.05, seed: 41), run: document(repetitions: 4, seconds: 0.05, seed: 42),
            settings: settings)
        #expect(!same.warnings.contains { $0.contains("repetitions") })
        for (repetitions, seconds) in [(16, 0.05), (4, 0.0125)] {
            let other = RegressionGate.compare(
                baseline: document(repetitions: 4, seconds: 0.05, seed: 43),
                run: document(repetitions: repetitions, seconds: seconds, seed: 44), settings: settings)
            let warning = try #require(other.warnings.first { $0.contains("repetitions") })
            #expect(warning.contains("--repetitions 4 --min-time 0.05"))
        }
        #expect(RegressionGate.samplingMismatch(nil, F.metadata(.time).settings) == nil)
    }

    @Test("beyond the threshold but not significant passes as noise")
    func notSignificantPasses() throws {
        var slower = F.times
        slower[F.simd] = (slower[F.simd] ?? 0) * 1.06
        let report = RegressionGate.compare(
            baseline: F.timeDocument(F.times, calibrations: F.calibrations, repetitions: 2, processes: 3, spread: 0.3, seed: 7),
            run: F.timeDocument(slower, calibrations: F.calibrations, repetitions: 2, processes: 3, spread: 0.3, seed: 8),
            settings: GateSettings(metric: .time))
        #expect(try row(report, F.simd).verdict != .regression)
        #expect(report.warnings.contains { $0.contains("cannot reach") })
    }

    @Test("faster code is an improvement: passes with a hint to re-record")
    func improvementPasses() throws {
        var faster = F.times
        faster[F.simd] = (faster[F.simd] ?? 0) * 0.8
        let report = compareTime(F.times, faster, seeds: (9, 10))
        #expect(report.exitCode == .pass)
        let simd = try row(report, F.simd)
        #expect(simd.verdict == .improvement)
        #expect(simd.note?.description.contains("re-record") == true)
    }

    @Test("a removed benchmark fails with its own code; a new one passes as new")
    func missingAndNew() throws {
        var run = F.times
        run[F.naive] = nil
        run["I420ToNV12/rotate90/1280x720/hot"] = 50_000
        let report = compareTime(F.times, run, seeds: (11, 12))
        #expect(report.exitCode == .missingBenchmark)
        #expect(try row(report, F.naive).verdict == .missing)
        #expect(try row(report, "I420ToNV12/rotate90/1280x720/hot").verdict == .new)
    }

    @Test("a filtered-out baseline benchmark is not missing")
    func filterLimitsMissing() throws {
        var run = F.times
        run[F.naive] = nil
        let report = compareTime(F.times, run, seeds: (13, 14), settings: GateSettings(metric: .time, filter: try BenchmarkFilter("simd")))
        #expect(report.exitCode == .pass)
        #expect(report.rows.map(\.name) == [F.simd])
    }

    @Test("a benchmark that failed in the run fails the gate with the suite code")
    func failedRun() throws {
        let report = compareTime(F.times, F.times, seeds: (15, 16), runFailures: [F.simd: "verification failed"])
        #expect(report.exitCode == .suiteFailed)
        #expect(try row(report, F.simd).note?.description == "verification failed")
    }

    @Test("a missing calibration makes its benchmarks missing")
    func missingCalibration() throws {
        var run = F.times
        run[F.memcpy] = nil
        let report = compareTime(F.times, run, seeds: (17, 18))
        #expect(report.exitCode == .missingBenchmark)
        #expect(try row(report, F.simd).verdict == .missing)
    }

    @Test("instructions: 2% more regresses, 0.5% passes, 2% fewer improves; threshold overrides apply")
    func instructions() throws {
        let baseline = F.instructionsDocument([F.simd: 1_000_000, F.naive: 9_000_000, F.memcpy: 2_000_000])
        let run = F.instructionsDocument([F.simd: 1_020_000, F.naive: 9_045_000, F.memcpy: 1_960_000])
        let report = RegressionGate.compare(baseline: baseline, run: run, settings: GateSettings(metric: .instructions))
        #expect(report.exitCode == .regression)
        #expect(try row(report, F.simd).verdict == .regression)
        #expect(try row(report, F.naive).verdict == .pass)
        #expect(try row(report, F.memcpy).verdict == .improvement)
        #expect(try row(report, F.simd).pValue == nil)

        let relaxed = Thresholds(defaultThreshold: 0.01, overrides: [.init(filter: try BenchmarkFilter("simd/"), threshold: 0.03)])
        let relaxedReport = RegressionGate.compare(baseline: baseline, run: run, settings: GateSettings(metric: .instructions, thresholds: relaxed))
        #expect(relaxedReport.exitCode == .pass)
        #expect(try row(relaxedReport, F.simd).threshold == 0.03)
    }

    @Test("instructions: the table and the summary name what counted them (callgrind, or the baseline's counter)")
    func instructionCounterNamed() {
        let run = F.instructionsDocument([F.simd: 1_000_000])
        var baseline = F.instructionsDocument([F.simd: 1_000_000])
        let callgrind = RegressionGate.compare(baseline: baseline, run: run, settings: GateSettings(metric: .instructions))
        #expect(callgrind.renderTable().contains("counted by callgrind"))
        baseline.metadata?.machine.instructionCounter = "qemu plugin Arm64/Plugin/insn-count.c under qemu-aarch64 7.2"
        let qemu = RegressionGate.compare(baseline: baseline, run: run, settings: GateSettings(metric: .instructions))
        for text in [qemu.renderTable(), qemu.renderMarkdown()] {
            #expect(text.contains("counted by qemu plugin Arm64/Plugin/insn-count.c under qemu-aarch64 7.2"))
            #expect(!text.contains("callgrind"))
        }
    }

    @Test("the highest exit code wins; reports that stopped early carry their code")
    func exitCodePrecedence() {
        let baseline = F.instructionsDocument([F.simd: 100, F.naive: 100, F.memcpy: 100])
        let regressedAndMissing = F.instructionsDocument([F.simd: 200, F.naive: 100])
        #expect(RegressionGate.compare(baseline: baseline, run: regressedAndMissing, settings: GateSettings(metric: .instructions)).exitCode
            == .missingBenchmark)
        let allThree = F.instructionsDocument([F.simd: 200, F.naive: 100], failed: [F.memcpy: "boom"])
        #expect(RegressionGate.compare(baseline: baseline, run: allThree, settings: GateSettings(metric: .instructions)).exitCode
            == .suiteFailed)
        #expect(RegressionGate.compare(baseline: baseline, run: baseline, settings: GateSettings(metric: .instructions)).exitCode == .pass)
        #expect(GateReport(settings: GateSettings(metric: .time), failure: "no baseline", exitCode: .unusableBaseline).exitCode == .unusableBaseline)
        #expect(GateReport(settings: GateSettings(metric: .time), failure: "valgrind failed", exitCode: .suiteFailed).exitCode == .suiteFailed)
        #expect(GateExitCode.allCases.map(\.rawValue) == [0, 2, 3, 4, 5, 6, 7, 64])
    }
}
