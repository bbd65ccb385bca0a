/// The exit status of every `bench` subcommand (one table for all; `bench check` uses every
/// code). When several apply, the highest code wins; the table and the JSON verdict list every
/// finding.
public enum GateExitCode: Int32, Sendable, Codable, CaseIterable {
    /// Done: every benchmark passed (improvements and new benchmarks pass), or the run, record,
    /// comparison or export is complete.
    case pass = 0
    /// Beyond a limit: a benchmark regressed (check), a pipeline is over its CPU or memory budget (budget).
    case regression = 2
    /// At least one baseline benchmark selected by the filter is missing from the run.
    case missingBenchmark = 3
    /// The baseline (check) or an input file (compare, export, report --profile) is missing,
    /// unreadable, of another metric or from an incompatible machine profile; bisect: an unknown
    /// revision, or uncommitted changes.
    case unusableBaseline = 4
    /// The suite failed: a benchmark failed, the run could not be made or read; bisect's good
    /// commit did not build.
    case suiteFailed = 5
    /// The filter selects no benchmark of the suite (run, record, check): nothing was measured.
    case emptySelection = 6
    /// ab: no regression decided, but a benchmark is still undecided when the time limit ends the
    /// rounds (its interval straddles the decision point).
    case undecided = 7
    /// Bad command-line arguments (Swift Argument Parser's validation exit code).
    case badArguments = 64

    /// One line per code, for --help and the README (a test keeps the README's copy identical).
    public static let documentation = """
        0  success; check: every benchmark passed (improvements pass, with a hint)
        2  over a limit: check, a regression beyond the threshold (a memory count
           included); budget, a pipeline over its CPU or memory budget
        3  missing: check, a baseline benchmark selected by --filter is not in the run
        4  unusable input: check, the baseline is missing, unreadable, of another
           metric or profile; another command's input file, bisect's revisions or tree
        5  suite failed: a benchmark failed (for example verification), no run could
           be made or read, or bisect's good commit does not build
        6  empty selection: the filter selects no benchmark, nothing was measured
        7  undecided: ab, a benchmark is still undecided at --time-limit
        64 bad command-line arguments (unknown subcommand or option, bad value such
           as a budget that is not a number above 0 or a pipeline the suite lacks)
        When several apply, the highest code wins.
        """
}
