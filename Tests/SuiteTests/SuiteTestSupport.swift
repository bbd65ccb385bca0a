import Harness
import PiPVideo
@testable import Suite

/// A copy of `strategy` whose kernel runs the original and then `spoil`s the destination: a strategy
/// that breaks its contract, for tests that verification catches it.
func spoiled<Operation: FrameOperation>(
    _ strategy: Strategy<Operation>, _ what: String, _ spoil: @escaping @Sendable (Operation.Destination) -> Void
) -> Strategy<Operation> {
    Strategy(
        id: "broken", summary: what, family: strategy.family, contract: strategy.contract, libyuvReference: strategy.libyuvReference,
        sampling: strategy.sampling
    ) { source, destination, parameters in
        try strategy.run(source, into: destination, parameters)
        spoil(destination)
    }
}

/// The benchmark names of `benchmarks`.
func benchmarkNames(_ benchmarks: [SuiteBenchmark]) -> [String] { benchmarks.map(\.benchmark.name) }

/// Prepares (verifies) every benchmark and runs three frames of each.
func prepareAndRun(_ benchmarks: [SuiteBenchmark]) throws {
    for benchmark in benchmarks {
        let work = try benchmark.benchmark.prepare()
        for index in 0..<3 { try work.processFrame(index) }
    }
}
