import Harness
import PiPLibYUV
@testable import PiPVideo
import Results
import Testing
@testable import Suite

@Suite struct VerificationTests {
    static let size = FrameSize(width: 64, height: 32)
    static let configuration = SuiteConfiguration(sizes: [size], lastLevelCacheBytes: 1 << 16)

    @Test("a strategy whose output differs from the reference fails verification and is not timed")
    func brokenStrategyIsCaught() throws {
        let broken = spoiled(I420ToNV12.scalar, "flips a Cr bit") { $0.cbcr.row($0.cbcr.height - 1)[1] ^= 1 }
        let operationCase = OperationCase<I420ToNV12>(Self.size, cache: .cold)
        let benchmark = OperationBenchmarks.benchmark(broken, operationCase, Self.configuration)
        do {
            _ = try benchmark.benchmark.prepare()
            Issue.record("the broken strategy passed verification")
        } catch let error as VerificationError {
            #expect(error.benchmark == "I420ToNV12/broken/64x32/cold")
            #expect(error.violation?.plane == "destination CbCr" && error.violation?.x == 0 && error.violation?.y == 15)
        }
        for strategy in I420ToNV12.everyStrategy {
            _ = try OperationBenchmarks.benchmark(strategy, operationCase, Self.configuration).benchmark.prepare()
        }
    }

    @Test("a strategy that writes a byte of row padding fails verification")
    func paddingWriteIsCaught() throws {
        let broken = spoiled(I420ToNV12.simd, "writes past a Y row") { $0.y.baseAddress.storeBytes(of: 1, toByteOffset: $0.y.rowBytes, as: UInt8.self) }
        // 33 pixels: CVPixelBuffer-like rows of 64 bytes leave 31 bytes of padding per Y row.
        let operationCase = OperationCase<I420ToNV12>(FrameSize(width: 33, height: 8), cache: .hot)
        #expect(throws: VerificationError.self) {
            _ = try OperationBenchmarks.benchmark(broken, operationCase, Self.configuration).benchmark.prepare()
        }
    }

    @Test("every registered benchmark prepares and verifies at a small size")
    func everyBenchmarkPrepares() throws {
        try prepareAndRun(Catalog.benchmarks(SuiteConfiguration(sizes: [FrameSize(width: 33, height: 17)], lastLevelCacheBytes: 1 << 14)))
    }

    @Test("benchmarks of fixed-size operations with equal bytes have a roofline; downscales report PSNR")
    func rooflinesAndQuality() throws {
        let configuration = SuiteConfiguration(sizes: [FrameSize(width: 48, height: 24)], lastLevelCacheBytes: 1 << 14)
        let conversion = OperationBenchmarks.benchmark(I420ToNV12.simd, OperationCase(FrameSize(width: 48, height: 24), cache: .hot),
                                                       configuration)
        #expect(conversion.roofline?.name == "Memcpy/48x24/hot")
        #expect(conversion.family == .simd)
        #expect(try conversion.benchmark.prepare().counters.isEmpty)
        let bgra = OperationBenchmarks.benchmark(I420ToBGRA.simd, OperationCase(FrameSize(width: 48, height: 24), .full, cache: .hot),
                                                 configuration)
        #expect(bgra.roofline == nil)
        let scaling = ScalingBenchmarks.scaleI420(configuration)
        #expect(scaling.allSatisfy { $0.roofline == nil })
        #expect(try scaling[0].benchmark.prepare().counters.keys.map(\.name).sorted() == ["psnr_uv", "psnr_y"])
    }
}
