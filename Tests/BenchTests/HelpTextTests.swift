import ArgumentParser
@testable import bench
import Foundation
import Testing

@Suite struct HelpTextTests {
    static let commands: [ParsableCommand.Type] = [Bench.self] + Bench.configuration.subcommands

    @Test("indented lines of a discussion (commands, lists) fit 80 columns, so they are shown unbroken")
    func preformattedLinesStayWhole() {
        var checked = 0
        for command in Self.commands {
            let help = Bench.helpMessage(for: command, includeHidden: true, columns: 80)
            let lines = Set(help.split(separator: "\n", omittingEmptySubsequences: false))
            for line in command.configuration.discussion.split(separator: "\n") where line.hasPrefix(" ") {
                // Argument Parser breaks a line of 80 or more characters at a space, column 0 onwards.
                #expect(line.count < 80, "\(command): \(line)")
                #expect(lines.contains(line), "\(command): not shown whole: \(line)")
                checked += 1
            }
        }
        #expect(checked >= 10)  // bench, run and record show commands and flag lists
    }

    @Test("every option that takes a value is required or states its default")
    func everyOptionStatesItsDefault() throws {
        let error = #expect(throws: (any Error).self) { try Bench.parseAsRoot(["--experimental-dump-help"]) }
        let dump = try #require(error.map { Bench.fullMessage(for: $0) })
        let tool = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        let root = try #require(tool["command"] as? [String: Any])
        let subcommands = try #require(root["subcommands"] as? [[String: Any]])
        #expect(subcommands.count == Bench.configuration.subcommands.count + 1)  // and `help`
        var options = 0
        for command in subcommands {
            let arguments = command["arguments"] as? [[String: Any]] ?? []
            for argument in arguments where argument["kind"] as? String == "option" {
                options += 1
                let name = "\(command["commandName"] ?? "?") \(argument["valueName"] ?? "?")"
                let required = argument["isOptional"] as? Bool == false
                let defaultValue = argument["defaultValue"] as? String
                let abstract = argument["abstract"] as? String ?? ""
                #expect(required || defaultValue != nil || abstract.contains("(default:"), "\(name): \(abstract)")
                #expect(!abstract.isEmpty, "\(name) has no help")
            }
        }
        #expect(options >= 30)
    }
}
