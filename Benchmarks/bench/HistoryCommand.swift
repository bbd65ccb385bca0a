import ArgumentParser
import Gate
import History
import Statistics

/// `bench history`: results over time in an SQLite database, and the steps in them.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Keep results over time in an SQLite database and find the steps in them.",
        discussion: """
            The history (default \(HistoryStore.defaultPath), --db to choose) holds runs of any \
            file bench writes, time or instructions, of any machine profile, keyed by profile, \
            metric, commit, date and settings. `add` stores files, `import-git` every committed \
            baseline of this repository, `changes` lists each benchmark's change points (PELT) \
            with their commits, `runs` what is stored. `bench report --history FILE` draws the \
            trends. In CI, cache the database file between runs (see README).
            """,
        subcommands: [HistoryAddCommand.self, HistoryImportCommand.self, HistoryChangesCommand.self, HistoryRunsCommand.self,
                      HistorySegmentCommand.self])
}

/// The database option every history subcommand takes.
struct HistoryDatabaseOption: ParsableArguments {
    @Option(name: .customLong("db"), help: ArgumentHelp("The history database. (default: \(HistoryStore.defaultPath))", valueName: "FILE"))
    var path: String = HistoryStore.defaultPath
}
