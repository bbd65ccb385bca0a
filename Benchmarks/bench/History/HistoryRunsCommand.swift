import ArgumentParser
import Foundation
import Gate
import History
import Results

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
                let table = Table([.init("date", .left), .init("commit", .left), .init("benchmarks"), .init("source", .left)],
                                  rows: history.points.enumerated().map { index, point in
                    [point.date, String(point.commit.prefix(9)), "\(history.values.values.filter { $0[index] != nil }.count)",
                     point.source + (point.machineChange.map { "  [machine changed: \($0)]" } ?? "")]
                })
                print(table.text.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
            }
        } catch {
            HistoryCommand.fail(error)
        }
    }
}
