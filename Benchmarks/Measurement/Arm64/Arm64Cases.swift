import PiPVideo
import Results
import Suite

/// The cases the arm64 check counts: the x86-64 instructions plan's benchmarks (hot, standard
/// scope, the default sizes: what `bench record --metric instructions` counts) that are an
/// operation's strategies, split by who runs them under qemu. The Embedded Swift driver runs the
/// suite's kernels (`kernels`: every family but libyuv), the C driver libyuv's chains (`libyuv`,
/// once per libyuv version). Rooflines, provisioning and pipelines are x86-64 only.
public enum Arm64Cases {
    /// Which driver runs a case.
    public enum Side: String, CaseIterable, Sendable {
        /// The suite's kernels (Arm64/Driver, Embedded Swift).
        case kernels
        /// libyuv's chains (Arm64/LibYUV/driver.c).
        case libyuv

        /// Whether a strategy of `family` is this side's.
        func runs(_ family: StrategyFamily) -> Bool { (family == .libyuv) == (self == .libyuv) }
    }

    /// The x86-64 instructions plan's suite: standard scope, default sizes, hot.
    public static let configuration = SuiteConfiguration(sizes: SuiteConfiguration.defaultSizes, scope: .standard, cacheStates: [.hot])

    /// The names `side` counts, in the plan's order.
    public static func names(_ side: Side, configuration: SuiteConfiguration = configuration) -> [String] {
        Catalog.benchmarks(configuration).compactMap { benchmark in
            guard let family = benchmark.family, side.runs(family) else { return nil }
            return benchmark.descriptor.name
        }
    }
}
