import Foundation
import Gate
import PiPVideo
import Results
import Statistics
import Suite

/// `bench check`'s work: read the baseline, make sure it fits this machine (or the run file's),
/// measure the suite as the baseline was measured (or read a finished run), compare with
/// `RegressionGate`, and for time add the metrics' cross-check. The command only parses options
/// into a session and renders the report `report()` returns.
public struct CheckSession: Sendable {
    /// Where the run comes from.
    public enum RunSource: Sendable {
        /// A finished run file (`bench record --output`, or `bench run --benchmark_out`).
        case file(String)
        /// Measure the suite now; the run's JSON is saved at `savePath`.
        case measure(MeasurementChoices, savePath: String)
    }

    /// What the command line chose for a measurement; what it leaves open comes from the baseline.
    public struct MeasurementChoices: Sendable {
        /// `--filter` (else the baseline's).
        public var filter: BenchmarkFilter?
        /// `--sizes` (else the baseline's).
        public var sizes: [FrameSize]?
        /// instructions: frames counted per benchmark.
        public var frames: Int
        /// time: the sampling for a baseline recorded with the given settings.
        public var sampling: @Sendable (RunSettings) -> TimeSampling
        /// Parses the baseline's sizes (`WxH` strings) as the command line parses `--sizes`.
        public var parseSizes: @Sendable ([String]) throws -> [FrameSize]

        /// The choices.
        public init(
            filter: BenchmarkFilter?, sizes: [FrameSize]?, frames: Int, sampling: @escaping @Sendable (RunSettings) -> TimeSampling,
            parseSizes: @escaping @Sendable ([String]) throws -> [FrameSize]
        ) {
            self.filter = filter
            self.sizes = sizes
            self.frames = frames
            self.sampling = sampling
            self.parseSizes = parseSizes
        }
    }

    /// Metric, thresholds, alpha, filter and clock of the comparison.
    public let settings: GateSettings
    /// The baseline file.
    public let baselinePath: String
    /// Where the run comes from.
    public let run: RunSource
    /// time: compare even when a side was written before host identity was recorded.
    public let allowUnknownHost: Bool
    /// time: the instructions file set beside the run's times; nil for the default path, which
    /// may be absent.
    public let instructionsBaseline: String?
    /// This machine.
    public let machine: MachineProfile
    /// Measures a plan (`MeasurementPlan.measure()`; a test's stand-in).
    public var measure: @Sendable (MeasurementPlan) throws -> MeasuredResult = { try $0.measure() }

    /// A session.
    public init(
        settings: GateSettings, baselinePath: String, run: RunSource, allowUnknownHost: Bool, instructionsBaseline: String?,
        machine: MachineProfile
    ) {
        self.settings = settings
        self.baselinePath = baselinePath
        self.run = run
        self.allowUnknownHost = allowUnknownHost
        self.instructionsBaseline = instructionsBaseline
        self.machine = machine
    }

    /// The default baseline of `metric` on `machine`: baselines/<os>-<arch>-<cores>core-<metric>.json.
    public static func defaultBaselinePath(metric: Metric, machine: MachineProfile) -> String {
        "baselines/\(machine.defaultName)-\(metric.rawValue).json"
    }

