import ArgumentParser
@testable import bench
import Foundation
import Testing

@Suite struct HelpTextTests {
    static let commands: [ParsableCommand.Type] = [Bench.self] + Bench.configuration.subcommands

    @Test("every help screen fits 80 columns, apart from the usage line Argument Parser does not wrap")
    func helpFitsTheTerminal() {
        for command in Self.commands {
            let help = Bench.helpMessage(for: command, includeHidden: true, columns: 80)
            #expect(help.contains("OVERVIEW:"), "\(command)")
            for line in help.split(separator: "\n") where !line.hasPrefix("USAGE:") {
                #expect(line.count <= 80, "\(command): \(line)")
            }
        }
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
