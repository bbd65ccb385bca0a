import ArgumentParser
import Foundation
import Gate
import Measurement
import Results
import Statistics
import Suite

/// `bench check`: the regression gate. Runs the suite (or reads a finished run) and compares every
/// benchmark with the baseline.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: """
            Compare a run of the suite with a baseline; exit non-zero on a regression or a missing \
            benchmark.
            """,
        discussion: """
            time: the suite runs in --processes fresh processes (default 12) one after another, \
            with --repetitions randomly interleaved repetitions of --min-time seconds in each \
            (default: the baseline's, which `record` makes 16 of 0.0125 s in each of 24 \
            processes). Each process gives one sample per benchmark: its fastest repetition, taken \
            to the baseline's machine speed by the calibrations measured in the same process: the \
            memcpy of the same bytes and cache state for the share of the benchmark's baseline \
            time that memcpy takes, the compute calibration (Calibration/compute, a scalar loop on \
            L1-resident data) for the rest. A uniformly slower machine therefore is not a \
            regression. A benchmark regresses when the median of these samples grew by more than \
            its threshold (default 5%) AND a two-sided Mann-Whitney U test over them gives \
            p < --alpha (default 0.01).

            instructions: instructions per frame counted under callgrind (hot cache; \
            deterministic). A benchmark regresses when the count grew by more than its threshold \
            (default 1%). This is the mode CI runs, with memory: allocations and bytes per frame \
            and frame memory held, each a row <benchmark>#<measure>, exact as instructions are (0 \
            to 1 allocation per frame is a regression). For each instructions REGRESSION and \
            IMPROVEMENT the table, summary and verdict list the functions whose own instructions \
            per frame moved most, from the profiles beside the baseline (<baseline>.profile.json, \
            written by `record`) and beside the run (the saved run's, or --run FILE's).

            The baseline must come from a compatible machine profile: same architecture and a \
            release build; time also needs the same CPU model and core count and the same host \
            identity (CPU family, model and stepping, SIMD flags, caches: a time baseline of \
            another host, or of before host identity was recorded, exits 4 unless \
            --allow-unknown-host covers the latter); instructions the same Swift, libyuv and \
            valgrind versions.

            time also cross-checks the metrics: where --instructions-baseline counts a benchmark, \
            the summary and verdict show instructions per frame, time per frame and instructions \
            per cycle at the clock measured in the run; outside 0.05-6 per cycle is flagged as a \
            measurement problem (it does not change the exit code).

            Prints a table; writes a Markdown summary (also appended to $GITHUB_STEP_SUMMARY when \
            set), a JSON verdict and the run's JSON (readable by compare.py) to the paths below.

            Exit codes:
            \(GateExitCode.documentation)
            """)

    @OptionGroup var measurement: MeasurementOptions

    @Option(help: ArgumentHelp(
        "The baseline. (default: baselines/<os>-<arch>-<cores>core-<metric>.json)",
        valueName: "FILE"))
    var baseline: String?

    @Option(name: .customLong("run"), help: ArgumentHelp("""
        Compare this finished run (from `bench record --output FILE`, or for time `bench run \
        --benchmark_out=FILE --benchmark_out_format=json`) instead of running the suite. \
        (default: run the suite)
        """, valueName: "FILE"))
    var runFile: String?

    @Option(help: ArgumentHelp("""
        Regression threshold in percent of the benchmarks no --threshold-for selects, at most \
        \(Self.maximumThreshold). (default: time \(Percent(Metric.time.defaultThreshold * 100)), \
        instructions \(Percent(Metric.instructions.defaultThreshold * 100)))
        """, valueName: "PERCENT"), transform: Percent.init(parsing:))
    var threshold: Percent?

    @Option(name: .customLong("threshold-for"), help: ArgumentHelp("""
        Threshold for the benchmarks a regex selects, e.g. 'naive/=10'; repeatable, the last \
        match wins. (default: none)
        """, valueName: "REGEX=PERCENT"), transform: ThresholdOverride.init(parsing:))
    var thresholdOverrides: [ThresholdOverride] = []

    @Option(help: "time: significance level of the U test.")
    var alpha: Double = ComparisonRule.gateAlpha

    @Option(help: ArgumentHelp("""
        time: the clock to judge. real = wall clock (Google Benchmark's real_time); cpu = CPU \
        time of the benchmark thread (cpu_time), which excludes time spent descheduled on an \
        oversubscribed machine. Both are in every run file.
        """, valueName: "real|cpu"))
    var clock: TimeClock = .real

    @Flag(name: .customLong("allow-unknown-host"), help: """
        time: compare even when the baseline or the run was written before host identity was \
        recorded (its host cannot be told apart from this one; a baseline of another \
        microarchitecture behind the same CPU model name shows unchanged code as regressions). \
        Hosts that are known and differ are refused regardless. (default: refuse, exit 4)
        """)
    var allowUnknownHost = false

    @Option(name: .customLong("instructions-baseline"), help: ArgumentHelp("""
        time: the instructions file whose counts are set beside this run's times (instructions \
        per cycle). (default: baselines/<os>-<arch>-<cores>core-instructions.json when it exists)
        """, valueName: "FILE"))
    var instructionsBaseline: String?

    @Option(help: ArgumentHelp(
        "Markdown summary file. (default: .build/gate/summary-<metric>.md)", valueName: "FILE"))
    var summary: String?

    @Option(name: .customLong("verdict"), help: ArgumentHelp(
        "JSON verdict file. (default: .build/gate/verdict-<metric>.json)", valueName: "FILE"))
    var verdictFile: String?

    @Option(help: ArgumentHelp("""
        Where to save the run's JSON when the suite runs. (default: \
        .build/gate/run-<metric>.json)
        """, valueName: "FILE"))
    var saveRun: String?

    /// The largest threshold accepted (a larger one is a typo).
    static let maximumThreshold = Percent(1000)

    func validate() throws {
        guard alpha > 0, alpha < 1 else { throw ValidationError("--alpha must be between 0 and 1") }
        let percents = (threshold.map { [$0] } ?? []) + thresholdOverrides.map(\.percent)
        if let tooLarge = percents.first(where: { $0.value > Self.maximumThreshold.value }) {
            throw ValidationError(
                "a threshold of \(tooLarge)% is above the maximum of \(Self.maximumThreshold)%")
        }
    }

    /// The thresholds: --threshold (else the metric's default) and the --threshold-for overrides,
    /// from the values the options parsed.
    func thresholds() -> Thresholds {
        Thresholds(
            defaultThreshold: threshold?.fraction ?? measurement.metric.defaultThreshold,
            overrides: thresholdOverrides.map { Thresholds.Override(filter: $0.filter, threshold: $0.percent.fraction) })
    }

    func run() throws {
        BuildWarning.printIfDebug()
        let metric = measurement.metric
        let report = try session().report()
        if let failure = report.failure { FileHandle.standardError.write(Data("check: \(failure)\n".utf8)) }
        try SummaryOutput.publish(
            table: report.renderTable(), markdown: report.renderMarkdown(), verdict: report.renderJSON(), exitCode: report.exitCode,
            summaryPath: summary ?? ".build/gate/summary-\(metric.rawValue).md",
            verdictPath: verdictFile ?? ".build/gate/verdict-\(metric.rawValue).json", label: "check")
    }

    /// The `CheckSession` the options describe.
    func session() -> CheckSession {
        let metric = measurement.metric
        let machine = MachineFacts.profile()
        let measurement = self.measurement
        let source: CheckSession.RunSource = runFile.map { .file($0) } ?? .measure(
            CheckSession.MeasurementChoices(
                filter: measurement.filter, sizes: measurement.sizes?.sizes, frames: measurement.frames,
                sampling: { measurement.checkTimeSampling(baseline: $0) },
                parseSizes: { try FrameSizeList(parsing: $0.joined(separator: ",")).sizes }),
            savePath: saveRun ?? ".build/gate/run-\(metric.rawValue).json")
        return CheckSession(
            settings: GateSettings(metric: metric, thresholds: thresholds(), alpha: alpha, filter: measurement.filter, clock: clock),
            baselinePath: baseline ?? CheckSession.defaultBaselinePath(metric: metric, machine: machine), run: source,
            allowUnknownHost: allowUnknownHost, instructionsBaseline: instructionsBaseline, machine: machine)
    }
}
