import ArgumentParser
import Harness
import Measurement
import PiPLibYUV
import PiPVideo
import Suite

/// Runs benchmarks of the suite in this process with Google Benchmark (through `Harness`): what
/// `run` and `budget` do, and each process of a time measurement (`time-process`).
enum GoogleBenchmarkRunner {
    /// Adds the suite's context, registers `benchmarks` and runs them with Google Benchmark:
    /// `arguments` are `--benchmark_*` flags in order (later ones override earlier ones).
    /// `recordingOrder` adds each repetition's position in the run (for the gate's calibration pairing).
    /// - Returns: the runs Google Benchmark's display reporter received, in order.
    /// - Throws: `ValidationError` for flags Google Benchmark does not know.
    static func run(
        _ benchmarks: [SuiteBenchmark], configuration: SuiteConfiguration, arguments: [String],
        recordingOrder: Bool = false
    ) throws -> [RunReport] {
        Harness.addContext("build_configuration", BuildWarning.configuration)
        for entry in LibYUVContext.entries { Harness.addContext(entry.key, entry.value) }
        Harness.addContext("row_kernels", RowKernels.build)
        Harness.addContext("last_level_cache_bytes", String(configuration.lastLevelCacheBytes))
        Harness.addContext("cold_ring_minimum_bytes", String(2 * configuration.lastLevelCacheBytes))
        Harness.register(benchmarks.map(\.benchmark), recordingOrder: recordingOrder)
        do {
            return try Harness.run(programName: "bench", arguments: arguments)
        } catch {
            throw ValidationError("\(error)")
        }
    }
}
