import Gate
@testable import Measurement
import PiPVideo
import Results
import Suite
import Testing

/// What a measurement plan selects and records, and the command lines of its child processes,
/// without running the suite.
@Suite struct MeasurementPlanTests {
    static let machine = MachineProfile(
        architecture: "x86_64", cpuModel: "c", logicalCores: 2, caches: [], simdFeatures: [], operatingSystem: "Linux",
        swiftVersion: "6", libyuvVersion: "1", valgrindVersion: "v", buildConfiguration: "release")
    static let sizes = [FrameSize(width: 640, height: 360)]
    static let sampling = TimeSampling(processes: 3, repetitions: 4, minimumSeconds: 0.01)

    func plan(_ metric: Metric, filter: String?) throws -> MeasurementPlan {
        MeasurementPlan(
            metric: metric, filter: try filter.map { try BenchmarkFilter($0) }, frames: 2, sampling: Self.sampling,
            sizes: Self.sizes, scope: .standard, machine: Self.machine, profileName: "test-profile")
    }

    @Test("time: the filter's benchmarks plus their memcpy rooflines and the compute calibration, all cache states")
    func timeSelection() throws {
        let plan = try plan(.time, filter: "^I420ToNV12/simd/640x360/hot$")
        #expect(plan.cacheStates == CacheState.allCases)
        let names = try plan.selectedBenchmarks().map(\.descriptor.name)
        #expect(Set(names) == ["I420ToNV12/simd/640x360/hot", "Memcpy/640x360/hot", ComputeCalibrationBenchmark.name])
    }

    @Test("instructions: hot only, no calibrations; a filter that selects nothing is a typed error")
    func instructionsSelection() throws {
        let plan = try plan(.instructions, filter: "^I420ToNV12/simd/")
        #expect(plan.cacheStates == [.hot])
        #expect(try plan.selectedBenchmarks().map(\.descriptor.name) == ["I420ToNV12/simd/640x360/hot"])
        let empty = try self.plan(.time, filter: "^NoSuchBenchmark$")
        #expect(throws: MeasurementError.self) { try empty.selectedBenchmarks() }
        do {
            _ = try empty.selectedBenchmarks()
        } catch {
            #expect(error.exitCode == .emptySelection && error.description.contains("^NoSuchBenchmark$"))
        }
    }

