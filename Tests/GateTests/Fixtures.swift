import Foundation
@testable import Gate
@testable import Results

/// Synthetic baseline and run documents.
enum Fixtures {
    static let machine = MachineProfile(
        architecture: "x86_64", cpuModel: "AMD EPYC", logicalCores: 2, caches: ["L3 32768K"], simdFeatures: ["avx2"],
        operatingSystem: "Debian GNU/Linux 12 (bookworm), Linux 6.1", swiftVersion: "Swift version 6.3.1",
        libyuvVersion: "1857", valgrindVersion: "valgrind-3.19.0", buildConfiguration: "release")

    static func metadata(_ metric: Metric, calibrations: [String: String] = [:], computeCalibration: String? = nil) -> ResultMetadata {
        ResultMetadata(
            metric: metric, profile: "linux-x86_64-2core", machine: machine, gitCommit: "abc", date: "2026-01-01T00:00:00Z",
            settings: RunSettings(sizes: ["1280x720"], scope: "standard", cacheStates: ["hot"], filter: nil, repetitions: 12),
            calibrations: calibrations, computeCalibration: computeCalibration)
    }

    /// A time document: for each benchmark, `repetitions` samples of `nanoseconds * factor(i)`,
    /// where noise comes from a seeded generator, interleaved in execution order. With `processes`,
    /// that many processes of `repetitions` each, tagged with their process (as `bench record`
    /// writes them), and the compute calibration declared in the metadata.
    static func timeDocument(
        _ nanoseconds: [String: Double], calibrations: [String: String], repetitions: Int = 12, processes: Int? = nil,
        spread: Double = 0.02, seed: UInt64, failed: [String: String] = [:]
    ) -> ResultDocument {
        var generator = SplitMix(seed: seed)
        var entries: [BenchmarkEntry] = []
        var order = 0.0
        for unit in 0..<(repetitions * (processes ?? 1)) {
            let repetition = unit, process = processes.map { _ in unit / repetitions }
            for name in nanoseconds.keys.sorted() {
                guard let base = nanoseconds[name] else { continue }
                if let error = failed[name] {
                    if repetition == 0 {
                        entries.append(BenchmarkEntry(name: name, realTime: 0, errorOccurred: true, errorMessage: error, process: process))
                    }
                    continue
                }
                let value = base * (1 + generator.noise(spread: spread))
                entries.append(BenchmarkEntry(
                    name: name, repetitionIndex: repetition, realTime: value / 1000, timeUnit: "us", repetitionOrder: order,
                    process: process))
                order += 1
            }
        }
        return ResultDocument(
            benchmarks: entries,
            metadata: metadata(.time, calibrations: calibrations, computeCalibration: processes == nil ? nil : compute))
    }

    static func instructionsDocument(_ counts: [String: Double], failed: [String: String] = [:]) -> ResultDocument {
        var entries = counts.keys.sorted().map { name in BenchmarkEntry(name: name, iterations: 2, realTime: counts[name]) }
        entries += failed.keys.sorted().map { name in
            BenchmarkEntry(name: name, iterations: 0, realTime: 0, errorOccurred: true, errorMessage: failed[name])
        }
        return ResultDocument(benchmarks: entries, metadata: metadata(.instructions))
    }

    static let memcpy = "Memcpy/1280x720/hot"
    static let simd = "I420ToNV12/simd/1280x720/hot"
    static let naive = "I420ToNV12/naive/1280x720/hot"
    static let compute = "Calibration/compute"
    static let calibrations = [simd: memcpy, naive: memcpy]
    /// simd is memory-bound (memcpy takes 89% of its time), naive compute-bound (1.7%).
    static let times = [memcpy: 40_000.0, simd: 45_000.0, naive: 2_300_000.0, compute: 20_000.0]
}
