import Harness
import PiPVideo

/// I420 -> NV12 for every strategy, size and cache state: the conversion every remote frame of a
/// call goes through before PiP can display it.
enum I420ToNV12Benchmarks {
    static let operation = "I420ToNV12"

    static func make(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        configuration.sizes.flatMap { size in
            configuration.cacheStates.flatMap { cache in
                I420ToNV12Strategy.all.map { strategy in
                    let descriptor = BenchmarkDescriptor(
                        operation: operation, strategy: strategy.id, parameters: [size.description], cache: cache)
                    let benchmark = FrameBenchmark(
                        name: descriptor.name, bytesPerFrame: 2 * size.yuv420ByteCount,
                        pixelsPerFrame: size.pixelCount, framesPerSecond: configuration.framesPerSecond
                    ) {
                        let ring = try SourceRing.shared(size: size, cache: cache, configuration: configuration)
                        let destination = try NV12Frame.allocate(
                            size: size, rowAlignment: configuration.destinationRowAlignment, name: "destination")
                        try verify(strategy, ring: ring, destination: destination, name: descriptor.name)
                        return MeasuredWork(output: destination.y.baseAddress) { index in
                            try strategy.convert(ring.frame(index), into: destination)
                        }
                    }
                    return SuiteBenchmark(
                        descriptor: descriptor, roofline: MemcpyBenchmarks.descriptor(size: size, cache: cache),
                        benchmark: benchmark)
                }
            }
        }
    }

    /// Runs the strategy on the ring's first and last frames and compares with the reference.
    static func verify(_ strategy: I420ToNV12Strategy, ring: FrameRing<I420Frame>, destination: NV12Frame, name: String) throws {
        let expected = try NV12Frame.allocate(size: destination.size, rowAlignment: .tight, name: "reference")
        for frame in ring.verificationFrames {
            destination.y.storage.fill(with: 0xA5)
            try I420ToNV12Reference.convert(frame, into: expected)
            try strategy.convert(frame, into: destination)
            try VerificationError.check(name, actual: destination.planes, expected: expected.planes)
        }
    }
}
