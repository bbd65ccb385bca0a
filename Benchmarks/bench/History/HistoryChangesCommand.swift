import ArgumentParser
import Foundation
import Gate
import History
import Results
import Statistics

/// `bench history changes`: each benchmark's change points, grouped by the run that brought them.
struct HistoryChangesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "changes",
        abstract: "List the change points of every benchmark's history, with their commits.",
        discussion: """
            Per machine profile and metric, each benchmark's series of runs (oldest first, by the \
            date each was measured) is segmented by PELT (Killick et al. 2012) with the L1 cost \
            on log values: levels and relative steps, robust to outliers. The penalty comes from \
            the series' own noise (the median of successive differences), at least a step of \
            --min-step; a lone run off its neighbours' common level is an outlier, not a step; \
            steps below --min-step are merged (instruction counts have no noise). Each step is \
            listed under the run that brought it: its commit (and, for imported baselines, the \
            commit that committed it and its subject), the previous run, the levels before and \
            after, and its significance: the Mann-Whitney U p-value of the two segments when \
            each has 2 runs or more, and the step in units of the noise ("noise-free" for counts). \
            A step is judged by the comparison rule of the gate (beyond --threshold; exact, since \
            the search kept only steps beyond the noise), except at a run where a calibration \
            (Memcpy/..., Calibration/compute) steps too: that step is marked "machine changed", \
            the machine's, not the code's.

            Exit codes: 0 listed; 2 the newest run of a history starts a step up beyond \
            --threshold (like check) where no calibration steps; 4 no history or an unusable \
            database; 64 bad arguments.
            """)

    @OptionGroup var database: HistoryDatabaseOption

    @Option(help: ArgumentHelp("Only this metric. (default: both)", valueName: "time|instructions"))
    var metric: Metric?

    @Option(help: ArgumentHelp("Only this machine profile. (default: all)", valueName: "NAME"))
    var profile: String?

    @Option(help: ArgumentHelp("Only the benchmarks this regex selects (as --benchmark_filter). (default: all)", valueName: "REGEX"),
            transform: BenchmarkFilter.init)
    var filter: BenchmarkFilter?

    @Option(help: ArgumentHelp("The smallest step reported, in percent. (default: half the metric's gate threshold: instructions 0.5, time 2.5)",
                               valueName: "PERCENT"), transform: Percent.init(parsing:))
    var minStep: Percent?

    @Option(help: ArgumentHelp("Exit 2 when the newest run starts a step up beyond this, in percent. (default: the gate's: instructions 1, time 5)",
                               valueName: "PERCENT"), transform: Percent.init(parsing:))
    var threshold: Percent?

    @Option(help: ArgumentHelp("time: the clock (real_time or cpu_time).", valueName: "real|cpu"))
    var clock: TimeClock = .real

    func run() throws {
        let histories: [RunHistory]
        do {
            let store = try HistoryStore(path: database.path, create: false)
            histories = try store.histories().filter { (metric ?? $0.metric) == $0.metric && (profile ?? $0.profile) == $0.profile }
        } catch {
            HistoryCommand.fail(error)
        }
        if histories.isEmpty { print("history: no runs stored\(metric.map { " of \($0.rawValue)" } ?? "")\(profile.map { " for \($0)" } ?? "") in \(database.path)") }
        var regressions = 0
        for history in histories {
            let detector = ChangePointDetector(metric: history.metric, minimumStep: minStep?.fraction)
            let changes = HistoryChanges(history: history, detector: detector, filter: filter, clock: clock)
            let limit = threshold?.fraction ?? history.metric.defaultThreshold
            print(changes.text(detector: detector, threshold: limit))
            regressions += changes.newestRegressions(threshold: limit).count
        }
        if regressions > 0 { throw ExitCode(GateExitCode.regression.rawValue) }
    }
}
