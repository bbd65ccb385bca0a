import Harness
import PiPLibYUV
@testable import PiPVideo
import Testing
@testable import Suite

@Suite struct I420ToBGRABenchmarkTests {
    static let sizes = [FrameSize(width: 640, height: 360), FrameSize(width: 3840, height: 2160), FrameSize(width: 1279, height: 719)]

    @Test("standard scope: full range, sizes up to 1920x1080; full scope adds 4K and video range")
    func names() {
        let standard = I420ToBGRABenchmarks.make(SuiteConfiguration(sizes: Self.sizes, lastLevelCacheBytes: 1 << 20))
        #expect(standard.map(\.descriptor.name).contains("I420ToBGRA/simd/1279x719/cold"))
        #expect(standard.count == 2 * 2 * I420ToBGRA.everyStrategy.count)
        #expect(!standard.contains { $0.descriptor.name.contains("3840x2160") || $0.descriptor.name.contains("video") })
        let full = I420ToBGRABenchmarks.make(SuiteConfiguration(sizes: Self.sizes, scope: .full, lastLevelCacheBytes: 1 << 20))
        #expect(full.count == 2 * 3 * 2 * I420ToBGRA.everyStrategy.count)
        #expect(full.map(\.descriptor.name).contains("I420ToBGRA/libyuv/3840x2160/video-range/hot"))
        // Video range gets summary tables of its own.
        #expect(Set(full.map(\.descriptor.group)).contains("I420ToBGRA 640x360 video-range hot"))
        let first = standard[0]
        #expect(first.benchmark.bytesPerFrame == 640 * 360 * 3 / 2 + 640 * 360 * 4)
        #expect(first.roofline == nil)
    }

    @Test("a strategy 2 off the reference in one channel fails verification; every real strategy passes in both ranges")
    func verification() throws {
        let broken = spoiled(I420ToBGRA.scalar, "green off by 2 in the last pixel") { destination in
            let row = destination.pixels.row(destination.size.height - 1)
            row[row.count - 3] = row[row.count - 3] < 128 ? row[row.count - 3] + 2 : row[row.count - 3] - 2
        }
        let size = FrameSize(width: 48, height: 20)
        let configuration = SuiteConfiguration(sizes: [size], lastLevelCacheBytes: 1 << 16)
        func prepare(_ strategy: I420ToBGRAStrategy, _ range: ColorRange) throws {
            _ = try OperationBenchmarks.benchmark(strategy, OperationCase(size, range, cache: .cold), configuration).benchmark.prepare()
        }
        do {
            try prepare(broken, .full)
            Issue.record("the broken strategy passed verification")
        } catch let error as VerificationError {
            #expect(error.violation?.x == 47 && error.violation?.y == 19 && error.problem.contains("channel 1"))
        }
        for range in ColorRange.allCases {
            for strategy in I420ToBGRA.everyStrategy { try prepare(strategy, range) }
        }
    }
}
