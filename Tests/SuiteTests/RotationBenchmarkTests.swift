import Harness
import PiPLibYUV
@testable import PiPVideo
import Testing
@testable import Suite

@Suite struct RotationBenchmarkTests {
    static let small = SuiteConfiguration(
        sizes: [FrameSize(width: 33, height: 17)], scope: .full, lastLevelCacheBytes: 1 << 14)

    static func rotations(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        RotationBenchmarks.rotateNV12(configuration) + RotationBenchmarks.rotateI420(configuration)
            + RotationBenchmarks.i420ToNV12Rotate(configuration)
    }

    static let strategiesPerCase = RotateNV12.everyStrategy.count + RotateI420.everyStrategy.count + I420ToNV12Rotate.everyStrategy.count

    @Test("every rotation benchmark of the full scope prepares, verifies and runs at a small odd size")
    func everyRotationBenchmarkPrepares() throws {
        let benchmarks = Self.rotations(Self.small)
        // 3 angles x 2 cache states x every strategy of the three operations.
        #expect(benchmarks.count == 3 * 2 * Self.strategiesPerCase)
        try prepareAndRun(benchmarks)
    }

    @Test("a rotation whose output differs from the reference fails verification and is not timed")
    func brokenRotationIsCaught() throws {
        let broken = spoiled(RotateNV12.simd, "rotates one CbCr pair wrong") { $0.cbcr.row(2)[0] ^= 1 }
        let operationCase = OperationCase<RotateNV12>(FrameSize(width: 33, height: 17), .degrees90, extraName: ["90"], cache: .cold)
        #expect(throws: VerificationError.self) {
            _ = try OperationBenchmarks.benchmark(broken, operationCase, Self.small).benchmark.prepare()
        }
    }

    @Test("the standard scope: 90 degrees; RotateNV12 at three sizes hot and cold; the I420 operations at 1080p hot")
    func standardScope() {
        let names = benchmarkNames(Self.rotations(SuiteConfiguration(lastLevelCacheBytes: 1 << 20)))
        #expect(names.count == 3 * 2 * RotateNV12.everyStrategy.count + RotateI420.everyStrategy.count
            + I420ToNV12Rotate.everyStrategy.count)
        #expect(Set(names).count == names.count)
        #expect(names.contains("RotateNV12/simd/1920x1080/90/hot"))
        #expect(names.contains("RotateNV12/libyuv-split/1279x719/90/cold"))
        #expect(names.contains("RotateI420/libyuv/1920x1080/90/hot"))
        #expect(names.contains("I420ToNV12Rotate/libyuv-viai420/1920x1080/90/hot"))
        #expect(!names.contains { $0.contains("/180/") || $0.contains("/270/") || $0.contains("3840x2160") })
        // Hand-picked sizes outside the standard lists are honoured.
        let picked = Self.rotations(SuiteConfiguration(sizes: [FrameSize(width: 640, height: 360)], lastLevelCacheBytes: 1 << 20))
        #expect(picked.allSatisfy { $0.descriptor.parameters == ["640x360", "90"] })
        #expect(picked.count == 2 * RotateNV12.everyStrategy.count + RotateI420.everyStrategy.count + I420ToNV12Rotate.everyStrategy.count)
    }

    @Test("the full scope registers every angle, size and cache state; groups are per size and angle")
    func fullScope() {
        let benchmarks = Self.rotations(SuiteConfiguration(scope: .full, lastLevelCacheBytes: 1 << 20))
        #expect(benchmarks.count == SuiteConfiguration.defaultSizes.count * 3 * 2 * Self.strategiesPerCase)
        let names = benchmarkNames(benchmarks)
        #expect(names.contains("RotateNV12/naive/3840x2160/270/cold"))
        #expect(names.contains("I420ToNV12Rotate/simd/640x360/180/hot"))
        let group = benchmarks.first { $0.benchmark.name == "RotateNV12/simd/1920x1080/90/hot" }?.descriptor.group
        #expect(group == "RotateNV12 1920x1080 90 hot")
        #expect(benchmarks.allSatisfy { $0.roofline?.name == "Memcpy/\($0.descriptor.parameters[0])/\($0.descriptor.cache!)" })
    }
}
