import Gate
import Results

/// Why a file given to `bench report` could not be used.
public enum ReportInputError: Error, Equatable, CustomStringConvertible {
    /// The gate's reader rejected the file (missing, not JSON, not a `bench` file, ...).
    case resultFile(ResultFileError)
    /// A `--verdict` file that is not a verdict file (`VerdictFile`, as `bench check` and `bench ab` write it).
    case notAVerdict(path: String, reason: String)
    /// No run file was given.
    case noRuns

    /// What is wrong and what to do.
    public var description: String {
        switch self {
        case let .resultFile(error): return error.description
        case let .notAVerdict(path, reason):
            return "the verdict \(path) is not a verdict file of bench (\(reason)); pass the file `bench check --verdict FILE` "
                + "or `bench ab --verdict FILE` wrote"
        case .noRuns: return "no run file: pass at least one JSON file written by `bench`"
        }
    }
}
