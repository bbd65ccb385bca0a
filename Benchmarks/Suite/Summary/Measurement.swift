import Harness

/// The figure a summary uses for one benchmark: Google Benchmark's median over repetitions when
/// it computed one, else the single measurement; or the benchmark's error.
public enum Measurement: Equatable, Sendable {
    /// Wall-clock and CPU nanoseconds per frame.
    case nanosecondsPerFrame(Double, cpu: Double)
    case failed(String)

    /// One measurement per benchmark name from a run's reports.
    public static func byBenchmark(_ reports: [RunReport]) -> [String: Measurement] {
        var medians: [String: (Double, Double)] = [:]
        var singles: [String: [(Double, Double)]] = [:]
        var errors: [String: String] = [:]
        for report in reports {
            if let error = report.error {
                errors[report.runName] = error
            } else if report.aggregate == "median" {
                medians[report.runName] = (report.realTimeNanoseconds, report.cpuTimeNanoseconds)
            } else if report.aggregate == nil {
                singles[report.runName, default: []].append((report.realTimeNanoseconds, report.cpuTimeNanoseconds))
            }
        }
        var result: [String: Measurement] = [:]
        for (name, times) in singles {
            // Several measurements without aggregates only when Google Benchmark was told not to compute them.
            result[name] = .nanosecondsPerFrame(middle(times.map(\.0)), cpu: middle(times.map(\.1)))
        }
        for (name, median) in medians { result[name] = .nanosecondsPerFrame(median.0, cpu: median.1) }
        for (name, error) in errors { result[name] = .failed(error) }
        return result
    }

    private static func middle(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let half = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2
    }
}
