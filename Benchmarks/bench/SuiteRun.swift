import Foundation
import ArgumentParser
import Harness
import PiPVideo
import Suite

/// Registering the suite with Google Benchmark and running it: shared by `run`, `record` and `check`.
enum SuiteRun {
    /// The suite for `sizes` (nil: the defaults), scope and cache states.
    static func configuration(sizes: [FrameSize]?, scope: SuiteConfiguration.Scope, cacheStates: [CacheState] = CacheState.allCases) -> SuiteConfiguration {
        SuiteConfiguration(sizes: sizes ?? SuiteConfiguration.defaultSizes, scope: scope, cacheStates: cacheStates)
    }

    /// Adds the suite's context, registers `benchmarks` and runs them with Google Benchmark:
    /// `arguments` are `--benchmark_*` flags in order (later ones override earlier ones).
    /// `recordingOrder` adds each repetition's position in the run (for the gate's calibration pairing).
    /// - Throws: `ValidationError` for flags Google Benchmark does not know.
    static func run(
        _ benchmarks: [SuiteBenchmark], configuration: SuiteConfiguration, arguments: [String], recordingOrder: Bool = false
    ) throws -> [RunReport] {
        Harness.addContext("build_configuration", BuildWarning.configuration)
        Harness.addContext("libyuv_version", String(LibYUVInfo.version))
        Harness.addContext("last_level_cache_bytes", String(configuration.lastLevelCacheBytes))
        Harness.addContext("cold_ring_minimum_bytes", String(2 * configuration.lastLevelCacheBytes))
        Harness.register(benchmarks.map(\.benchmark), recordingOrder: recordingOrder)
        do {
            return try Harness.run(programName: "bench", arguments: arguments)
        } catch {
            throw ValidationError("\(error)")
        }
    }

    /// Parses "WxH,WxH,..." (nil: nil, meaning the defaults).
    /// - Throws: `ValidationError` naming the size that is not WxH or is too large.
    static func parseSizes(_ text: String?) throws -> [FrameSize]? {
        guard let text else { return nil }
        return try text.split(separator: ",").map { item in
            let trimmed = item.trimmingCharacters(in: .whitespaces)
            guard let size = FrameSize(parsing: trimmed) else {
                throw ValidationError("size '\(item)' is not WxH with positive integers, e.g. 1920x1080")
            }
            guard size.width <= Plane.maximumDimension, size.height <= Plane.maximumDimension else {
                throw ValidationError("size '\(item)' exceeds the maximum of \(Plane.maximumDimension) per side")
            }
            return size
        }
    }
}
