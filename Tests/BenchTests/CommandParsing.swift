import ArgumentParser
@testable import bench
import Testing

/// Parses `arguments` as `bench` does (subcommand, options, then `validate()`), expecting `Command`.
func parse<Command: ParsableCommand>(_ arguments: [String], as _: Command.Type) throws -> Command {
    let command = try Bench.parseAsRoot(arguments)
    return try #require(command as? Command, "\(arguments) parsed as \(type(of: command))")
}

/// What `bench` prints for `arguments`, which it must refuse, and the status it exits with.
func refusal(_ arguments: [String]) -> (message: String, exitCode: Int32) {
    do {
        let command = try Bench.parseAsRoot(arguments)
        Issue.record("\(arguments) parsed as \(type(of: command))")
        return ("", 0)
    } catch {
        return (Bench.fullMessage(for: error), Bench.exitCode(for: error).rawValue)
    }
}

/// Expects `bench` to refuse `arguments` with exit code 64 and a message containing `message`.
func expectRefusal(
    _ arguments: [String], saying message: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let refused = refusal(arguments)
    #expect(refused.exitCode == ExitCode.validationFailure.rawValue, "\(arguments)", sourceLocation: sourceLocation)
    #expect(refused.exitCode == 64, sourceLocation: sourceLocation)
    #expect(refused.message.contains(message), "\(arguments): \(refused.message)", sourceLocation: sourceLocation)
}
