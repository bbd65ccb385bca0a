import ArgumentParser
import Foundation
import Gate
import History
import Measurement
import Results

/// `bench history add RUN.json ...`: stores result files in the history.
struct HistoryAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Store result files (runs, baselines, saved check runs) in the history.",
        discussion: """
            Reads any JSON bench writes: `bench record --output`, the committed baselines, \
            `bench check --save-run`, and `bench run --benchmark_out` (a plain Google Benchmark \
            file records no commit or machine: pass --commit; it is stored under this machine's \
            profile). Each benchmark's value is the median of its samples. All files are stored in \
            one transaction, or none: a file bench cannot read, a run whose machine differs from \
            the earlier runs of its profile, or a run that contradicts a stored one stops the \
            command with nothing added. A run already stored is skipped.

            Exit codes: 0 stored (or already stored); 4 a file or the database is unusable \
            (nothing was added); 64 bad arguments.
            """)

    @OptionGroup var database: HistoryDatabaseOption

    @Argument(help: ArgumentHelp("Result files bench wrote.", valueName: "RUN.json"))
    var files: [String] = []

    @Option(help: ArgumentHelp("Store the runs under this machine profile name. (default: each file's own)", valueName: "NAME"))
    var profile: String?

    @Option(help: ArgumentHelp("For plain Google Benchmark files: the commit they measured. (default: none; such files are refused)", valueName: "REV"))
    var commit: String?

    @Flag(help: "Store a run whose machine differs from the earlier runs of its profile (a new compiler, a new host); trends mark the change.")
    var acceptMachineChange = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("pass at least one result file") }
    }

    func run() throws {
        do throws(HistoryError) {
            var runs: [HistoryRun] = []
            for file in files {
                let document: ResultDocument
                do {
                    document = try ResultDocument.read(path: file, role: .run, metric: nil, requireMetadata: false)
                } catch {
                    throw HistoryError.resultFile(error)
                }
                let machine = document.metadata == nil && commit != nil ? Self.machine(of: document) : nil
                var run = try HistoryRun(
                    document: document, source: file,
                    identity: machine.map { (commit: commit ?? "", profile: profile ?? $0.defaultName, machine: $0) })
                if let profile { run.profile = profile }
                runs.append(run)
            }
            let store = try HistoryStore(path: database.path, create: true)
            for (run, outcome) in zip(runs, try store.add(runs, acceptMachineChange: acceptMachineChange)) {
                switch outcome {
                case let .added(id, benchmarks, change):
                    print("history: added \(run.source) as run \(id) (\(run.metric.rawValue), \(run.profile), commit \(run.commit.prefix(9)), \(benchmarks) benchmarks)"
                          + (change.isEmpty ? "" : "; machine changed: \(change.joined(separator: "; "))"))
                case let .alreadyStored(id):
                    print("history: \(run.source) is stored already (run \(id)); nothing added")
                }
            }
        } catch {
            HistoryCommand.fail(error)
        }
    }
}

extension HistoryAddCommand {
    /// A plain Google Benchmark file's machine: this machine's facts, with the build of the suite
    /// and of the row kernels that its "context" records (`bench run` writes them there).
    static func machine(of document: ResultDocument) -> MachineProfile {
        var machine = MachineFacts.profile()
        if let build = document.context["build_configuration"]?.text { machine.buildConfiguration = build }
        if let kernels = document.context["row_kernels"]?.text { machine.rowKernels = kernels }
        if let libyuv = document.context["libyuv_version"]?.text { machine.libyuvVersion = libyuv }
        return machine
    }
}

extension HistoryCommand {
    /// Prints `error` and exits 4 (unusable input; nothing was changed).
    static func fail(_ error: HistoryError) -> Never {
        FileHandle.standardError.write(Data("history: \(error.description)\n".utf8))
        Foundation.exit(GateExitCode.unusableBaseline.rawValue)
    }
}
