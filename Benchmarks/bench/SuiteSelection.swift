import ArgumentParser
import Gate
import Suite

/// Which benchmarks of the suite a process that `record` or `check` starts (`time-process`,
/// `count-instructions`) registers and runs.
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

    /// The arguments that give these options, in the order above.
    static func arguments(sizes: FrameSizeList, scope: SuiteConfiguration.Scope, filter: String) -> [String] {
        ["--sizes", sizes.description, "--scope", scope.rawValue, "--filter", filter]
    }

    /// The suite of these sizes and scope, in `cacheStates`.
    func configuration(cacheStates: [CacheState] = CacheState.allCases) -> SuiteConfiguration {
        SuiteConfiguration(sizes: sizes.sizes, scope: scope, cacheStates: cacheStates)
    }
}
