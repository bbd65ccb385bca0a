import Suite
import PiPVideo

/// The command lines of the processes a measurement starts: copies of `bench` in its internal
/// modes `time-process` (one process of a time measurement), `count-instructions` (run under
/// callgrind) and `count-memory`. `bench`'s `TimeProcessCommand`, `CountInstructionsCommand` and
/// `CountMemoryCommand` parse them (a test reads each back).
public enum ChildCommandLine {
    /// The suite selection both modes take: `--sizes`, `--scope` and `--filter`, in that order.
    public static func selection(sizes: [FrameSize], scope: SuiteConfiguration.Scope, filter: String) -> [String] {
        ["--sizes", sizes.map(\.description).joined(separator: ","), "--scope", scope.rawValue, "--filter", filter]
    }

    /// `time-process`: runs the benchmarks `filter` selects with `sampling`'s repetitions and
    /// seconds, and writes Google Benchmark's JSON to `output`.
    public static func timeProcess(
        sizes: [FrameSize], scope: SuiteConfiguration.Scope, filter: String, sampling: TimeSampling, output: String
    ) -> [String] {
        ["time-process"] + selection(sizes: sizes, scope: scope, filter: filter) + [
            "--repetitions", String(sampling.repetitions), "--min-time", String(sampling.minimumSeconds),
            "--output", output,
        ]
    }

    /// `count-memory`: counts the memory of each benchmark `filter` selects in an untimed pass,
    /// and writes each one's outcome to `outcomes`.
    public static func countMemory(sizes: [FrameSize], scope: SuiteConfiguration.Scope, filter: String, outcomes: String) -> [String] {
        ["count-memory"] + selection(sizes: sizes, scope: scope, filter: filter) + ["--outcomes", outcomes]
    }

    /// `count-instructions`: counts `frames` frames of each benchmark `filter` selects between
    /// callgrind client requests, and writes each one's outcome to `outcomes`.
    public static func countInstructions(
        sizes: [FrameSize], scope: SuiteConfiguration.Scope, filter: String, frames: Int, outcomes: String
    ) -> [String] {
        ["count-instructions"] + selection(sizes: sizes, scope: scope, filter: filter)
            + ["--frames", String(frames), "--outcomes", outcomes]
    }
}
