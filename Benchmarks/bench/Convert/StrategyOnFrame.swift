import ArgumentParser
import Harness
import PiPVideo
import PiPLibYUV

/// One strategy run on one source frame: verified against the operation's reference first (as
/// the benchmarks do), then run once more on the monotonic clock, and its picture quality measured.
struct StrategyOnFrame {
    /// Seconds of the timed run (one call: a tool's figure, not a benchmark's median).
    let seconds: Double
    /// PSNR of luma and of chroma against the reference (the cap, 99 dB, when identical).
    let lumaDecibels: Double
    let chromaDecibels: Double

    /// Runs `strategy` on `source` into `destination` (which then holds its output).
    /// - Throws: `VerificationFailure` naming the strategy when its output breaks its contract;
    ///   `FrameError` when the frames are rejected.
    init<Operation: ConvertibleOperation>(
        _ strategy: Strategy<Operation>, _ source: Operation.Source, into destination: Operation.Destination,
        _ parameters: Operation.Parameters
    ) throws {
        let reference = try Operation.reference(source, size: destination.size, parameters)
        do {
            try strategy.verify(source, into: destination, parameters, against: reference)
        } catch let violation as ContractViolation {
            throw VerificationFailure(operation: Operation.name, violation: violation)
        }
        seconds = try Stopwatch.time { try strategy.run(source, into: destination, parameters) }.seconds
        let quality = try ScaleQuality(destination, reference: reference)
        lumaDecibels = quality.lumaDecibels
        chromaDecibels = quality.chromaDecibels
    }

    /// The strategy of `Operation` with `id`.
    /// - Throws: `ValidationError` listing the ids for any other.
    static func strategy<Operation: LibYUVOperation>(_ id: String, of _: Operation.Type) throws -> Strategy<Operation> {
        guard let strategy = Operation.anyStrategy(named: id) else {
            throw ValidationError("\(Operation.name) has no strategy '\(id)'; use one of \(Operation.everyStrategy.map(\.id).joined(separator: ", "))")
        }
        return strategy
    }

    /// The destination size for a source of `size`: the operation's own, or `--to` for operations
    /// that take any smaller size.
    /// - Throws: `ValidationError` when `--to` is missing for one and given for the other.
    static func destinationSize<Operation: FrameOperation>(
        _: Operation.Type, source size: FrameSize, to: FrameSize?, _ parameters: Operation.Parameters
    ) throws -> FrameSize {
        if let own = Operation.destinationSize(for: size, parameters) {
            if let to, to != own { throw ValidationError("\(Operation.name) writes \(own) from \(size); leave out --to") }
            return own
        }
        guard let to else { throw ValidationError("\(Operation.name) needs --to WxH (the destination size)") }
        return to
    }
}

/// A strategy's output broke its contract on a frame of the user's file (exit code 1, not 64: the
/// arguments were fine).
struct VerificationFailure: Error, CustomStringConvertible {
    let operation: String
    let violation: ContractViolation

    var description: String { "\(operation)/\(violation.strategy) failed verification against the reference: \(violation); nothing was written" }
}
