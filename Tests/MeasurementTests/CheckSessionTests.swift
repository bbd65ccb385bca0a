import Foundation
import Gate
@testable import Measurement
import PiPVideo
import Results
import Suite
import Testing

/// `bench check`'s session on files and on a stand-in measurement: no process is started.
@Suite struct CheckSessionTests {
    static let machine = MachineProfile(
        architecture: "x86_64", cpuModel: "c", logicalCores: 2, caches: [], simdFeatures: [], operatingSystem: "Linux",
        swiftVersion: "6", libyuvVersion: "1", valgrindVersion: "v", buildConfiguration: "release")
    static let simd = "I420ToNV12/simd/640x360/hot"

    /// An instructions file with `counts`, recorded with `filter` over 640x360.
    static func instructions(_ counts: [String: Double], machine: MachineProfile = machine, filter: String? = nil) -> ResultDocument {
        ResultDocument(
            benchmarks: counts.keys.sorted().map { BenchmarkEntry(name: $0, iterations: 2, realTime: counts[$0]) },
            metadata: ResultMetadata(
                metric: .instructions, profile: "test-profile", machine: machine, gitCommit: "abc", date: "2026-01-01T00:00:00Z",
                settings: RunSettings(sizes: ["640x360"], scope: "standard", cacheStates: ["hot"], filter: filter, framesCounted: 2),
                calibrations: [:], computeCalibration: nil))
    }

    /// Writes `document` to a new temporary file and returns its path.
    static func file(_ document: ResultDocument) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("check-session-\(UUID()).json")
        try document.encoded().write(to: url)
        return url.path
    }

    static func choices(sizes: [FrameSize]? = nil) -> CheckSession.MeasurementChoices {
        CheckSession.MeasurementChoices(
            filter: nil, sizes: sizes, frames: 2, sampling: { _ in TimeSampling(processes: 1, repetitions: 1, minimumSeconds: 0.01) },
            parseSizes: { try $0.map { text in guard let size = FrameSize(parsing: text) else { throw MeasurementError.unreadableOutput(text) }; return size } })
    }

    /// What the stand-in measurement saw.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var plans: [MeasurementPlan] = []
        func record(_ plan: MeasurementPlan) { lock.withLock { plans.append(plan) } }
        var recorded: [MeasurementPlan] { lock.withLock { plans } }
    }

    @Test("a run file: compared by the gate's rule, a regression exits 2")
    func runFile() throws {
        let baseline = try Self.file(Self.instructions([Self.simd: 1000]))
        let run = try Self.file(Self.instructions([Self.simd: 1020]))
        defer { for path in [baseline, run] { try? FileManager.default.removeItem(atPath: path) } }
        let session = CheckSession(
            settings: GateSettings(metric: .instructions), baselinePath: baseline, run: .file(run), allowUnknownHost: false,
            instructionsBaseline: nil, machine: Self.machine)
        let report = try session.report()
        #expect(report.failure == nil && report.rows.map(\.verdict) == [.regression] && report.exitCode == .regression)
    }

    @Test("a measurement takes the baseline's filter, sizes and profile, and saves the run")
    func measurement() throws {
        let baseline = try Self.file(Self.instructions([Self.simd: 1000], filter: "simd"))
        let saved = FileManager.default.temporaryDirectory.appendingPathComponent("check-session-\(UUID())/run.json").path
        defer { try? FileManager.default.removeItem(atPath: baseline); try? FileManager.default.removeItem(atPath: saved) }
        let calls = Calls()
        var session = CheckSession(
            settings: GateSettings(metric: .instructions), baselinePath: baseline, run: .measure(Self.choices(), savePath: saved),
            allowUnknownHost: false, instructionsBaseline: nil, machine: Self.machine)
        let measured = Self.instructions([Self.simd: 1000])
        session.measure = { plan in
            calls.record(plan)
            return MeasuredResult(contents: measured.encoded(), document: measured)
        }
        let report = try session.report()
        #expect(report.exitCode == .pass && report.rows.map(\.verdict) == [.pass])
        let plan = try #require(calls.recorded.first)
        #expect(plan.filter?.pattern == "simd" && plan.sizes == [FrameSize(width: 640, height: 360)] && plan.profileName == "test-profile")
        #expect(FileManager.default.fileExists(atPath: saved))
    }

    @Test("a baseline of another machine is refused before anything is measured (exit 4)")
    func incompatibleMachine() throws {
        var other = Self.machine
        other.architecture = "aarch64"
        let baseline = try Self.file(Self.instructions([Self.simd: 1000], machine: other))
        defer { try? FileManager.default.removeItem(atPath: baseline) }
        let calls = Calls()
        var session = CheckSession(
            settings: GateSettings(metric: .instructions), baselinePath: baseline,
            run: .measure(Self.choices(), savePath: "/nonexistent/run.json"), allowUnknownHost: false, instructionsBaseline: nil,
            machine: Self.machine)
        session.measure = { plan in
            calls.record(plan)
            throw MeasurementError.processFailed(status: 1)
        }
        let report = try session.report()
        #expect(report.exitCode == .unusableBaseline && report.failure != nil && calls.recorded.isEmpty)
    }

    @Test("a failed measurement is the report's failure with the measurement's exit code")
    func failedMeasurement() throws {
        let baseline = try Self.file(Self.instructions([Self.simd: 1000]))
        defer { try? FileManager.default.removeItem(atPath: baseline) }
        var session = CheckSession(
            settings: GateSettings(metric: .instructions), baselinePath: baseline,
            run: .measure(Self.choices(), savePath: "/nonexistent/run.json"), allowUnknownHost: false, instructionsBaseline: nil,
            machine: Self.machine)
        session.measure = { _ in throw MeasurementError.noBenchmarkSelected(filter: "x") }
        let report = try session.report()
        #expect(report.exitCode == .emptySelection && report.failure?.contains("selects no benchmark") == true)
    }

    @Test("a missing baseline exits 4")
    func missingBaseline() throws {
        let session = CheckSession(
            settings: GateSettings(metric: .instructions), baselinePath: "/nonexistent/baseline.json", run: .file("/nonexistent/run.json"),
            allowUnknownHost: false, instructionsBaseline: nil, machine: Self.machine)
        #expect(try session.report().exitCode == .unusableBaseline)
    }
}

