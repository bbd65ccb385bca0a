import Harness
import PiPVideo

/// What a benchmark measures, from which its Google Benchmark name is formed:
/// `<operation>/<strategy>/<parameters...>/<cache>`, for example `I420ToNV12/simd/1920x1080/hot`
/// (the memcpy roofline has no strategy: `Memcpy/1920x1080/hot`; pipelines have no cache state:
/// `Pipeline/best/remote-1920x1080-30fps`).
public struct BenchmarkDescriptor: Hashable, Sendable {
    public let operation: String
    public let strategy: String?
    /// Sizes and other parameters, for example ["1920x1080"].
    public let parameters: [String]
    public let cache: CacheState?

    public init(operation: String, strategy: String?, parameters: [String], cache: CacheState?) {
        self.operation = operation
        self.strategy = strategy
        self.parameters = parameters
        self.cache = cache
    }

    /// The Google Benchmark name.
    public var name: String {
        ([operation] + (strategy.map { [$0] } ?? []) + parameters + (cache.map { [$0.rawValue] } ?? [])).joined(separator: "/")
    }

    /// The summary table this benchmark belongs to: same operation, parameters and cache state.
    public var group: String { ([operation] + parameters + (cache.map { [$0.rawValue] } ?? [])).joined(separator: " ") }
}

/// A benchmark of the suite: what it measures, the roofline it is held against, and what the
/// harness runs.
public struct SuiteBenchmark: Sendable {
    public let descriptor: BenchmarkDescriptor
    /// The memcpy benchmark that moves the same bytes in the same cache state, if any.
    public let roofline: BenchmarkDescriptor?
    /// The kind of code the strategy is (nil for rooflines, provisioning and pipelines): summary
    /// tables compare each group with its `naive` and its fastest `libyuv` strategy.
    public let family: StrategyFamily?
    /// For a cold benchmark, the `ReadOrder` benchmark that reads a cold frame of the same size in
    /// the order this strategy's kernel reads its source (nil where no order models the kernel, and
    /// for hot benchmarks): what that order costs on this host, which `ReadOrderSummary` sets beside the
    /// cold time.
    public let readOrder: ReadOrderCase?
    public let benchmark: FrameBenchmark

    public init(descriptor: BenchmarkDescriptor, roofline: BenchmarkDescriptor? = nil, family: StrategyFamily? = nil,
                readOrder: ReadOrderCase? = nil, benchmark: FrameBenchmark) {
        self.descriptor = descriptor
        self.roofline = roofline
        self.family = family
        self.readOrder = readOrder
        self.benchmark = benchmark
    }
}
