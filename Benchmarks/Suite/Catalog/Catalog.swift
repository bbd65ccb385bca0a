/// Every benchmark of the suite for a configuration. To add an operation, add its benchmarks here.
public enum Catalog {
    public static func benchmarks(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        MemcpyBenchmarks.make(configuration) + I420ToNV12Benchmarks.make(configuration)
            + ProvisionBenchmarks.make(configuration)
            + RotationBenchmarks.make(configuration)
            + I420ToBGRABenchmarks.make(configuration)
            + ScalingBenchmarks.make(configuration)
            + PipelineBenchmarks.make(configuration)
            + RotateScaleBenchmarks.make(configuration)
    }
}
