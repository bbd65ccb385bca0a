import Harness
import PiPVideo
import Testing
@testable import Suite

/// Allocation counts in a debug build include the unspecialised generic code's own boxes, so these
/// tests compare provisioning strategies with the bare conversion measured the same way; the
/// absolute figures (0 per frame for `pool` and the conversions) are checked on the release build
/// by scripts/ci/smoke-bench.sh.
@Suite struct ProvisionBenchmarkTests {
    let configuration = SuiteConfiguration(sizes: [FrameSize(width: 1280, height: 720)], cacheStates: [.hot], lastLevelCacheBytes: 1 << 16)

    func allocationsPerFrame(_ name: String) throws -> Double {
        let benchmark = try #require(Catalog.benchmarks(configuration).first { $0.benchmark.name == name })
        return try AllocationCounter.allocationsPerFrame(try benchmark.benchmark.prepare())
    }

    @Test("a pool adds no allocation to the conversion in steady state; fresh and pool-per-frame add some every frame",
          .enabled(if: AllocationCounter.isAvailable, "allocations are not counted under a sanitizer"))
    func allocations() throws {
        let conversion = try allocationsPerFrame("I420ToNV12/simd/1280x720/hot")
        let pool = try allocationsPerFrame("Provision/pool/1280x720/hot")
        let fresh = try allocationsPerFrame("Provision/fresh/1280x720/hot")
        let poolPerFrame = try allocationsPerFrame("Provision/pool-per-frame/1280x720/hot")
        #expect(pool == conversion)
        #expect(fresh >= conversion + 1)
        #expect(poolPerFrame > fresh)
    }
}
