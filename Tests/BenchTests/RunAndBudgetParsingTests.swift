import ArgumentParser
@testable import bench
import PiPVideo
import Suite
import Testing

@Suite struct RunAndBudgetParsingTests {
    @Test("bench with no arguments runs the standard sizes with three interleaved repetitions")
    func runDefaults() throws {
        let run = try parse([], as: RunCommand.self)
        #expect(run.sizes == .standard)
        #expect(run.sizes.sizes == SuiteConfiguration.defaultSizes)
        #expect(!run.quick && !run.full && !run.listStrategies)
        #expect(run.benchmarkFlags.isEmpty)
        #expect(run.defaultBenchmarkFlags == [
            "--benchmark_repetitions=3", "--benchmark_min_time=0.05", "--benchmark_enable_random_interleaving=true",
            "--benchmark_display_aggregates_only=true",
        ])
    }

    @Test("run takes sizes, flags and Google Benchmark's flags, with or without the subcommand's name")
    func runValues() throws {
        for prefix in [[], ["run"]] {
            let run = try parse(prefix + [
                "--quick", "--full", "--sizes", "640x360,1279x719", "--benchmark_filter=simd", "--v=1",
            ], as: RunCommand.self)
            #expect(run.quick && run.full)
            #expect(run.sizes.sizes == [FrameSize(width: 640, height: 360), FrameSize(width: 1279, height: 719)])
            #expect(run.benchmarkFlags == ["--benchmark_filter=simd", "--v=1"])
            #expect(run.defaultBenchmarkFlags.first == "--benchmark_repetitions=1")
        }
        #expect(try parse(["--list-strategies"], as: RunCommand.self).listStrategies)
    }

    @Test("run refuses bad sizes and arguments that are not Google Benchmark's")
    func runRefusals() {
        expectRefusal(["--sizes", "abc"], saying: "--sizes <WxH,...>': size 'abc' is not WxH with positive integers")
        expectRefusal(["run", "--sizes", "640x360,99999x10"], saying: "size '99999x10' exceeds the maximum of")
        expectRefusal(["--sizes", ""], saying: "no size given")
        expectRefusal(["--bogus"], saying: "unknown argument '--bogus'; only --benchmark_* flags")
        expectRefusal(["bogus"], saying: "unknown subcommand 'bogus'; the subcommands are run, record, check")
        expectRefusal(["recrod"], saying: "unknown subcommand 'recrod'; did you mean record?")
        expectRefusal(["comapre", "a.json", "b.json"], saying: "did you mean compare?")
    }

    @Test("budget defaults to 5% for every pipeline and 5 repetitions")
    func budgetDefaults() throws {
        let budget = try parse(["budget"], as: BudgetCommand.self)
        #expect(budget.cpuPercent == Percent(5))
        #expect(budget.pipelineBudgets.isEmpty)
        #expect(budget.repetitions == 5)
        let budgets = budget.budget()
        #expect(budgets.defaultPercent == 5)
        #expect(budgets.percentPerPipeline.isEmpty && budgets.heldBytesPerPipeline.isEmpty)
        #expect(budgets.defaultHeldBytes == 16 * 1_048_576)
    }

    @Test("budget hands every percentage and memory budget to PipelineBudgets unchanged")
    func budgetValues() throws {
        let budget = try parse([
            "budget", "--cpu-percent", "12.5%", "--pipeline-budget", "videosdk=20",
            "--pipeline-budget", "best=0.1", "--pipeline-budget", "videosdk=33.333", "--repetitions", "1",
            "--memory-mb", "2.5", "--pipeline-memory", "videosdk=32MB", "--pipeline-memory", "best=0.5",
        ], as: BudgetCommand.self)
        #expect(budget.repetitions == 1)
        let budgets = budget.budget()
        #expect(budgets.defaultPercent == 12.5)
        #expect(budgets.percentPerPipeline == ["videosdk": 33.333, "best": 0.1])
        #expect(budgets.percent(for: "upstream-legacy") == 12.5)
        #expect(budgets.heldBytes(for: "videosdk") == 32 * 1_048_576 && budgets.heldBytes(for: "best") == 524_288)
        #expect(budgets.heldBytes(for: "upstream-current") == 2.5 * 1_048_576)
    }

    @Test("budget refuses bad percentages and repetitions", arguments: [
        ("--cpu-percent", "abc", "'--cpu-percent <PERCENT>': 'abc' is not a percentage above 0"),
        ("--cpu-percent", "0", "'0' is not a percentage above 0"),
        ("--pipeline-budget", "videosdk", "'videosdk' is not PIPELINE=PERCENT"),
        ("--pipeline-budget", "videosdk=nan", "'nan' is not a percentage"),
        ("--pipeline-budget", "vidoesdk=5", "'vidoesdk' is not a pipeline; the pipelines are videosdk, upstream-legacy"),
        ("--memory-mb", "-4", "'-4' is not a number of megabytes above 0"),
        ("--memory-mb", "lots", "'--memory-mb <MB>': 'lots' is not a number of megabytes above 0"),
        ("--pipeline-memory", "best=-1", "'-1' is not a number of megabytes above 0"),
        ("--pipeline-memory", "fastest=8", "'fastest' is not a pipeline"),
        ("--pipeline-memory", "best", "'best' is not PIPELINE=MB"),
        ("--repetitions", "0", "--repetitions must be at least 1"),
    ])
    func budgetRefusals(option: String, value: String, message: String) {
        expectRefusal(["budget", option, value], saying: message)
    }

    @Test("simulate-skip has its defaults and refuses values out of range")
    func simulateSkip() throws {
        let skip = try parse(["simulate-skip"], as: SimulateSkipCommand.self)
        #expect(skip.seconds == 10 && skip.framesPerSecond == nil && skip.jitterMilliseconds == 0 && skip.fpsCap == 15)
        let custom = try parse([
            "simulate-skip", "--seconds", "3", "--frames-per-second", "60", "--jitter-milliseconds", "2",
            "--fps-cap", "24",
        ], as: SimulateSkipCommand.self)
        #expect(custom.seconds == 3 && custom.framesPerSecond == 60)
        #expect(custom.jitterMilliseconds == 2 && custom.fpsCap == 24)
        expectRefusal(["simulate-skip", "--seconds", "0"], saying: "--seconds must be in (0, 3600]")
        expectRefusal(["simulate-skip", "--frames-per-second", "2000"], saying: "--frames-per-second must be in (0, 1000]")
        expectRefusal(["simulate-skip", "--jitter-milliseconds", "1001"], saying: "--jitter-milliseconds must be in [0, 1000]")
        expectRefusal(["simulate-skip", "--fps-cap", "0"], saying: "--fps-cap:")
    }
}
