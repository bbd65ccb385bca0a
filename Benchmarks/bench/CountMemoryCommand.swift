import ArgumentParser
import Foundation
import Harness
import Measurement
import Suite

/// `bench count-memory`: the process `record`/`check --metric memory` start, one per benchmark.
/// Prepares and verifies each selected hot benchmark, then counts its memory in an untimed pass
/// (`AllocationCounter.measure`). Not for direct use.
struct CountMemoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "count-memory",
        abstract: """
            Internal: count allocations and bytes per frame and bytes held (started by record/check \
            --metric memory).
            """,
        shouldDisplay: false)

    @OptionGroup var selection: SuiteSelection

    @Option(help: ArgumentHelp("Where to write each benchmark's outcome (JSON).", valueName: "FILE"))
    var outcomes: String

    func run() throws {
        let configuration = selection.configuration(cacheStates: [.hot])
        let benchmarks = Catalog.benchmarks(configuration).filter { selection.filter.matches($0.descriptor.name) }
        let frames = AllocationCounter.countedFrames
        let results = benchmarks.map { suite -> MemoryOutcome in
            do {
                let figures = try AllocationCounter.measure(try suite.benchmark.prepare())
                return MemoryOutcome(name: suite.descriptor.name, frames: frames, figures: figures, error: nil)
            } catch {
                return MemoryOutcome(name: suite.descriptor.name, frames: 0, figures: nil, error: "\(error)")
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted]
        try encoder.encode(results).write(to: URL(fileURLWithPath: outcomes))
    }
}
