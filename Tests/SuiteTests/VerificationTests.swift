import Harness
@testable import PiPVideo
import Testing
@testable import Suite

@Suite struct VerificationTests {
    @Test("a strategy whose output differs from the reference fails verification and is not timed")
    func brokenStrategyIsCaught() throws {
        let broken = I420ToNV12Strategy(id: "broken", summary: "swaps U and V") { source, destination in
            try I420ToNV12Strategy.scalar.convert(source, into: destination)
            destination.cbcr.row(destination.cbcr.height - 1)[1] ^= 1
        }
        let configuration = SuiteConfiguration(sizes: [FrameSize(width: 64, height: 32)], lastLevelCacheBytes: 1 << 16)
        let ring = try SourceRing.shared(size: FrameSize(width: 64, height: 32), cache: .cold, configuration: configuration)
        let destination = try NV12Frame.allocate(size: FrameSize(width: 64, height: 32))
        #expect(throws: VerificationError.self) {
            try I420ToNV12Benchmarks.verify(broken, ring: ring, destination: destination, name: "I420ToNV12/broken")
        }
        do {
            try I420ToNV12Benchmarks.verify(broken, ring: ring, destination: destination, name: "I420ToNV12/broken")
        } catch let error as VerificationError {
            #expect(error.plane == "NV12 CbCr" && error.x == 0 && error.y == 15)
        }
        for strategy in I420ToNV12Strategy.all {
            try I420ToNV12Benchmarks.verify(strategy, ring: ring, destination: destination, name: strategy.id)
        }
    }

    @Test("every registered benchmark prepares and verifies at a small size")
    func everyBenchmarkPrepares() throws {
        let configuration = SuiteConfiguration(sizes: [FrameSize(width: 33, height: 17)], lastLevelCacheBytes: 1 << 14)
        for benchmark in Catalog.benchmarks(configuration) {
            let work = try benchmark.benchmark.prepare()
            for index in 0..<3 { try work.processFrame(index) }
        }
    }
}