/// The one launcher of time processes, with a stand-in child.
@Suite struct TimeProcessLauncherTests {
    @Test("a child's exit status, its missing output, and its output")
    func outcomes() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("launcher-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        #expect(TimeProcessLauncher(start: { _ in 3 }).run(["bench"], output: output) == .failure(.exitStatus(3)))
        #expect(TimeProcessLauncher(start: { _ in 0 }).run(["bench"], output: output) == .failure(.noOutput))
        let writer = TimeProcessLauncher(start: { line in
            FileManager.default.createFile(atPath: line.last ?? "", contents: Data("{}".utf8)) ? 0 : 1
        })
        #expect(writer.run(["bench", output], output: output) == .success(Data("{}".utf8)))
    }

    @Test("the command line is bench's time-process over exactly the names")
    func commandLine() {
        let line = TimeProcessLauncher.commandLine(
            executable: "/bin/bench", sizes: [FrameSize(width: 640, height: 360)], scope: .standard, names: ["A/x"],
            sampling: TimeSampling(processes: 1, repetitions: 2, minimumSeconds: 0.5), output: "/tmp/o.json")
        #expect(line.first == "/bin/bench" && line[1] == "time-process" && line.last == "/tmp/o.json")
        #expect(line.contains(BenchmarkFilter.exactly(["A/x"])))
    }

    @Test("a time measurement whose process fails throws processFailed with its status")
    func planWithFailingProcess() throws {
        var plan = MeasurementPlan(
            metric: .time, filter: try BenchmarkFilter("^I420ToNV12/simd/640x360/hot$"), frames: 2,
            sampling: TimeSampling(processes: 2, repetitions: 1, minimumSeconds: 0.01), sizes: [FrameSize(width: 640, height: 360)],
            scope: .standard, machine: CheckSessionTests.machine, profileName: "test-profile")
        plan.launcher = TimeProcessLauncher(start: { _ in 9 })
        #expect {
            _ = try plan.measure()
        } throws: { error in
            if case MeasurementError.processFailed(status: 9) = error { return true }
            return false
        }
    }
}
