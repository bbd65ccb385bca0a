import ArgumentParser
import Foundation
import Gate
import History
import Measurement
import Results

extension BisectSession.Architecture: ExpressibleByArgument {}

/// `bench bisect --good REV --bad REV --filter NAME`: the commit that moved a count.
struct BisectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bisect",
        abstract: "Find the first commit whose instructions per frame moved beyond the gate's threshold.",
        discussion: """
            Walks the commits after --good up to --bad (along --bad's first parents) by binary \\
            search on exact instruction counts: x86-64 under callgrind (each commit's bench built \\
            in release and run as `bench record --metric instructions --filter`), or --arch \\
            aarch64 under qemu (each commit's `scripts/ci/arm64-check.sh count`). A commit moved \\
            when a benchmark --filter selects changed by more than --threshold from --good's \\
            count; the search assumes a move stays. Each commit is built once, in a scratch work \\
            tree (--work-dir: worktree/, a git worktree; scratch/, its build; runs/, each \\
            commit's counts and log, reused by a later bisect); the user's tree is never \\
            touched. A commit the history (--db) holds a run of, on this machine's profile, is \\
            not built. A commit in the middle that does not build is skipped. Names the first \\
            commit that moved, its subject and the functions that moved in it (the profiles of \\
            it and of the last commit that had not moved).

            Exit codes: 0 done (whether or not a commit moved); 4 an unknown revision, --good \\
            not an ancestor of --bad, uncommitted changes (without --allow-dirty) or an \\
            unreadable --db; 5 --good did not build or could not be counted; 6 the filter \\
            selects none of --good's benchmarks; 64 bad arguments.
            """)

    @Option(help: ArgumentHelp("A commit whose counts are right.", valueName: "REV"))
    var good: String

    @Option(help: ArgumentHelp("A later commit whose counts moved.", valueName: "REV"))
    var bad = "HEAD"

    @Option(help: ArgumentHelp("The benchmarks judged (a --benchmark_filter regex), e.g. '^ScaleI420/box-simd/1920x1080/960x540/hot$'.",
                               valueName: "REGEX"), transform: BenchmarkFilter.init)
    var filter: BenchmarkFilter

    @Option(help: ArgumentHelp("Which counts: x86_64 (callgrind) or aarch64 (the arm64 check's qemu).", valueName: "x86_64|aarch64"))
    var arch: BisectSession.Architecture = .x86_64

    @Option(help: ArgumentHelp("A move is a change beyond this, in percent. (default: the gate's, 1)", valueName: "PERCENT"),
            transform: Percent.init(parsing:))
    var threshold: Percent?

    @Option(help: ArgumentHelp("The history whose runs stand for commits it holds. (default: \(HistoryStore.defaultPath) when it exists)",
                               valueName: "FILE"))
    var db: String?

    @Flag(help: "Build every commit, even one the history holds.")
    var noHistory = false

    @Flag(help: "Bisect although the work tree has uncommitted changes (they are in no measurement).")
    var allowDirty = false

    @Option(help: ArgumentHelp("The scratch folder.", valueName: "DIR"))
    var workDir = ".build/bisect"

    func run() throws {
        do {
            let repository = try GitRepository.current()
            let folder = BisectFolder(path: workDir.hasPrefix("/") ? workDir : repository.root + "/" + workDir)
            let counter: any CommitCounting
            switch arch {
            case .x86_64: counter = X86CommitCounter(repository: repository, folder: folder, filter: filter.pattern)
            case .aarch64:
                counter = Arm64CommitCounter(repository: repository, folder: folder, filter: filter.pattern, bench: try ChildProcess.ownExecutable())
            }
            var session = BisectSession(
                repository: repository, good: good, bad: bad, filter: filter, architecture: arch,
                threshold: threshold?.fraction ?? Metric.instructions.defaultThreshold, allowDirty: allowDirty, folder: folder, counter: counter)
            session.history = try historyLookup(root: repository.root)
            // Each step as it is decided (a bisect takes minutes a commit): flushed, also into a file.
            let result = try session.run { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
            print(result.text, terminator: "")
        } catch let error as BisectError {
            FileHandle.standardError.write(Data("bisect: \(error.description)\n".utf8))
            throw ExitCode(error.exitCode.rawValue)
        }
    }

    /// The history's counts of a commit on this machine's profile (x86-64, when measured on a
    /// machine the gate would compare with this one) or on the arm64 check's; none without a
    /// history.
    func historyLookup(root: String) throws(BisectError) -> (String) -> [String: Double]? {
        guard !noHistory else { return { _ in nil } }
        let path = db ?? root + "/" + HistoryStore.defaultPath
        guard FileManager.default.fileExists(atPath: path) else {
            if db != nil { throw .history("no history at \(path)") }
            return { _ in nil }
        }
        let store: HistoryStore
        do { store = try HistoryStore(path: path, create: false) } catch { throw .history(error.description) }
        let machine = MachineFacts.profile()
        let profile = arch == .x86_64 ? machine.defaultName : "linux-aarch64-qemu"
        return { commit in
            guard let stored = try? store.values(atCommit: commit, profile: profile, metric: .instructions) else { return nil }
            if arch == .x86_64, let recorded = stored.machine, !recorded.incompatibilities(with: machine, for: .instructions).isEmpty { return nil }
            return stored.values
        }
    }
}
