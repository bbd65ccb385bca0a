import ArgumentParser
import Foundation
import Gate
import Measurement
import Results
import Suite

/// What a plain run (`bench run`) registers: the benchmarks its `--benchmark_filter` selects plus
/// the calibrations they need (memcpy rooflines, `Calibration/compute`), so that its JSON can be
/// checked against a baseline (`bench check --metric time --run FILE`), and the read orders of the
/// cold rotating kernels among them, for the summary's "Cold kernels and their read orders".
struct RunSelection {
    /// The benchmarks to register, in catalogue order.
    let benchmarks: [SuiteBenchmark]
    /// The `--benchmark_filter` flag selecting exactly `benchmarks` (after the user's), or none
    /// when the user gave no filter.
    let filterFlags: [String]

    /// The selection of `benchmarkFlags` (the last `--benchmark_filter` wins, as in Google Benchmark).
    /// - Throws: `ValidationError` for an invalid regex; `ExitCode(6)` (after saying why) when it
    ///   selects no benchmark.
    init(configuration: SuiteConfiguration, benchmarkFlags: [String]) throws {
        let candidates = CalibratedSelection.candidates(configuration)
        guard let pattern = benchmarkFlags.last(where: { $0.hasPrefix("--benchmark_filter=") })?
            .dropFirst("--benchmark_filter=".count) else {
            benchmarks = candidates
            filterFlags = []
            return
        }
        let filter: BenchmarkFilter
        do { filter = try BenchmarkFilter(String(pattern)) } catch { throw ValidationError("\(error)") }
        benchmarks = CalibratedSelection.withReadOrders(
            CalibratedSelection.select(candidates, calibrated: true, matches: filter.matches), from: candidates)
        guard !benchmarks.isEmpty else {
            FileHandle.standardError.write(Data("""
                bench: --benchmark_filter='\(pattern)' selects no benchmark of the suite (sizes \
                \(configuration.sizes.map(\.description).joined(separator: ",")); list the names \
                with --benchmark_list_tests=true)

                """.utf8))
            throw ExitCode(GateExitCode.emptySelection.rawValue)
        }
        filterFlags = ["--benchmark_filter=" + BenchmarkFilter.exactly(benchmarks.map(\.descriptor.name))]
    }
}
