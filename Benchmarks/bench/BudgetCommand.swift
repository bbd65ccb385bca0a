import ArgumentParser
import Foundation
import Gate
import Suite

/// `bench budget`: runs the pipelines and holds each one's CPU share and memory against budgets.
struct BudgetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "budget",
        abstract: """
            Run the pipelines and check each against a CPU budget (percent of one core at the \
            stream's own frame rate) and a memory budget (frame memory held in steady state).
            """,
        discussion: """
            Prints the pipeline tables, then PASS or FAIL per pipeline and stream for CPU and \
            memory together (FAIL names which is over). Held memory is measured, not computed: \
            the frame storage (pools, displayed buffer, scratch) the pipeline allocated from its \
            first frame on and still keeps (docs/design/memory.md).

            Exit codes (one table for every subcommand): 0 every pipeline within its budgets; 2 a \
            pipeline over a budget; 5 a pipeline failed; 64 bad arguments (a budget that is not a \
            number above 0, a pipeline the suite does not have).
            """)

    // `.unconditional`: a negative budget reaches the value's parser, which says what is wrong with it.
    @Option(parsing: .unconditional, help: ArgumentHelp("""
        Budget of every pipeline without a --pipeline-budget, in percent of one core at the \
        stream's frame rate. (default: 5)
        """, valueName: "PERCENT"), transform: Percent.init(parsing:))
    var cpuPercent = Percent(5)

    @Option(name: .customLong("pipeline-budget"), parsing: .unconditionalSingleValue, help: ArgumentHelp("""
        The budget of one pipeline, e.g. videosdk=20; repeatable. (default: none)
        """, valueName: "PIPELINE=PERCENT"), transform: PipelineBudget.init(parsing:))
    var pipelineBudgets: [PipelineBudget] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("""
        Memory budget of every pipeline without a --pipeline-memory: the most frame memory it may \
        hold, in MB of 2^20 bytes. (default: 16)
        """, valueName: "MB"), transform: Megabytes.init(parsing:))
    var memoryMb = Megabytes(16)

    @Option(name: .customLong("pipeline-memory"), parsing: .unconditionalSingleValue, help: ArgumentHelp("""
        The memory budget of one pipeline, e.g. videosdk=32; repeatable. (default: none)
        """, valueName: "PIPELINE=MB"), transform: PipelineMemoryBudget.init(parsing:))
    var pipelineMemoryBudgets: [PipelineMemoryBudget] = []

    @Option(help: ArgumentHelp("Repetitions per pipeline (the median is taken).", valueName: "N"))
    var repetitions: Int = 5

    func validate() throws {
        guard repetitions >= 1 else { throw ValidationError("--repetitions must be at least 1") }
    }

    /// The budgets the options give (a later --pipeline-budget or --pipeline-memory of a pipeline wins).
    func budget() -> PipelineBudgets {
        PipelineBudgets(
            defaultPercent: cpuPercent.value,
            percentPerPipeline: Dictionary(pipelineBudgets.map { ($0.pipeline, $0.percent.value) }, uniquingKeysWith: { _, later in later }),
            defaultHeldBytes: memoryMb.byteCount,
            heldBytesPerPipeline: Dictionary(
                pipelineMemoryBudgets.map { ($0.pipeline, $0.megabytes.byteCount) }, uniquingKeysWith: { _, later in later }))
    }

    func run() throws {
        BuildWarning.printIfDebug()
        let budget = budget()
        let configuration = SuiteConfiguration()
        let benchmarks = Catalog.benchmarks(configuration)
            .filter { $0.descriptor.operation == PipelineSummary.operation }
        let reports = try GoogleBenchmarkRunner.run(benchmarks, configuration: configuration, arguments: [
            "--benchmark_repetitions=\(repetitions)", "--benchmark_min_time=0.1",
            "--benchmark_enable_random_interleaving=true", "--benchmark_display_aggregates_only=true",
        ])
        let summary = PipelineSummary(benchmarks: benchmarks, reports: reports)
        print(summary.render())
        let verdicts = budget.evaluate(summary)
        print("\nBudgets: CPU (percent of one core at each stream's own frame rate) and memory (frame memory held)\n"
            + PipelineBudgets.table(verdicts).text, terminator: "")
        BuildWarning.printIfDebug()
        if verdicts.isEmpty || verdicts.contains(where: { !$0.passed }) {
            let over = verdicts.filter { !$0.passed }.count
            FileHandle.standardError.write(Data("budget: \(over) of \(verdicts.count) over budget or failed\n".utf8))
            let failed = verdicts.isEmpty || reports.contains { $0.error != nil }
            throw ExitCode((failed ? GateExitCode.suiteFailed : .regression).rawValue)
        }
    }
}
