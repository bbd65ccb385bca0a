import Harness
import PiPLibYUV
import PiPVideo
import Results
import Testing
@testable import Suite

@Suite struct RotateScaleBenchmarkTests {
    @Test("standard: both camera cases at 90 degrees, hot and cold, every strategy; full adds 180 and 270")
    func names() {
        let standard = Set(benchmarkNames(RotateScaleBenchmarks.make(SuiteConfiguration(lastLevelCacheBytes: 1 << 20))))
        let full = Set(benchmarkNames(RotateScaleBenchmarks.make(SuiteConfiguration(scope: .full, lastLevelCacheBytes: 1 << 20))))
        #expect(standard.count == 2 * 2 * RotateScaleNV12.everyStrategy.count)
        #expect(full.count == 3 * standard.count)
        for strategy in RotateScaleNV12.everyStrategy.map(\.id) {
            for cache in ["hot", "cold"] {
                #expect(standard.contains("RotateScaleNV12/\(strategy)/1280x720/270x480/90/\(cache)"))
                #expect(standard.contains("RotateScaleNV12/\(strategy)/1920x1080/360x640/90/\(cache)"))
                #expect(full.contains("RotateScaleNV12/\(strategy)/1280x720/480x270/180/\(cache)"))
                #expect(full.contains("RotateScaleNV12/\(strategy)/1920x1080/360x640/270/\(cache)"))
            }
        }
        #expect(benchmarkNames(Catalog.benchmarks(SuiteConfiguration(lastLevelCacheBytes: 1 << 20)))
            .contains("RotateScaleNV12/fused/1280x720/270x480/90/hot"))
    }

    @Test("the camera case prepares, verifies, reports PSNR and runs")
    func prepares() throws {
        let operationCase = OperationCase<RotateScaleNV12>(
            source: FrameSize(width: 1280, height: 720), destination: FrameSize(width: 270, height: 480), parameters: .degrees90,
            nameParameters: ["1280x720", "270x480", "90"], content: .picture(.photo), cache: .hot)
        let work = try OperationBenchmarks.benchmark(RotateScaleNV12.fused, operationCase, SuiteConfiguration(lastLevelCacheBytes: 1 << 20))
            .benchmark.prepare()
        let psnrY = try #require(work.counters[.psnrY]), psnrUV = try #require(work.counters[.psnrUV])
        // The exact area average, rounded: quantisation noise only (about 59 dB).
        #expect(psnrY > 50 && psnrUV > 50)
        try work.processFrame(0)
    }
}
