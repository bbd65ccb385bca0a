import ArgumentParser
import Foundation
import Suite

/// `bench budget`: runs the pipelines and holds each one's CPU share against a budget.
struct BudgetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "budget",
        abstract: "Run the pipelines and check each against a CPU budget (percent of one core at the stream's frame rate).",
        discussion: """
            Prints the pipeline tables, then PASS or FAIL per pipeline and stream.
            Exit codes: 0 every pipeline within its budget; 3 a pipeline over its budget or failed; 64 bad arguments.
            """)

    @Option(help: "Budget for every pipeline without an override, in percent of one core at the stream's rate (default 5).")
    var cpuPercent: String = "5"

    @Option(name: .customLong("pipeline-budget"), help: ArgumentHelp(
        "A budget for one pipeline, PIPELINE=PERCENT (repeatable), e.g. videosdk=20.", valueName: "PIPELINE=PERCENT"))
    var pipelineBudgets: [String] = []

    @Option(help: "Repetitions per pipeline (median taken; default 5).")
    var repetitions: Int = 5

    func validate() throws {
        do {
            _ = try CPUBudget(defaultPercent: cpuPercent, overrides: pipelineBudgets)
        } catch {
            throw ValidationError("\(error)")
        }
        guard repetitions >= 1 else { throw ValidationError("--repetitions must be at least 1") }
    }

    func run() throws {
        BuildWarning.printIfDebug()
        let budget = try CPUBudget(defaultPercent: cpuPercent, overrides: pipelineBudgets)
        let configuration = SuiteRun.configuration(sizes: nil, scope: .standard)
        let benchmarks = Catalog.benchmarks(configuration).filter { $0.descriptor.operation == PipelineSummary.operation }
        let reports = try SuiteRun.run(benchmarks, configuration: configuration, arguments: [
            "--benchmark_repetitions=\(repetitions)", "--benchmark_min_time=0.1",
            "--benchmark_enable_random_interleaving=true", "--benchmark_display_aggregates_only=true",
        ])
        let summary = PipelineSummary(benchmarks: benchmarks, reports: reports)
        print(summary.render())
        let verdicts = budget.evaluate(summary)
        print("\nCPU budget (percent of one core at each stream's frame rate)\n" + CPUBudget.render(verdicts))
        BuildWarning.printIfDebug()
        if verdicts.isEmpty || verdicts.contains(where: { !$0.passed }) {
            FileHandle.standardError.write(Data("budget: \(verdicts.filter { !$0.passed }.count) of \(verdicts.count) over budget or failed\n".utf8))
            throw ExitCode(3)
        }
    }
}
