import Gate

/// Why the suite could not produce a result (`bench record` and `check` exit with `exitCode`).
enum MeasurementError: Error, CustomStringConvertible {
    case noBenchmarkSelected(filter: String)
    case valgrindMissing
    case stripFailed(String)
    case valgrindFailed(status: Int32)
    case missingCounts([String])
    case unreadableOutput(String)
    case processFailed(status: Int32)

    /// 6 when the filter selects nothing, else 5 (the suite failed).
    var exitCode: GateExitCode { if case .noBenchmarkSelected = self { .emptySelection } else { .suiteFailed } }

    var description: String {
        switch self {
        case let .noBenchmarkSelected(filter):
            return "the filter '\(filter)' selects no benchmark of the suite (list them with `bench --benchmark_list_tests=true`)"
        case .valgrindMissing:
            return "valgrind is not installed: the instructions metric counts under callgrind (run scripts/install-deps.sh or apt-get install valgrind)"
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
