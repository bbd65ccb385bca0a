import ArgumentParser
import Gate

/// The `bench` command: runs the suite (the default), records baselines and checks runs against
/// them.
@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: """
            Benchmarks the CPU hot path of Picture-in-Picture video (I420/NV12 frame conversion).
            """,
        discussion: """
            Build in release mode:
              swift run -c release bench [options] [--benchmark_* flags]
            Every benchmark's output is verified against a plain reference before it is timed.

            Regression gate: `bench record` writes baselines/, `bench check` compares.
            `bench --version` prints the suite's version and git commit.

            Exit codes (every subcommand):
            \(GateExitCode.documentation)
            """,
        subcommands: [
            RunCommand.self, RecordCommand.self, CheckCommand.self, ABCommand.self, CountInstructionsCommand.self, CountMemoryCommand.self,
            TimeProcessCommand.self, SimulateSkipCommand.self, BudgetCommand.self, CompareCommand.self,
            ExportCommand.self, ConvertCommand.self, ContactSheetCommand.self, ReportCommand.self, HistoryCommand.self,
            LibYUVVersionsCommand.self, Arm64Command.self, ProfileCommand.self, BisectCommand.self,
        ],
        defaultSubcommand: RunCommand.self)
}
