import Harness
import PiPVideo
import PiPLibYUV
import Results

/// The suite's benchmarks of one operation: for each case, each strategy verified against its
/// contract on the case's source frames and then timed, one frame per iteration.
///
/// A benchmark is named `<Operation>/<strategy>/<case parameters...>/<cache>`; it reads and writes
/// one source and one destination frame per iteration (`bytes_per_second`); operations whose
/// destination size is their own are held against the memcpy of the same bytes when the source
/// and destination have the same bytes; downscaling operations report `Counter.psnrY` and `.psnrUV`
/// against the reference (measured once while preparing).
enum OperationBenchmarks<Operation: LibYUVOperation> where Operation.Source: SourceFrame {
    /// Every strategy in `strategies` on every case, case by case; `readOrder` names, for cold cases,
    /// the `ReadOrder` benchmark that reads a case's source in the order of a strategy's kernel,
    /// where one models it.
    static func make(_ cases: [OperationCase<Operation>], strategies: [Strategy<Operation>] = Operation.everyStrategy,
                     _ configuration: SuiteConfiguration,
                     readOrder: (Strategy<Operation>, OperationCase<Operation>) -> ReadOrderCase? = { _, _ in nil }
    ) -> [SuiteBenchmark] {
        cases.flatMap { operationCase in
            strategies.map { strategy in
                benchmark(strategy, operationCase, configuration,
                          readOrder: operationCase.cache == .cold ? readOrder(strategy, operationCase) : nil)
            }
        }
    }

    /// Every strategy on noise frames of each configured size in each cache state, with `parameters`.
    static func everySize(_ configuration: SuiteConfiguration, parameters: Operation.Parameters) -> [SuiteBenchmark] {
        make(configuration.sizes.flatMap { size in
            configuration.cacheStates.map { OperationCase(size, parameters, cache: $0) }
        }, configuration)
    }

    /// The benchmark of `strategy` on `operationCase`.
    static func benchmark(
        _ strategy: Strategy<Operation>, _ operationCase: OperationCase<Operation>, _ configuration: SuiteConfiguration,
        readOrder: ReadOrderCase? = nil
    ) -> SuiteBenchmark {
        let descriptor = BenchmarkDescriptor(operation: Operation.name, strategy: strategy.id,
                                             parameters: operationCase.nameParameters, cache: operationCase.cache)
        let benchmark = FrameBenchmark(
            name: descriptor.name,
            bytesPerFrame: Operation.Source.sampleByteCount(of: operationCase.source)
                + Operation.Destination.sampleByteCount(of: operationCase.destination),
            pixelsPerFrame: operationCase.destination.pixelCount, framesPerSecond: configuration.framesPerSecond
        ) {
            try prepare(strategy, operationCase, name: descriptor.name, configuration)
        }
        return SuiteBenchmark(descriptor: descriptor, roofline: roofline(operationCase), family: strategy.family,
                              readOrder: readOrder, benchmark: benchmark)
    }

    /// The memcpy of the same bytes, for operations that write a frame of their source's size and bytes.
    static func roofline(_ operationCase: OperationCase<Operation>) -> BenchmarkDescriptor? {
        guard operationCase.hasFixedDestination,
              Operation.Source.sampleByteCount(of: operationCase.source)
                == Operation.Destination.sampleByteCount(of: operationCase.destination) else { return nil }
        return MemcpyBenchmarks.descriptor(size: operationCase.source, cache: operationCase.cache)
    }

    /// Before timing: the strategy verified on the ring's first and last frames (its contract
    /// against the operation's reference, nothing written outside the destination's samples, its
    /// twin's bytes when it has one); then the work to time.
    /// - Throws: `VerificationError` when the output breaks the contract (the benchmark is then
    ///   reported as failed, not timed); whatever building the frames throws.
    static func prepare(
        _ strategy: Strategy<Operation>, _ operationCase: OperationCase<Operation>, name: String,
        _ configuration: SuiteConfiguration
    ) throws -> MeasuredWork {
        let ring = try SourceRings.ring(Operation.Source.self, size: operationCase.source, content: operationCase.content,
                                        cache: operationCase.cache, configuration: configuration)
        let destination = try Operation.Destination(
            allocating: operationCase.destination, rowAlignment: configuration.destinationRowAlignment, name: "destination")
        var counters: [Counter: Double] = [:]
        for index in ring.verificationIndices {
            let frame = ring.frames[index]
            let reference = try References.reference(operationCase, frame: frame, index: index, configuration: configuration)
            do {
                try strategy.verify(frame, into: destination, operationCase.parameters, against: reference)
            } catch let violation as ContractViolation {
                throw VerificationError(benchmark: name, violation: violation)
            }
            if index == 0, !operationCase.hasFixedDestination {
                let quality = try ScaleQuality(destination, reference: reference)
                counters = [.psnrY: quality.lumaDecibels, .psnrUV: quality.chromaDecibels]
            }
        }
        let parameters = operationCase.parameters
        let roofline = RooflineBytes(ring: ring, writtenByteCount: Operation.Destination.sampleByteCount(of: operationCase.destination))
        return MeasuredWork(output: UnsafeRawPointer(destination.planes[0].baseAddress), counters: counters, roofline: roofline) { index in
            try strategy.run(ring.frame(index), into: destination, parameters)
        }
    }
}
