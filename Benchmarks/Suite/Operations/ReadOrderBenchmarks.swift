import Harness
import PiPVideo
import Results

/// `ReadOrder/<order>/<W>x<H>/cold`: a cold camera frame (NV12, from the ring every cold NV12
/// benchmark reads) read once in one of the rotating kernels' orders and nothing else, so that the
/// summary's `x read roofline` (over reading the frame alone: nothing is written) is what that
/// order costs on this host; `ReadOrder/<order>/<W>x<H>/i420/cold` the same on a decoder's I420
/// frame (three planes of bytes). Cold only (hot, every order reads from cache and they only
/// measure loop overhead).
///
/// Registered: every order on NV12 at 1280x720 and 1920x1080 in the standard scope (or the
/// configured sizes if neither is configured) and at every configured size in the full scope
/// (sizes under 16x16 have none), for comparison; and wherever else a registered cold kernel
/// names its order (`SuiteBenchmark.readOrder`: the odd-sized turn, the I420 turns, the camera
/// sizes of rotate+scale), so that every kernel the run times cold has its order beside it.
enum ReadOrderBenchmarks {
    static let operation = BenchmarkName.readOrderOperation
    static let standardSizes = [FrameSize(width: 1280, height: 720), FrameSize(width: 1920, height: 1080)]

    static func make(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        guard configuration.cacheStates.contains(.cold) else { return [] }
        var sizes = configuration.sizes.filter { $0.width >= 16 && $0.height >= 16 }
        if configuration.scope == .standard {
            let standard = sizes.filter(standardSizes.contains)
            sizes = standard.isEmpty ? sizes : standard
        }
        var cases = sizes.flatMap { size in ReadOrder.allCases.map { ReadOrderCase($0, size: size) } }
        for named in namedCases(configuration) where !cases.contains(named) { cases.append(named) }
        return cases.map { readOrder in
            readOrder.planar ? benchmark(readOrder, I420Frame.self, configuration: configuration)
                : benchmark(readOrder, NV12Frame.self, configuration: configuration)
        }
    }

    /// The orders the catalogue's cold rotating kernels name in `configuration`, in their order.
    static func namedCases(_ configuration: SuiteConfiguration) -> [ReadOrderCase] {
        (RotationBenchmarks.rotateNV12(configuration) + RotationBenchmarks.rotateI420(configuration)
            + RotateScaleBenchmarks.make(configuration)).compactMap(\.readOrder)
    }

    private static func benchmark<Frame: SourceFrame>(
        _ readOrder: ReadOrderCase, _: Frame.Type, configuration: SuiteConfiguration
    ) -> SuiteBenchmark {
        let descriptor = readOrder.descriptor, order = readOrder.order, size = readOrder.size
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
