import ArgumentParser
import Foundation
import Gate
import History

/// `bench history import-git`: every committed baseline, as of its commit.
struct HistoryImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-git",
        abstract: "Add every committed version of the baselines (git log -- baselines/) to the history.",
        discussion: """
            Walks the commits that added or changed a file under baselines/, oldest first, and \
            adds each version as of its commit (`git show REV:path`), noting the commit and its \
            subject. A version this bench cannot read (an older layout) is skipped with a note. \
            Committed baselines were re-recorded on purpose, so a change of machine facts within \
            a profile (a new row-kernel build, another counter) is accepted and marked. Versions \
            already stored are skipped, so running it again after new commits adds only those. \
            One transaction: on an error nothing is added.

            Exit codes: 0 imported; 4 git failed or the database is unusable; 64 bad arguments.
            """)

    @OptionGroup var database: HistoryDatabaseOption

    @Option(help: ArgumentHelp("Only commits after this one. (default: all)", valueName: "REV"))
    var since: String?

    @Option(help: ArgumentHelp("The repository's work tree. (default: the current folder)", valueName: "DIR"))
    var repository: String = "."

    @Option(help: ArgumentHelp("The folder of baselines in the repository.", valueName: "PATH"))
    var folder: String = "baselines"

    func run() throws {
        do {
            let entries = try GitBaselineImport(repository: repository, folder: folder).entries(since: since)
            for entry in entries where entry.run == nil {
                print("history: skipped \(entry.path) at \(entry.commit.prefix(9)): \(entry.skipped ?? "unreadable")")
            }
            let runs = entries.compactMap(\.run)
            let store = try HistoryStore(path: database.path, create: true)
            let outcomes = try store.add(runs, acceptMachineChange: true)
            var added = 0, present = 0
            for (run, outcome) in zip(runs, outcomes) {
                switch outcome {
                case let .added(_, _, change):
                    added += 1
                    if !change.isEmpty {
                        print("history: \(run.source): machine changed for \(run.profile) \(run.metric.rawValue): \(change.joined(separator: "; "))")
                    }
                case .alreadyStored: present += 1
                }
            }
            print("history: \(entries.count) committed baseline versions; added \(added), already stored \(present), skipped \(entries.count - runs.count); \(database.path)")
        } catch {
            HistoryCommand.fail(error)
        }
    }
}
