import ArgumentParser
import Foundation
import Gate
import Harness
import Suite

/// `bench count-instructions`: the process `record`/`check --metric instructions` start under
/// callgrind. Prepares and verifies each selected hot benchmark, then counts its frames between
/// callgrind client requests (one dump per benchmark). Not for direct use.
struct CountInstructionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "count-instructions",
        abstract: "Internal: count instructions per frame under valgrind --tool=callgrind (started by record/check --metric instructions).",
        shouldDisplay: false)

    @Option var sizes: String
    @Option var scope: String = SuiteConfiguration.Scope.standard.rawValue
    @Option var filter: String
    @Option var frames: Int = 2
    @Option var outcomes: String

    func run() throws {
        guard InstructionCounting.isCountingAvailable else {
            throw ValidationError("count-instructions must run under valgrind --tool=callgrind --collect-atstart=no; use `bench check --metric instructions`")
        }
        guard let scope = SuiteConfiguration.Scope(rawValue: scope) else { throw ValidationError("unknown scope '\(scope)'") }
        guard frames >= 1 else { throw ValidationError("--frames must be at least 1") }
        let compiled: BenchmarkFilter
        do { compiled = try BenchmarkFilter(filter) } catch { throw ValidationError(error.description) }
        let configuration = SuiteRun.configuration(sizes: try SuiteRun.parseSizes(sizes), scope: scope, cacheStates: [.hot])
        let benchmarks = Catalog.benchmarks(configuration).filter { compiled.matches($0.descriptor.name) }

        var done = 0
        let results = InstructionCounting.count(benchmarks.map(\.benchmark), frames: frames) { outcome in
            done += 1
            let status = outcome.error.map { "FAILED: \($0)" } ?? "counted \(outcome.frames) frames"
            print("[\(done)/\(benchmarks.count)] \(outcome.name): \(status)")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted]
        try encoder.encode(results).write(to: URL(fileURLWithPath: outcomes))
    }
}