    @Test("metadata: the plan's settings per metric, each benchmark's calibration and each strategy's family")
    func metadata() throws {
        let time = try plan(.time, filter: "^I420ToNV12/(simd|libyuv)/640x360/hot$")
        let benchmarks = try time.selectedBenchmarks()
        let metadata = time.metadata(for: benchmarks, gitCommit: "abc", date: "2026-01-01")
        #expect(metadata.metric == .time && metadata.profile == "test-profile" && metadata.gitCommit == "abc")
        #expect(metadata.settings.sizes == ["640x360"] && metadata.settings.cacheStates == ["hot", "cold"])
        #expect(metadata.settings.repetitions == 4 && metadata.settings.processes == 3)
        #expect(metadata.settings.minimumSecondsPerRepetition == 0.01 && metadata.settings.framesCounted == nil)
        #expect(metadata.calibrations["I420ToNV12/simd/640x360/hot"] == "Memcpy/640x360/hot")
        #expect(metadata.computeCalibration == ComputeCalibrationBenchmark.name)
        #expect(metadata.strategyFamilies == [
            "I420ToNV12/simd/640x360/hot": StrategyFamily.simd.rawValue,
            "I420ToNV12/libyuv/640x360/hot": StrategyFamily.libyuv.rawValue,
        ])

        let instructions = try plan(.instructions, filter: "^I420ToNV12/simd/")
        let counted = instructions.metadata(for: try instructions.selectedBenchmarks(), gitCommit: "abc", date: "d")
        #expect(counted.settings.framesCounted == 2 && counted.settings.repetitions == nil && counted.computeCalibration == nil)
        #expect(counted.calibrations.isEmpty)
    }

    @Test("child command lines: the internal mode, the suite selection, then the mode's own options")
    func childCommandLines() {
        let sizes = [FrameSize(width: 640, height: 360), FrameSize(width: 1279, height: 719)]
        #expect(ChildCommandLine.timeProcess(sizes: sizes, scope: .full, filter: "^a$", sampling: Self.sampling, output: "o.json") == [
            "time-process", "--sizes", "640x360,1279x719", "--scope", "full", "--filter", "^a$",
            "--repetitions", "4", "--min-time", "0.01", "--output", "o.json",
        ])
        #expect(ChildCommandLine.countInstructions(sizes: sizes, scope: .standard, filter: "x", frames: 3, outcomes: "c.json") == [
            "count-instructions", "--sizes", "640x360,1279x719", "--scope", "standard", "--filter", "x",
            "--frames", "3", "--outcomes", "c.json",
        ])
    }

    @Test("calibrated selection: nothing when the filter selects nothing, else the selection with its calibrations")
    func calibratedSelection() {
        let configuration = SuiteConfiguration(sizes: Self.sizes, scope: .standard, cacheStates: [.hot])
        let candidates = CalibratedSelection.candidates(configuration)
        #expect(CalibratedSelection.select(candidates, calibrated: true) { _ in false }.isEmpty)
        let plain = CalibratedSelection.select(candidates, calibrated: false) { $0 == "I420ToNV12/naive/640x360/hot" }
        #expect(plain.map(\.descriptor.name) == ["I420ToNV12/naive/640x360/hot"])
        let calibrated = CalibratedSelection.select(candidates, calibrated: true) { $0 == "I420ToNV12/naive/640x360/hot" }
        #expect(calibrated.count == 3)
    }

    @Test("a plain run adds the read order of each selected cold kernel that names one, and nothing for hot ones")
    func readOrdersOfColdKernels() {
        let configuration = SuiteConfiguration(sizes: [FrameSize(width: 1280, height: 720)], scope: .standard)
        let candidates = CalibratedSelection.candidates(configuration)
        func run(_ pattern: String) -> [String] {
            CalibratedSelection.withReadOrders(
                CalibratedSelection.select(candidates, calibrated: true) { $0.hasPrefix(pattern) }, from: candidates
            ).map(\.descriptor.name)
        }
        // The gate's and A/B's selection does not add them: they measure what their filter selects.
        #expect(!CalibratedSelection.select(candidates, calibrated: true) { $0.hasPrefix("RotateNV12/simd/1280x720/90/cold") }
            .contains { $0.descriptor.name.hasPrefix("ReadOrder/") })
        let cold = run("RotateNV12/simd/1280x720/90/cold")
        #expect(cold.contains("ReadOrder/tiles-prefetched/1280x720/cold"))
        #expect(cold.filter { $0.hasPrefix("ReadOrder/") }.count == 1)
        let camera = run("RotateScaleNV12/fused/1280x720/270x480/90/cold")
        #expect(camera.contains("ReadOrder/strips-prefetched/1280x720/cold"))
        #expect(!run("RotateNV12/simd/1280x720/90/hot").contains { $0.hasPrefix("ReadOrder/") })
        #expect(!run("I420ToNV12/simd/1280x720/cold").contains { $0.hasPrefix("ReadOrder/") })
        // In catalogue order, as every selection is.
        let order = candidates.map(\.descriptor.name)
        #expect(cold == cold.sorted { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! })
    }

    @Test("ab rounds after a decision: the undecided benchmarks, their memcpy rooflines and the compute calibration only")
    func abRoundsShrink() {
        let configuration = SuiteConfiguration(sizes: Self.sizes + [FrameSize(width: 1280, height: 720)], scope: .standard, cacheStates: [.hot])
        let selected = CalibratedSelection.select(CalibratedSelection.candidates(configuration), calibrated: true) {
            $0.hasPrefix("I420ToNV12/naive/")
        }
        let session = ABSession(check: ABCheck(
            headExecutable: "h", baseExecutable: "b", sizes: configuration.sizes, scope: .standard, filter: nil,
            repetitions: 1, minimumSeconds: 0.01, rule: .ab(threshold: 0.03, confidence: 0.99, minimumRounds: 8),
            timeLimit: 10, maximumRounds: 10, clock: .cpu, instructionsBaseline: nil), selected: selected)
        #expect(session.names.count == 5)
        #expect(session.stillRunning(undecided: ["I420ToNV12/naive/1280x720/hot"]) == [
            "I420ToNV12/naive/1280x720/hot", "Memcpy/1280x720/hot", ComputeCalibrationBenchmark.name,
        ].sorted { session.names.firstIndex(of: $0)! < session.names.firstIndex(of: $1)! })
        #expect(session.stillRunning(undecided: []) == [ComputeCalibrationBenchmark.name])
    }
}
