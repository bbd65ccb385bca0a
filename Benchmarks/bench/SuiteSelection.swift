import ArgumentParser
import Gate
import Results
import Suite

/// Which benchmarks of the suite a process that `record` or `check` starts (`time-process`,
/// `count-instructions`) registers and runs: the options `ChildCommandLine.selection` gives.
struct SuiteSelection: ParsableArguments {
    @Option(help: ArgumentHelp("Frame sizes WxH, separated by commas.", valueName: "WxH,..."),
            transform: FrameSizeList.init(parsing:))
    var sizes: FrameSizeList

    @Option(help: ArgumentHelp(
        "Which cases of each operation to register.", valueName: "standard|full"))
    var scope: SuiteConfiguration.Scope = .standard

    @Option(help: ArgumentHelp("The benchmarks (a --benchmark_filter regex).", valueName: "REGEX"),
            transform: BenchmarkFilter.init)
    var filter: BenchmarkFilter

    /// The suite of these sizes and scope, in `cacheStates`.
    func configuration(cacheStates: [CacheState] = CacheState.allCases) -> SuiteConfiguration {
        SuiteConfiguration(sizes: sizes.sizes, scope: scope, cacheStates: cacheStates)
    }
}
