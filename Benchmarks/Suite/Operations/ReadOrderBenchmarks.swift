import Harness
import PiPVideo

/// `ReadOrder/<order>/<W>x<H>/cold`: a cold camera frame (NV12, from the ring every cold NV12
/// benchmark reads) read once in one of the rotating kernels' orders and nothing else, so that the
/// summary's `x roofline` (here over the read roofline alone: nothing is written) is the floor of
/// that order on this host. Cold only (hot, every order reads from cache and they only measure
/// loop overhead); the standard scope at 1280x720 and 1920x1080 (or the configured sizes if
/// neither is configured), the full scope at every configured size; sizes under 16x16 have none.
enum ReadOrderBenchmarks {
    static let operation = "ReadOrder"
    static let standardSizes = [FrameSize(width: 1280, height: 720), FrameSize(width: 1920, height: 1080)]

    static func make(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        guard configuration.cacheStates.contains(.cold) else { return [] }
        var sizes = configuration.sizes.filter { $0.width >= 16 && $0.height >= 16 }
        if configuration.scope == .standard {
            let standard = sizes.filter(standardSizes.contains)
            sizes = standard.isEmpty ? sizes : standard
        }
        return sizes.flatMap { size in ReadOrder.allCases.map { benchmark($0, size: size, configuration: configuration) } }
    }

    /// `ReadOrder/<order>/<W>x<H>/cold`.
    static func descriptor(_ order: ReadOrder, size: FrameSize) -> BenchmarkDescriptor {
        BenchmarkDescriptor(operation: operation, strategy: order.rawValue, parameters: [size.description], cache: .cold)
    }

    private static func benchmark(_ order: ReadOrder, size: FrameSize, configuration: SuiteConfiguration) -> SuiteBenchmark {
        let descriptor = descriptor(order, size: size)
        let benchmark = FrameBenchmark(
            name: descriptor.name, bytesPerFrame: size.yuv420ByteCount, pixelsPerFrame: size.pixelCount,
            framesPerSecond: configuration.framesPerSecond
        ) {
            let ring = try SourceRings.ring(NV12Frame.self, size: size, content: .noise, cache: .cold, configuration: configuration)
            let output = try AlignedStorage(byteCount: 16)
            @inline(__always) func read(_ frame: NV12Frame, in order: ReadOrder) -> SIMD16<UInt8> {
                order.checksum(UnsafeRawPointer(frame.y.baseAddress), rowBytes: frame.y.rowBytes, height: frame.y.height,
                               bytesPerRow: frame.y.bytesPerRow, tileRows: 16)
                    ^ order.checksum(UnsafeRawPointer(frame.cbcr.baseAddress), rowBytes: frame.cbcr.rowBytes,
                                     height: frame.cbcr.height, bytesPerRow: frame.cbcr.bytesPerRow, tileRows: 8)
            }
            // Every order reads the same vectors: its checksum must be the row order's.
            for frame in ring.verificationFrames where read(frame, in: order) != read(frame, in: .rows) {
                throw VerificationError(benchmark: descriptor.name, problem: "the order did not read every 16 bytes of the frame once")
            }
            let roofline = RooflineBytes(ring: ring, writtenByteCount: 0)
            return MeasuredWork(output: UnsafeRawPointer(output.baseAddress), roofline: roofline) { index in
                output.baseAddress.storeBytes(of: read(ring.frame(index), in: order), as: SIMD16<UInt8>.self)
            }
        }
        return SuiteBenchmark(descriptor: descriptor, benchmark: benchmark)
    }
}
