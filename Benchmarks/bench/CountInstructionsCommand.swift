import ArgumentParser
import Foundation
import Gate
import Harness
import Measurement
import Suite

/// `bench count-instructions`: the process `record`/`check --metric instructions` start under
/// callgrind. Prepares and verifies each selected hot benchmark, then counts its frames between
/// callgrind client requests (one dump per benchmark). Not for direct use.
struct CountInstructionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "count-instructions",
        abstract: """
            Internal: count instructions per frame under valgrind --tool=callgrind (started by \
            record/check --metric instructions).
            """,
        shouldDisplay: false)

    @OptionGroup var selection: SuiteSelection

    @Option(help: ArgumentHelp(
        "Frames counted per benchmark, after one uncounted warm-up frame.", valueName: "N"))
    var frames: Int = 2

    @Option(help: ArgumentHelp(
        "Where to write each benchmark's outcome (JSON).", valueName: "FILE"))
    var outcomes: String

    func validate() throws {
        guard frames >= 1 else { throw ValidationError("--frames must be at least 1") }
    }

    func run() throws {
        guard InstructionCounting.isCountingAvailable else {
            throw ValidationError("""
                count-instructions must run under valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no; \
                use `bench check --metric instructions`
                """)
        }
        let configuration = selection.configuration(cacheStates: [.hot])
        let benchmarks = Catalog.benchmarks(configuration).filter { selection.filter.matches($0.descriptor.name) }

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
