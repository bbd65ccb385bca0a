import Harness
import PiPLibYUV
import PiPVideo
import Results

/// Every benchmark of the suite, registered here in the order they run and the summary lists them:
/// one entry per operation (and per other family of benchmarks: the memcpy rooflines, buffer
/// provisioning, whole pipelines, the rotating kernels' read orders).
///
/// To add an operation: its `FrameOperation` conformance in PiPVideo, its kernels in PiPKernels,
/// its `LibYUVOperation` conformance in PiPLibYUV, and one line
/// below, e.g. `.operation(MyOperation.self) { OperationBenchmarks<MyOperation>.everySize($0, parameters: ()) }`.
public enum Catalog {
    /// The entries, in registration order.
    public static let entries: [CatalogEntry] = [
        .benchmarks(MemcpyBenchmarks.operation, listing: [], MemcpyBenchmarks.make),
        .operation(I420ToNV12.self) { OperationBenchmarks<I420ToNV12>.everySize($0, parameters: ()) },
        .benchmarks("Provision", listing: BufferProvisioning.allCases.map { ($0.rawValue, $0.summary) }, ProvisionBenchmarks.make),
        .operation(RotateNV12.self, RotationBenchmarks.rotateNV12),
        .operation(RotateI420.self, RotationBenchmarks.rotateI420),
        .operation(I420ToNV12Rotate.self, RotationBenchmarks.i420ToNV12Rotate),
        .operation(I420ToBGRA.self, I420ToBGRABenchmarks.make),
        .operation(ScaleI420.self, ScalingBenchmarks.scaleI420),
        .operation(ScaleNV12.self, ScalingBenchmarks.scaleNV12),
        .operation(ScaleI420ToNV12.self, ScalingBenchmarks.scaleI420ToNV12),
        .benchmarks(PipelineBenchmarks.operation, listing: PipelineKind.allCases.map { ($0.rawValue, $0.summary) }, PipelineBenchmarks.make),
        .operation(RotateScaleNV12.self, RotateScaleBenchmarks.make),
        .benchmarks(ReadOrderBenchmarks.operation, listing: ReadOrder.allCases.map { ($0.rawValue, $0.summary) }, ReadOrderBenchmarks.make),
    ]

    /// Every benchmark of the suite for a configuration, in registration order.
    public static func benchmarks(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        entries.flatMap { $0.benchmarks(configuration) }
    }

    /// What the catalogue declares of every strategy of every operation (family, libyuv reference,
    /// sampling, recommendation), by "<operation>/<strategy>", and each pipeline stream's frame
    /// rate: how every view relates benchmarks, of this run or of any file.
    public static let strategyCatalogue = StrategyCatalogue(
        entries: Dictionary(
            entries.flatMap { entry in
                entry.strategies.filter { $0.family != nil }.map { ("\(entry.name)/\($0.id)", $0) }
            }, uniquingKeysWith: { first, _ in first }),
        streamFramesPerSecond: Dictionary(PipelineStream.all.map { ($0.name, $0.framesPerSecond) }, uniquingKeysWith: { first, _ in first }))
}

/// One line of the catalogue: an operation with its strategies, or another family of benchmarks.
public struct CatalogEntry: Sendable {
    /// The first component of the entry's benchmark names, e.g. "I420ToNV12".
    public let name: String
    /// What `bench --list-strategies` lists: an operation's strategies (with a family), or the
    /// entry's other benchmarks (provisioning strategies, pipelines, read orders: no family).
    public let strategies: [StrategyDescription]
    /// The entry's benchmarks for a configuration.
    public let benchmarks: @Sendable (SuiteConfiguration) -> [SuiteBenchmark]

    /// An operation: its strategies come from its catalogue, its benchmarks from `make`.
    static func operation<Operation: LibYUVOperation>(
        _: Operation.Type, _ make: @escaping @Sendable (SuiteConfiguration) -> [SuiteBenchmark]
    ) -> CatalogEntry {
        CatalogEntry(
            name: Operation.name,
            strategies: Operation.everyStrategy.map(\.details),
            benchmarks: make)
    }

    /// Benchmarks that are not an operation's strategies.
    static func benchmarks(
        _ name: String, listing: [(id: String, summary: String)], _ make: @escaping @Sendable (SuiteConfiguration) -> [SuiteBenchmark]
    ) -> CatalogEntry {
        CatalogEntry(name: name, strategies: listing.map { StrategyDescription(id: $0.id, summary: $0.summary) },
                     benchmarks: make)
    }
}
