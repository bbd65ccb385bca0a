import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// The differential harness: verifies each of `strategies` (by default every strategy of
/// `Operation`) on `source` with `Strategy.verify`, which fills the destination with a canary,
/// runs the strategy, requires every byte outside the destination's samples to be untouched and
/// the samples to keep the strategy's contract against the reference, and runs and compares a
/// `sameBytes` twin.
///
/// The reference (`Operation.reference`, or `reference` when the caller has it already) is
/// computed once and shared by every strategy; so is the destination, of `size` (by default the
/// operation's destination size for the source) with rows laid out as `alignment`.
/// - Returns: each strategy's failure, in catalogue order; empty when every strategy kept its contract.
/// - Throws: when the reference cannot be computed or the destination allocated (a test mistake).
func verifyStrategies<Operation: LibYUVOperation>(
    of _: Operation.Type, on source: Operation.Source, size: FrameSize? = nil, destination alignment: RowAlignment,
    _ parameters: Operation.Parameters, reference: [ReferencePlane]? = nil,
    strategies: [Strategy<Operation>] = Operation.everyStrategy
) throws -> [StrategyFailure] {
    let size = try #require(size ?? Operation.destinationSize(for: source.size, parameters),
                            "\(Operation.name) writes any size no larger than its source: pass one")
    let reference = try reference ?? Operation.reference(source, size: size, parameters)
    let destination = try Operation.Destination(allocating: size, rowAlignment: alignment, name: "destination")
    var failures: [StrategyFailure] = []
    for strategy in strategies {
        do {
            try strategy.verify(source, into: destination, parameters, against: reference)
        } catch {
            failures.append(StrategyFailure(strategy: strategy.id, error: error))
        }
    }
    return failures
}

/// `verifyStrategies` for every strategy of `Operation`, recording one issue per failure, which
/// names the operation, the sizes, the layouts and the parameters.
func expectContractsKept<Operation: LibYUVOperation>(
    _ operation: Operation.Type, on source: Operation.Source, size: FrameSize? = nil, destination alignment: RowAlignment,
    _ parameters: Operation.Parameters, reference: [ReferencePlane]? = nil, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let failures = try verifyStrategies(of: operation, on: source, size: size, destination: alignment, parameters, reference: reference)
    for failure in failures {
        let strides = source.planes.map(\.bytesPerRow)
        let into = size.map { " -> \($0)" } ?? ""
        Issue.record("\(Operation.name)/\(failure) [source \(source.size)\(into), source strides \(strides), destination \(alignment), \(parameters)]",
                     sourceLocation: sourceLocation)
    }
}