    /// The gate's report; a report with `failure` set when no comparison could be made (its exit
    /// code says why).
    /// - Throws: only when the measured run cannot be saved.
    public func report() throws -> GateReport {
        let metric = settings.metric
        func failed(_ message: String, _ code: GateExitCode) -> GateReport {
            GateReport(settings: settings, failure: message, exitCode: code)
        }
        let baseline: ResultDocument
        do {
            baseline = try ResultDocument.read(path: baselinePath, role: .baseline, metric: metric, requireMetadata: true)
        } catch {
            return failed(error.description, .unusableBaseline)
        }
        guard let baselineMetadata = baseline.metadata else {
            return failed(ResultFileError.missingMetadata(path: baselinePath, role: .baseline).description, .unusableBaseline)
        }

        let runDocument: ResultDocument
        var runProfiles: ProfileSource = .none
        switch run {
        case .file(let path):
            runProfiles = .beside(path)
            do {
                runDocument = try ResultDocument.read(path: path, role: .run, metric: metric, requireMetadata: false)
            } catch {
                return failed(error.description, .suiteFailed)
            }
            if let problem = hostProblem(baseline: baselineMetadata.machine, run: runDocument.metadata?.machine ?? machine,
                                         runPath: runDocument.metadata == nil ? nil : path) {
                return failed(problem, .unusableBaseline)
            }
        case .measure(let choices, let savePath):
            // Measured only on a machine the baseline fits.
            if let problem = hostProblem(baseline: baselineMetadata.machine, run: machine, runPath: nil) {
                return failed(problem, .unusableBaseline)
            }
            let recorded = baselineMetadata.settings
            let filter: BenchmarkFilter?
            let sizes: [FrameSize]
            do {
                filter = try choices.filter ?? recorded.filter.map { try BenchmarkFilter($0) }
                sizes = try choices.sizes ?? choices.parseSizes(recorded.sizes)
            } catch {
                return failed("baseline \(baselinePath): \(error)", .unusableBaseline)
            }
            let plan = MeasurementPlan(
                metric: metric, filter: filter, frames: choices.frames, sampling: choices.sampling(recorded), sizes: sizes,
                scope: SuiteConfiguration.Scope(rawValue: recorded.scope) ?? .standard, machine: machine,
                profileName: baselineMetadata.profile)
            let result: MeasuredResult
            do {
                result = try measure(plan)
            } catch let error as MeasurementError {
                return failed("\(error)", error.exitCode)
            } catch {
                return failed("\(error)", .suiteFailed)
            }
            try result.write(to: savePath)
            runDocument = result.document
            runProfiles = result.profiles.map { .measured($0) } ?? .none
        }

        var report = RegressionGate.compare(baseline: baseline, run: runDocument, settings: settings)
        if metric == .instructions { addProfiles(to: &report, run: runProfiles) }
        guard metric == .time else { return report }
        let runMachine = runDocument.metadata?.machine ?? machine
        if let warning = HostCheck.unknownHostWarning(baseline: baselineMetadata.machine, run: runMachine) {
            report.warnings.append(warning)
        }
        // The metrics' cross-check (`MetricCrossCheck`), or the reason there is none; it never changes the exit code.
        let reference = InstructionsReference.read(
            path: instructionsBaseline ?? Self.defaultBaselinePath(metric: .instructions, machine: machine),
            pathGiven: instructionsBaseline != nil, timeMachine: runMachine, clockHertz: runDocument.metadata?.machine.clockHertz,
            noClock: "the run has no clock measured in it (a run file from `bench run`, a debug build, or a file from before the clock was recorded)")
        (report.crossCheck, report.crossCheckNote) = reference.crossCheck(times: report.rows.compactMap { row in row.current.map { (row.name, $0) } })
        return report
    }

    /// Where the run's function profiles come from.
    enum ProfileSource {
        case none
        /// Measured now.
        case measured(ProfileDocument)
        /// Beside the run file at this path, if there.
        case beside(String)
    }

    /// Adds to `report` where the instructions of its REGRESSION and IMPROVEMENT rows went (the
    /// profiles beside the baseline and of the run, `ProfileComparison`), or a note saying why
    /// not. A damaged profile file is a warning: the counts are judged without it.
    func addProfiles(to report: inout GateReport, run: ProfileSource) {
        guard report.rows.contains(where: { $0.verdict == .regression || $0.verdict == .improvement }) else { return }
        func read(_ path: String, _ role: String) -> ProfileDocument? {
            do {
                return try ProfileDocument.read(path: path)
            } catch .notFound {
                report.profileNote = "no function profiles beside the \(role) (\(path)): "
                    + (role == "baseline" ? "re-record it with `bench record --metric instructions`" : "count the run with this bench")
                    + " to see where the instructions went"
            } catch {
                report.warnings.append("the \(role)'s profiles were not read: \(error.description)")
            }
            return nil
        }
        guard let baselineProfiles = read(ProfileDocument.path(besideResult: baselinePath), "baseline") else { return }
        let runProfiles: ProfileDocument
        switch run {
        case .none: return
        case .measured(let document): runProfiles = document
        case .beside(let path):
            guard let document = read(ProfileDocument.path(besideResult: path), "run") else { return }
            runProfiles = document
        }
        let (comparisons, missing) = ProfileComparison.forChangedRows(report.rows, baseline: baselineProfiles, run: runProfiles)
        report.profiles = comparisons
        if !missing.isEmpty {
            report.profileNote = "not in both profile files: " + missing.joined(separator: ", ")
        }
    }

    /// Why the baseline does not fit a run on `run` (profile incompatibilities; for time also the
    /// host identity), or nil. `runPath` names the run file when the run's machine comes from one.
    func hostProblem(baseline: MachineProfile, run: MachineProfile, runPath: String?) -> String? {
        let problems = baseline.incompatibilities(with: run, for: settings.metric)
        if !problems.isEmpty { return ResultFileError.incompatibleProfile(path: baselinePath, problems: problems).description }
        guard settings.metric == .time else { return nil }
        return HostCheck.problem(
            baseline: baseline, run: run, baselinePath: baselinePath, runPath: runPath, allowUnknownHost: allowUnknownHost
        )?.description
    }
}
