import ArgumentParser
import Foundation
import Gate
import History

/// `bench history runs`: what the history holds.
struct HistoryRunsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "runs",
        abstract: "List the stored runs per machine profile and metric, oldest first.",
        discussion: "Exit codes: 0 listed; 4 no history or an unusable database.")

    @OptionGroup var database: HistoryDatabaseOption

    func run() throws {
        do {
            let store = try HistoryStore(path: database.path, create: false)
            for history in try store.histories() {
                print("== \(history.metric.rawValue), \(history.profile): \(history.points.count) runs, \(history.benchmarks.count) benchmarks")
                for (index, point) in history.points.enumerated() {
                    let count = history.values.values.filter { $0[index] != nil }.count
                    var line = "  \(point.date)  \(point.commit.prefix(9))  \(String(count).leftPadded(4)) benchmarks  \(point.source)"
                    if let machineChange = point.machineChange { line += "  [machine changed: \(machineChange)]" }
                    print(line)
                }
            }
        } catch {
            HistoryCommand.fail(error)
        }
    }
}
