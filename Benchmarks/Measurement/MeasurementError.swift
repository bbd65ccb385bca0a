import Gate

/// Why the suite could not produce a result (`bench record` and `check` exit with `exitCode`).
public enum MeasurementError: Error, CustomStringConvertible {
    /// The filter selects no benchmark of the suite.
    case noBenchmarkSelected(filter: String)
    /// The instructions metric needs valgrind.
    case valgrindMissing
    /// objcopy could not make the copy valgrind reads.
    case stripFailed(String)
    /// valgrind exited with a failure.
    case valgrindFailed(status: Int32)
    /// Benchmarks callgrind wrote no count for.
    case missingCounts([String])
    /// A child process wrote no output, or output that is not a result.
    case unreadableOutput(String)
    /// A time process exited with a failure.
    case processFailed(status: Int32)

    /// 6 when the filter selects nothing, else 5 (the suite failed).
    public var exitCode: GateExitCode { if case .noBenchmarkSelected = self { .emptySelection } else { .suiteFailed } }

    /// What failed and what to do.
    public var description: String {
        switch self {
        case let .noBenchmarkSelected(filter):
            return "the filter '\(filter)' selects no benchmark of the suite (list them with `bench --benchmark_list_tests=true`)"
        case .valgrindMissing:
            return "valgrind is not installed: the instructions metric counts under callgrind (run scripts/setup/install-deps.sh or apt-get install valgrind)"
        case let .stripFailed(reason):
            return "could not make the debug-info-free copy of bench that valgrind 3.19 can read (objcopy from binutils): \(reason)"
        case let .valgrindFailed(status):
            return "valgrind --tool=callgrind exited with status \(status); see its messages above"
        case let .missingCounts(names):
            return "callgrind wrote no dump for \(names.joined(separator: ", "))"
        case let .processFailed(status):
            return "a process running the suite (bench time-process) exited with status \(status); see its messages above"
        case let .unreadableOutput(reason):
            return "could not read the suite's output: \(reason)"
        }
    }
}
