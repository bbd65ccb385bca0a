import ArgumentParser
import Foundation
import Gate
import Measurement
import PiPVideo
import Results
import Statistics
import Suite

/// `bench ab`: this build against a base build, measured alternately in one job (a time gate that
/// needs no recorded baseline and sees a few percent on a shared machine).
struct ABCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ab",
        abstract: "Compare this build's times with a base build's, run alternately; exit 2 on a regression.",
        discussion: """
            Runs processes of this build (head) and of BASE_BENCH (a bench built from the base \
            revision; scripts/tools/ab.sh REF builds one) alternately, A B, B A, A B ..., each a short \
            pass over the selected benchmarks and their calibrations (--repetitions randomly \
            interleaved repetitions of --min-time seconds; a process's sample of a benchmark is \
            its fastest repetition). Each round pairs one head and one base process run back to \
            back, so the machine's drift over minutes falls on both sides. Per benchmark, the \
            rounds' ratios head/base give a Hodges-Lehmann estimate and an exact Wilcoxon \
            signed-rank confidence interval (--confidence). --threshold is the slowdown to catch; \
            the decision point is 1 + threshold/2: REGRESSION when the interval lies above it, \
            PASS (or IMPROVEMENT) when below it, UNDECIDED while it straddles it. The rounds stop when \
            every benchmark is decided (after --min-rounds; a decided benchmark keeps its decision \
            and leaves the following rounds), else at --time-limit or --max-rounds. \
            Calibrations run the same code on both sides: their rows show how well the pairing \
            cancels the machine's noise and are not gated. See docs/design/ab.md.

            Where an instructions file counts a benchmark (--instructions-baseline), the summary \
            shows the head's instructions per cycle at the clock measured in this run (outside \
            0.05-6 flagged as a measurement problem; never changes the exit code).

            Writes a Markdown summary (also appended to $GITHUB_STEP_SUMMARY when set) and a JSON \
            verdict in the format `bench check` writes.

            Exit codes: 0 every benchmark passed (or improved); 2 a regression; 7 no regression but \
            a benchmark undecided at the limit; 4 BASE_BENCH is not an executable; 5 a process \
            failed; 6 the filter selects nothing; 64 bad arguments.
            """)

    @Argument(help: ArgumentHelp("A bench executable built (release) from the base revision.", valueName: "BASE_BENCH"))
    var baseBench: String

    @Option(help: ArgumentHelp("""
        The benchmarks to compare (a --benchmark_filter regex); their calibrations run too. \
        (default: 20 benchmarks of conversion, rotation, box scaling and the remote pipelines)
        """, valueName: "REGEX"), transform: BenchmarkFilter.init)
    var filter: BenchmarkFilter?

    @Option(help: ArgumentHelp("Frame sizes WxH, separated by commas. (default: 640x360,1280x720,1920x1080)", valueName: "WxH,..."),
            transform: FrameSizeList.init(parsing:))
    var sizes: FrameSizeList?

    @Option(help: ArgumentHelp("Which cases of each operation.", valueName: "standard|full"))
    var scope: SuiteConfiguration.Scope = .standard

    @Option(help: ArgumentHelp("""
        The slowdown to catch, in percent; the decision point is half of it. \
        (default: \(Percent(ComparisonRule.abThreshold * 100)))
        """, valueName: "PERCENT"), transform: Percent.init(parsing:))
    var threshold: Percent?

    @Option(help: "Two-sided confidence of each benchmark's interval.")
    var confidence: Double = ComparisonRule.abConfidence

    @Option(name: .customLong("min-rounds"), help: "Rounds before the first decision (the exact test needs 8 at 0.99).")
    var minimumRounds: Int = ComparisonRule.abMinimumRounds

    @Option(name: .customLong("max-rounds"), help: "Rounds at most (up to 1000: the exact test's counts stay exact in a Double).")
    var maximumRounds: Int = 500

    @Option(name: .customLong("time-limit"), help: ArgumentHelp(
        "Seconds after which no round starts (one that would end later is not begun).", valueName: "SECONDS"))
    var timeLimit: Double = 300

    @Option(help: "Repetitions per benchmark in each process (randomly interleaved).")
    var repetitions: Int = 3

    @Option(name: .customLong("min-time"), help: ArgumentHelp("Minimum seconds per repetition.", valueName: "SECONDS"))
    var minimumSeconds: Double = 0.01

    @Option(help: ArgumentHelp("""
        The clock to judge: cpu (the benchmark thread's CPU time, which leaves out the time it \
        spent descheduled while other processes ran: the main noise on a shared machine, and the \
        same for both builds) or real (the wall clock).
        """, valueName: "cpu|real"))
    var clock: TimeClock = .cpu

    @Option(name: .customLong("instructions-baseline"), help: ArgumentHelp("""
        The instructions file whose counts are set beside the head's times (instructions per \
        cycle). (default: baselines/<os>-<arch>-<cores>core-instructions.json when it exists)
        """, valueName: "FILE"))
    var instructionsBaseline: String?

    @Option(help: ArgumentHelp("Markdown summary file. (default: .build/gate/summary-ab.md)", valueName: "FILE"))
    var summary: String?

    @Option(name: .customLong("verdict"), help: ArgumentHelp("JSON verdict file. (default: .build/gate/verdict-ab.json)", valueName: "FILE"))
    var verdictFile: String?

    /// The default selection: 20 benchmarks over conversion, rotation, box scaling and the
    /// pipelines, hot cache. Not `Pipeline/videosdk`: its CPU time per frame is bimodal (1.0 or 2.1
    /// ms per process on the 2-core VM, a ratio of 16 in one round), so it is never decided. Not
    /// the 7 us conversions at 640x360: their time is mostly where the process's pages fall in L2
    /// (a round's ratio moves by 4-21% in A/A runs, docs/design/ab.md), and the instructions gate
    /// holds them at 0.2%.
    static let defaultFilter = "^(I420ToNV12/simd/(1280x720|1920x1080)/|I420ToNV12/libyuv/1280x720/|I420ToBGRA/simd/1280x720/"
        + "|RotateNV12/simd/(1280x720|1920x1080)/|RotateI420/simd/|I420ToNV12Rotate/simd/"
        + "|ScaleI420/box-simd/(640x360|1280x720|1920x1080/960x540)/"
        + "|ScaleI420ToNV12/box-simd/|ScaleNV12/box-simd/|RotateScaleNV12/fused/1280x720/).*hot$|^Pipeline/(best|upstream-current)/remote-"
    /// The default sizes: the two PiP sizes and the remote 1080p of the pipelines.
    static let defaultSizes = [FrameSize(width: 640, height: 360), FrameSize(width: 1280, height: 720), FrameSize(width: 1920, height: 1080)]

    func validate() throws {
        guard confidence > 0.5, confidence < 1 else { throw ValidationError("--confidence must be between 0.5 and 1") }
        guard minimumRounds >= 2, maximumRounds >= minimumRounds, maximumRounds <= 1000 else {
            throw ValidationError("--min-rounds must be at least 2 and --max-rounds between --min-rounds and 1000")
        }
        guard timeLimit > 0, repetitions >= 1, minimumSeconds > 0 else {
            throw ValidationError("--time-limit and --min-time must be above 0 and --repetitions at least 1")
        }
        if let threshold, threshold.value > 100 { throw ValidationError("--threshold must be at most 100%") }
    }

    func run() throws {
        BuildWarning.printIfDebug()
        let rule = ComparisonRule.ab(
            threshold: threshold?.fraction ?? ComparisonRule.abThreshold, confidence: confidence, minimumRounds: minimumRounds)
        let report = try makeReport(rule: rule)
        try SummaryOutput.publish(
            table: report.renderTable(), markdown: report.renderMarkdown(), verdict: report.renderJSON(), exitCode: report.exitCode,
            summaryPath: summary ?? ".build/gate/summary-ab.md", verdictPath: verdictFile ?? ".build/gate/verdict-ab.json", label: "ab")
    }

    private func makeReport(rule: ComparisonRule) throws -> ABReport {
        let check = ABCheck(
            headExecutable: (try? ChildProcess.ownExecutable()) ?? CommandLine.arguments[0], baseExecutable: baseBench,
            sizes: sizes?.sizes ?? Self.defaultSizes, scope: scope, filter: filter ?? (try? BenchmarkFilter(Self.defaultFilter)),
            repetitions: repetitions, minimumSeconds: minimumSeconds, rule: rule, timeLimit: timeLimit,
            maximumRounds: maximumRounds, clock: clock, instructionsBaseline: instructionsBaseline)
        return check.report { FileHandle.standardError.write(Data("ab: \($0)\n".utf8)) }
    }
}
