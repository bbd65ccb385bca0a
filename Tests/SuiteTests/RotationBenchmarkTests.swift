import Harness
@testable import PiPVideo
import Testing
@testable import Suite

@Suite struct RotationBenchmarkTests {
    static let small = SuiteConfiguration(
        sizes: [FrameSize(width: 33, height: 17)], scope: .full, lastLevelCacheBytes: 1 << 14)

    @Test("every rotation benchmark of the full scope prepares, verifies and runs at a small odd size")
    func everyRotationBenchmarkPrepares() throws {
        let benchmarks = RotationBenchmarks.make(Self.small)
        // 3 angles x (2 cache states x RotateNV12 strategies + full-scope I420 operations in 2 cache states).
        #expect(benchmarks.count == 3 * 2 * (RotateNV12Strategy.all.count + RotateI420Strategy.all.count
            + I420ToNV12RotateStrategy.all.count))
        for benchmark in benchmarks {
            let work = try benchmark.benchmark.prepare()
            for index in 0..<3 { try work.processFrame(index) }
        }
    }

    @Test("a rotation whose output differs from the reference fails verification and is not timed")
    func brokenRotationIsCaught() throws {
        let broken = RotateNV12Strategy(id: "broken", summary: "rotates one CbCr pair wrong") { source, destination, rotation in
            try RotateNV12Strategy.simd.rotate(source, by: rotation, into: destination)
            destination.cbcr.row(2)[0] ^= 1
        }
        let ring = try CameraRing.shared(size: FrameSize(width: 33, height: 17), cache: .cold, configuration: Self.small)
        let destination = try NV12Frame.allocate(size: FrameSize(width: 17, height: 33))
        #expect(throws: VerificationError.self) {
            try RotationBenchmarks.verify(broken, .degrees90, ring: ring, destination: destination, name: "RotateNV12/broken")
        }
        for strategy in RotateNV12Strategy.all {
            try RotationBenchmarks.verify(strategy, .degrees90, ring: ring, destination: destination, name: strategy.id)
        }
    }

    @Test("the standard scope: 90 degrees; RotateNV12 at three sizes hot and cold; the I420 operations at 1080p hot")
    func standardScope() {
        let names = RotationBenchmarks.make(SuiteConfiguration(lastLevelCacheBytes: 1 << 20)).map(\.benchmark.name)
        #expect(names.count == 3 * 2 * RotateNV12Strategy.all.count + RotateI420Strategy.all.count
            + I420ToNV12RotateStrategy.all.count)
        #expect(Set(names).count == names.count)
        #expect(names.contains("RotateNV12/simd/1920x1080/90/hot"))
        #expect(names.contains("RotateNV12/libyuv-split/1279x719/90/cold"))
        #expect(names.contains("RotateI420/libyuv/1920x1080/90/hot"))
        #expect(names.contains("I420ToNV12Rotate/libyuv-viai420/1920x1080/90/hot"))
        #expect(!names.contains { $0.contains("/180/") || $0.contains("/270/") || $0.contains("3840x2160") })
        // Hand-picked sizes outside the standard lists are honoured.
        let picked = RotationBenchmarks.make(SuiteConfiguration(sizes: [FrameSize(width: 640, height: 360)], lastLevelCacheBytes: 1 << 20))
        #expect(picked.allSatisfy { $0.descriptor.parameters == ["640x360", "90"] })
        #expect(picked.count == 2 * RotateNV12Strategy.all.count + RotateI420Strategy.all.count + I420ToNV12RotateStrategy.all.count)
    }

    @Test("the full scope registers every angle, size and cache state; groups are per size and angle")
    func fullScope() {
        let benchmarks = RotationBenchmarks.make(SuiteConfiguration(scope: .full, lastLevelCacheBytes: 1 << 20))
        let perCase = RotateNV12Strategy.all.count + RotateI420Strategy.all.count + I420ToNV12RotateStrategy.all.count
        #expect(benchmarks.count == SuiteConfiguration.defaultSizes.count * 3 * 2 * perCase)
        let names = benchmarks.map(\.benchmark.name)
        #expect(names.contains("RotateNV12/naive/3840x2160/270/cold"))
        #expect(names.contains("I420ToNV12Rotate/simd/640x360/180/hot"))
        let group = benchmarks.first { $0.benchmark.name == "RotateNV12/simd/1920x1080/90/hot" }?.descriptor.group
        #expect(group == "RotateNV12 1920x1080 90 hot")
        #expect(benchmarks.allSatisfy { $0.roofline?.name == "Memcpy/\($0.descriptor.parameters[0])/\($0.descriptor.cache!)" })
    }
}
