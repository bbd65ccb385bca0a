import Harness

/// The figures a summary uses for one benchmark: Google Benchmark's median over repetitions when it
/// computed one, else the single measurement (or the middle one); or the benchmark's error.
public enum BenchmarkResult: Equatable, Sendable {
    /// Wall-clock and CPU nanoseconds per frame, and the user counters of the same report.
    case nanosecondsPerFrame(Double, cpu: Double, counters: [String: Double] = [:])
    case failed(String)

    /// Wall-clock nanoseconds per frame, or nil for a failure.
    public var nanoseconds: Double? {
        if case let .nanosecondsPerFrame(value, _, _) = self { return value }
        return nil
    }

    /// CPU nanoseconds per frame, or nil for a failure.
    public var cpuNanoseconds: Double? {
        if case let .nanosecondsPerFrame(_, cpu, _) = self { return cpu }
        return nil
    }

    /// A user counter (for example `psnr_y`), or nil.
    public func counter(_ name: String) -> Double? {
        if case let .nanosecondsPerFrame(_, _, counters) = self { return counters[name] }
        return nil
    }

    /// One measurement per benchmark name from a run's reports.
    public static func byBenchmark(_ reports: [RunReport]) -> [String: BenchmarkResult] {
        var medians: [String: RunReport] = [:]
        var singles: [String: [RunReport]] = [:]
        var errors: [String: String] = [:]
        for report in reports {
            if let error = report.error {
                errors[report.runName] = error
            } else if report.aggregate == "median" {
                medians[report.runName] = report
            } else if report.aggregate == nil {
                singles[report.runName, default: []].append(report)
            }
        }
        var result: [String: BenchmarkResult] = [:]
        for (name, runs) in singles {
            // Several measurements without aggregates only when Google Benchmark was told not to compute them.
            let ordered = runs.sorted { $0.realTimeNanoseconds < $1.realTimeNanoseconds }
            result[name] = .nanosecondsPerFrame(
                middle(runs.map(\.realTimeNanoseconds)), cpu: middle(runs.map(\.cpuTimeNanoseconds)),
                counters: ordered[(ordered.count - 1) / 2].counters)
        }
        for (name, median) in medians {
            result[name] = .nanosecondsPerFrame(median.realTimeNanoseconds, cpu: median.cpuTimeNanoseconds, counters: median.counters)
        }
        for (name, error) in errors { result[name] = .failed(error) }
        return result
    }

    private static func middle(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let half = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2
    }
}
