import Foundation
import Gate
import PiPVideo
import Results
import Suite

/// What `bench ab` does between parsing its options and printing: checks the base executable,
/// selects the benchmarks with their calibrations, runs the rounds (`ABSession`) with the clock
/// measured around them, and adds the head's instructions per cycle (`MetricCrossCheck`). Every
/// failure is a report with its exit code, never a thrown error.
public struct ABCheck: Sendable {
    /// The head executable (this one) and the base build's.
    public var headExecutable: String
    public var baseExecutable: String
    /// The suite's frame sizes and scope.
    public var sizes: [FrameSize]
    public var scope: SuiteConfiguration.Scope
    /// The benchmarks compared (calibrations are added); nil selects every one.
    public var filter: BenchmarkFilter?
    /// Repetitions per benchmark in each process, and seconds per repetition.
    public var repetitions: Int
    public var minimumSeconds: Double
    /// The decision rule, the time limit and the most rounds.
    public var rule: ComparisonRule
    public var timeLimit: Double
    public var maximumRounds: Int
    /// The clock compared.
    public var clock: TimeClock
    /// The instructions file of the cross-check; nil: the machine profile's committed baseline
    /// (`CheckSession.defaultBaselinePath`), noted and skipped when absent.
    public var instructionsBaseline: String?

    /// A check of the head against the base with these settings.
    public init(
        headExecutable: String, baseExecutable: String, sizes: [FrameSize], scope: SuiteConfiguration.Scope,
        filter: BenchmarkFilter?, repetitions: Int, minimumSeconds: Double, rule: ComparisonRule, timeLimit: Double,
        maximumRounds: Int, clock: TimeClock, instructionsBaseline: String?
    ) {
        self.headExecutable = headExecutable
        self.baseExecutable = baseExecutable
        self.sizes = sizes
        self.scope = scope
        self.filter = filter
        self.repetitions = repetitions
        self.minimumSeconds = minimumSeconds
        self.rule = rule
        self.timeLimit = timeLimit
        self.maximumRounds = maximumRounds
        self.clock = clock
        self.instructionsBaseline = instructionsBaseline
    }

    /// Runs the rounds and returns the report; `progress` gets one line per step (standard error).
    public func report(progress: @escaping (String) -> Void) -> ABReport {
        func failed(_ message: String, _ code: GateExitCode) -> ABReport {
            ABReport(failure: message, exitCode: code, rule: rule, headExecutable: headExecutable, baseExecutable: baseExecutable)
        }
        guard FileManager.default.isExecutableFile(atPath: baseExecutable) else {
            return failed("BASE_BENCH \(baseExecutable) is not an executable file (build the base revision with scripts/tools/ab.sh REF, "
                + "or `swift build -c release --product bench` in a checkout of it)", .unusableBaseline)
        }
        let configuration = SuiteConfiguration(sizes: sizes, scope: scope, cacheStates: CacheState.allCases)
        let selected = CalibratedSelection.select(CalibratedSelection.candidates(configuration), calibrated: true) {
            filter?.matches($0) ?? true
        }
        guard !selected.isEmpty else {
            return failed(MeasurementError.noBenchmarkSelected(filter: filter?.pattern ?? "").description, .emptySelection)
        }
        let session = ABSession(check: self, selected: selected)
        progress("""
            \(selected.count) benchmarks (with calibrations) x \(repetitions) repetitions of \(minimumSeconds) s \
            per process; rounds of head and base, at most \(Int(timeLimit)) s

            """)
        let clockBefore = CycleChain.measure()
        var report: ABReport
        do {
            report = try session.run(progress: progress)
        } catch {
            return failed(error.description, error.exitCode)
        }
        // The head's instructions per cycle at the clock measured around the rounds, or why there are none.
        let machine = MachineFacts.profile()
        let reference = InstructionsReference.read(
            path: instructionsBaseline ?? CheckSession.defaultBaselinePath(metric: .instructions, machine: machine),
            pathGiven: instructionsBaseline != nil, timeMachine: machine,
            clockHertz: [clockBefore, CycleChain.measure()].compactMap { $0 }.max(), noClock: "no clock measured (a debug build)")
        (report.crossCheck, report.crossCheckNote) = reference.crossCheck(
            times: report.rows.compactMap { row in row.headNanoseconds.map { (row.name, $0) } })
        return report
    }
}
