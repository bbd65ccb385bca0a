import Foundation
import PiPLibYUV
import PiPVideo
import Testing
@testable import Suite

@Suite struct ConfigurationTests {
    @Test("a cold ring holds at least twice the last-level cache; a hot ring is one frame")
    func ringLength() {
        let configuration = SuiteConfiguration(lastLevelCacheBytes: 32 << 20)
        for size in SuiteConfiguration.defaultSizes {
            let bytes = size.yuv420ByteCount
            let count = configuration.ringLength(frameBytes: bytes, cache: .cold)
            #expect(count * bytes >= 2 * (32 << 20))
            #expect((count - 1) * bytes < 2 * (32 << 20) || count == 2)
            #expect(configuration.ringLength(frameBytes: bytes, cache: .hot) == 1)
        }
        #expect(configuration.ringLength(frameBytes: 1 << 30, cache: .cold) == 2)
    }

    @Test("cache sizes as sysfs writes them")
    func parseSize() {
        #expect(LastLevelCache.parseSize("32768K\n") == 32 << 20)
        #expect(LastLevelCache.parseSize("1M") == 1 << 20)
        #expect(LastLevelCache.parseSize("512") == 512)
        #expect(LastLevelCache.parseSize("") == nil)
        #expect(LastLevelCache.parseSize("K") == nil)
        #expect(LastLevelCache.parseSize("-4K") == nil)
    }

    @Test("the highest cache level listed in sysfs wins; an unreadable tree gives nil")
    func sysfs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (index, level, size) in [(0, "1", "32K"), (1, "2", "1M"), (2, "3", "16384K"), (3, "garbage", "9M")] {
            let directory = root + "/index\(index)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try level.write(toFile: directory + "/level", atomically: true, encoding: .utf8)
            try size.write(toFile: directory + "/size", atomically: true, encoding: .utf8)
        }
        #expect(LastLevelCache.reportedBytes(sysfsRoot: root) == 16 << 20)
        #expect(LastLevelCache.reportedBytes(sysfsRoot: root + "/missing") == nil)
    }
}

@Suite struct CatalogTests {
    @Test("names are <Operation>/<strategy>/<W>x<H>/<cache>, unique, and every roofline exists")
    func names() {
        let benchmarks = Catalog.benchmarks(SuiteConfiguration(lastLevelCacheBytes: 1 << 20))
        let names = benchmarks.map(\.benchmark.name)
        #expect(Set(names).count == names.count)
        #expect(names.contains("I420ToNV12/simd/1920x1080/hot"))
        #expect(names.contains("I420ToNV12/naive/1279x719/cold"))
        #expect(names.contains("Memcpy/3840x2160/cold"))
        // 5 sizes x 2 cache states x 4 strategies, and a memcpy roofline for each size and cache state.
        #expect(names.filter { $0.hasPrefix("I420ToNV12/") }.count == 5 * 2 * I420ToNV12.everyStrategy.count)
        #expect(names.filter { $0.hasPrefix("Memcpy/") }.count == 5 * 2)
        #expect(names.contains("Provision/pool-per-frame/1920x1080/cold"))
        for benchmark in benchmarks {
            if let roofline = benchmark.roofline { #expect(names.contains(roofline.name)) }
        }
    }

    @Test("a configuration without sizes registers only the fixed-size benchmarks (pipelines, the camera cases and their kernels' read orders), no crash")
    func noSizes() {
        let names = benchmarkNames(Catalog.benchmarks(SuiteConfiguration(sizes: [], lastLevelCacheBytes: 1 << 20)))
        #expect(!names.isEmpty)
        // The 3:1 kernel (1080p) runs on x86-64 only; elsewhere that case takes the general path, which no order models.
        #if arch(x86_64)
        let byThree = ["ReadOrder/by-three-strips-prefetched/1920x1080/cold"]
        #else
        let byThree: [String] = []
        #endif
        #expect(names.filter { $0.hasPrefix("ReadOrder/") } == ["ReadOrder/strips-prefetched/1280x720/cold"] + byThree)
        #expect(names.allSatisfy { $0.hasPrefix("Pipeline/") || $0.hasPrefix("RotateScaleNV12/") || $0.hasPrefix("ReadOrder/") })
    }
}
