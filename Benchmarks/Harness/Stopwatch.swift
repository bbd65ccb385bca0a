#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall time of one call on the monotonic clock, for tools (`bench convert`, `bench
/// contact-sheet`) that report a time per frame outside Google Benchmark. Not a benchmark: one
/// call, no warm-up, no repetitions.
public enum Stopwatch {
    /// Runs `body` and returns its result with the seconds it took.
    public static func time<Result>(_ body: () throws -> Result) rethrows -> (result: Result, seconds: Double) {
        let start = now()
        let result = try body()
        return (result, now() - start)
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}
