import Harness
import PiPVideo

/// `ReadOrder/<order>/<W>x<H>/cold`: a cold camera frame (NV12, from the ring every cold NV12
/// benchmark reads) read once in one of the rotating kernels' orders and nothing else, so that the
/// summary's `x roofline` (here over the read roofline alone: nothing is written) is the floor of
/// that order on this host; `ReadOrder/<order>/<W>x<H>/i420/cold` the same on a decoder's I420
/// frame (three planes of bytes), for the orders of kernels that read I420 (`ReadOrder.planarOrders`)
/// and sizes whose chroma planes hold a 16x16 tile.
/// Cold only (hot, every order reads from cache and they only measure loop overhead); the standard
/// scope at 1280x720 and 1920x1080 (or the configured sizes if neither is configured), the full
/// scope at every configured size; sizes under 16x16 have none.
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
        return sizes.flatMap { size in
            ReadOrder.allCases.map { benchmark($0, NV12Frame.self, size: size, configuration: configuration) }
                // Chroma planes of at least one 16x16 tile, as the I420 quarter turns need.
                + (size.chroma.width >= 16 && size.chroma.height >= 16
                    ? ReadOrder.planarOrders.map { benchmark($0, I420Frame.self, size: size, configuration: configuration) } : [])
        }
    }

    /// `ReadOrder/<order>/<W>x<H>/cold`, or with `planar` `ReadOrder/<order>/<W>x<H>/i420/cold`.
    static func descriptor(_ order: ReadOrder, size: FrameSize, planar: Bool = false) -> BenchmarkDescriptor {
        BenchmarkDescriptor(operation: operation, strategy: order.rawValue,
                            parameters: [size.description] + (planar ? ["i420"] : []), cache: .cold)
    }

    private static func benchmark<Frame: SourceFrame>(
        _ order: ReadOrder, _: Frame.Type, size: FrameSize, configuration: SuiteConfiguration
    ) -> SuiteBenchmark {
        let descriptor = descriptor(order, size: size, planar: Frame.self == I420Frame.self)
        let benchmark = FrameBenchmark(
            name: descriptor.name, bytesPerFrame: size.yuv420ByteCount, pixelsPerFrame: size.pixelCount,
            framesPerSecond: configuration.framesPerSecond
        ) {
            let ring = try SourceRings.ring(Frame.self, size: size, content: .noise, cache: .cold, configuration: configuration)
            let output = try AlignedStorage(byteCount: 16)
            // Each plane in memory order, as the kernels take them; tiles of 8 rows for CbCr pairs.
            @inline(__always) func read(_ frame: Frame, in order: ReadOrder) -> SIMD16<UInt8> {
                var checksum = SIMD16<UInt8>()
                for plane in frame.planes {
                    checksum ^= order.checksum(UnsafeRawPointer(plane.baseAddress), rowBytes: plane.rowBytes, height: plane.height,
                                               bytesPerRow: plane.bytesPerRow, tileRows: plane.bytesPerSample == 2 ? 8 : 16)
                }
                return checksum
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
