import Foundation
import PiPVideo
import Results
import Suite

/// Starts one `time-process` child (a copy of `bench`, or of another build for `bench ab`) over
/// some benchmarks and collects the JSON it wrote: the one place `record`, `check` and `ab` start
/// their time processes.
public struct TimeProcessLauncher: Sendable {
    /// Why a process gave no result.
    public enum Failure: Error, Equatable, Sendable {
        /// It exited with this non-zero status.
        case exitStatus(Int32)
        /// It exited with 0 but wrote no output file.
        case noOutput
    }

    /// Runs a command line (the executable first) and returns its exit status.
    public var start: @Sendable ([String]) -> Int32

    /// A launcher starting real processes (`ChildProcess.run`, standard output discarded), or
    /// `start` (a test's stand-in).
    public init(start: @escaping @Sendable ([String]) -> Int32 = { ChildProcess.run($0, discardingOutput: true) }) {
        self.start = start
    }

    /// The command line of `executable` in `time-process` mode over exactly `names`.
    public static func commandLine(
        executable: String, sizes: [FrameSize], scope: SuiteConfiguration.Scope, names: [String], sampling: TimeSampling,
        output: String
    ) -> [String] {
        [executable] + ChildCommandLine.timeProcess(
            sizes: sizes, scope: scope, filter: BenchmarkFilter.exactly(names), sampling: sampling, output: output)
    }

    /// Runs `commandLine` and returns the bytes it wrote to `output`.
    public func run(_ commandLine: [String], output: String) -> Result<Data, Failure> {
        let status = start(commandLine)
        guard status == 0 else { return .failure(.exitStatus(status)) }
        guard let data = FileManager.default.contents(atPath: output) else { return .failure(.noOutput) }
        return .success(data)
    }
}
