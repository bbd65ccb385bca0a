import Harness
import PiPVideo
import Results

/// The roofline: one memcpy of a 4:2:0 frame's bytes, from the same source ring an operation
/// reads, into one destination. An operation that reads and writes a frame once cannot beat it.
enum MemcpyBenchmarks {
    static let operation = BenchmarkName.memcpyOperation

    static func descriptor(size: FrameSize, cache: CacheState) -> BenchmarkDescriptor {
        BenchmarkDescriptor(operation: operation, strategy: nil, parameters: [size.description], cache: cache)
    }

    static func make(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        configuration.sizes.flatMap { size in
            configuration.cacheStates.map { cache in
                let descriptor = descriptor(size: size, cache: cache)
                let benchmark = FrameBenchmark(
                    name: descriptor.name, bytesPerFrame: 2 * size.yuv420ByteCount, pixelsPerFrame: size.pixelCount,
                    framesPerSecond: configuration.framesPerSecond
                ) {
                    let ring = try SourceRings.ring(I420Frame.self, size: size, content: .noise, cache: cache,
                                                    configuration: configuration)
                    let bytes = size.yuv420ByteCount
                    let destination = try AlignedStorage(byteCount: bytes)
                    for frame in ring.verificationFrames {
                        memcpy(destination.baseAddress, frame.y.storage.baseAddress, bytes)
                        guard memcmp(destination.baseAddress, frame.y.storage.baseAddress, bytes) == 0 else {
                            throw VerificationError(benchmark: descriptor.name, problem: "the copy differs from its source")
                        }
                    }
                    let roofline = RooflineBytes(ring: ring, writtenByteCount: bytes)
                    return MeasuredWork(output: destination.baseAddress, roofline: roofline) { index in
                        memcpy(destination.baseAddress, ring.frame(index).y.storage.baseAddress, bytes)
                    }
                }
                return SuiteBenchmark(descriptor: descriptor, benchmark: benchmark)
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
