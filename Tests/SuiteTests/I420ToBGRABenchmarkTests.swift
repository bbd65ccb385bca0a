import Harness
@testable import PiPVideo
import Testing
@testable import Suite

@Suite struct I420ToBGRABenchmarkTests {
    static let sizes = [FrameSize(width: 640, height: 360), FrameSize(width: 3840, height: 2160), FrameSize(width: 1279, height: 719)]

    @Test("standard scope: full range, sizes up to 1920x1080; full scope adds 4K and video range")
    func names() {
        let standard = I420ToBGRABenchmarks.make(SuiteConfiguration(sizes: Self.sizes, lastLevelCacheBytes: 1 << 20))
        #expect(standard.map(\.descriptor.name).contains("I420ToBGRA/simd/1279x719/cold"))
        #expect(standard.count == 2 * 2 * I420ToBGRAStrategy.all.count)
        #expect(!standard.contains { $0.descriptor.name.contains("3840x2160") || $0.descriptor.name.contains("video") })
        let full = I420ToBGRABenchmarks.make(SuiteConfiguration(sizes: Self.sizes, scope: .full, lastLevelCacheBytes: 1 << 20))
        #expect(full.count == 2 * 3 * 2 * I420ToBGRAStrategy.all.count)
        #expect(full.map(\.descriptor.name).contains("I420ToBGRA/libyuv/3840x2160/video-range/hot"))
        // Video range gets summary tables of its own.
        #expect(Set(full.map(\.descriptor.group)).contains("I420ToBGRA 640x360 video-range hot"))
        let first = standard[0]
        #expect(first.benchmark.bytesPerFrame == 640 * 360 * 3 / 2 + 640 * 360 * 4)
        #expect(first.roofline == nil)
    }

    @Test("a strategy 2 off the reference in one channel fails verification; every real strategy passes in both ranges")
    func verification() throws {
        let broken = I420ToBGRAStrategy(id: "broken", summary: "green off by 2 in the last pixel") { source, destination, range in
            try I420ToBGRAStrategy.scalar.convert(source, into: destination, range: range)
            let row = destination.pixels.row(destination.size.height - 1)
            row[row.count - 3] = row[row.count - 3] < 128 ? row[row.count - 3] + 2 : row[row.count - 3] - 2
        }
        let size = FrameSize(width: 48, height: 20)
        let configuration = SuiteConfiguration(sizes: [size], lastLevelCacheBytes: 1 << 16)
        let ring = try SourceRing.shared(size: size, cache: .cold, configuration: configuration)
        let destination = try BGRAFrame.allocate(size: size)
        do {
            try I420ToBGRABenchmarks.verify(broken, range: .full, ring: ring, destination: destination, name: "I420ToBGRA/broken")
            Issue.record("the broken strategy passed verification")
        } catch let error as VerificationError {
            #expect(error.x == 47 && error.y == 19 && error.plane.contains("channel G"))
        }
        for range in ColorRange.allCases {
            for strategy in I420ToBGRAStrategy.all {
                try I420ToBGRABenchmarks.verify(strategy, range: range, ring: ring, destination: destination, name: strategy.id)
            }
        }
    }
}
