import Harness
import PiPLibYUV
import PiPVideo
import Results
import Testing
@testable import Suite

@Suite struct ScalingCatalogTests {
    static func scaling(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        ScalingBenchmarks.scaleI420(configuration) + ScalingBenchmarks.scaleNV12(configuration)
            + ScalingBenchmarks.scaleI420ToNV12(configuration)
    }

    @Test("standard names are <Operation>/<strategy>/<W>x<H>/<w>x<h>/<cache>, unique, about 60 of them, every strategy's at least once")
    func standardNames() {
        let benchmarks = Self.scaling(SuiteConfiguration(lastLevelCacheBytes: 1 << 20))
        let names = benchmarkNames(benchmarks)
        #expect(Set(names).count == names.count)
        #expect(names.count <= 60)
        // Every strategy on the headline case and on the 4K screen share; the three that frame the
        // comparison (point sampling, the suite's box, upstream's libyuv box) on every other case.
        for (source, destination) in ScalingCase.pictureInPictureSizes {
            let everyStrategy = destination.width == 640 && destination.height == 360
            for strategy in ScaleI420.everyStrategy where everyStrategy || ["nearest", "box-simd", "libyuv-box"].contains(strategy.id) {
                #expect(names.contains("ScaleI420/\(strategy.id)/\(source)/\(destination)/hot"))
            }
        }
        #expect(names.contains("ScaleI420/box-simd/1920x1080/640x360/cold"))
        #expect(names.contains("ScaleNV12/libyuv-split-box/1920x1080/640x360/hot"))
        // ScaleNV12: every strategy on the camera case; ScaleI420ToNV12: every strategy on the headline.
        let camera = "\(ScalingCase.camera.source)/\(ScalingCase.camera.destination)"
        for strategy in ScaleNV12.everyStrategy { #expect(names.contains("ScaleNV12/\(strategy.id)/\(camera)/hot")) }
        for strategy in ScaleI420ToNV12.everyStrategy { #expect(names.contains("ScaleI420ToNV12/\(strategy.id)/1920x1080/640x360/hot")) }
        #expect(!names.contains { $0.contains("zoneplate") })
        #expect(benchmarks.allSatisfy { $0.roofline == nil })
        // bytes = source + destination 4:2:0 frames.
        let headline = benchmarks.first { $0.benchmark.name == "ScaleI420/box/1920x1080/640x360/hot" }
        #expect(headline?.benchmark.bytesPerFrame == 1920 * 1080 * 3 / 2 + 640 * 360 * 3 / 2)
    }

    @Test("the full scope has every case, strategy and cache state for every operation, and the zone plate")
    func fullNames() {
        let names = Set(benchmarkNames(Self.scaling(SuiteConfiguration(scope: .full, lastLevelCacheBytes: 1 << 20))))
        for (source, destination) in ScalingCase.pictureInPictureSizes {
            for strategy in ScaleNV12.everyStrategy.map(\.id) {
                for suffix in ["hot", "cold", "zoneplate/hot"] {
                    #expect(names.contains("ScaleNV12/\(strategy)/\(source)/\(destination)/\(suffix)"))
                }
            }
            for strategy in ScaleI420.everyStrategy.map(\.id) {
                #expect(names.contains("ScaleI420/\(strategy)/\(source)/\(destination)/zoneplate/hot"))
            }
            for strategy in ScaleI420ToNV12.everyStrategy.map(\.id) {
                #expect(names.contains("ScaleI420ToNV12/\(strategy)/\(source)/\(destination)/cold"))
            }
        }
    }

    @Test("sizes of one's own give each size halved, thirded and at PiP's non-integer ratio")
    func derivedSizes() {
        let pairs = ScalingCase.derivedSizes(from: [FrameSize(width: 1279, height: 719), FrameSize(width: 2, height: 1)])
        #expect(pairs.map { "\($0.source)->\($0.destination)" } == [
            "1279x719->639x359", "1279x719->426x239", "1279x719->378x213", "2x1->1x1",
        ])
    }
}

@Suite struct ScalingPreparationTests {
    @Test("every scaling benchmark of the full scope prepares, verifies and reports finite PSNR at small sizes")
    func everyBenchmarkPrepares() throws {
        let configuration = SuiteConfiguration(
            sizes: [FrameSize(width: 66, height: 38), FrameSize(width: 31, height: 17)], scope: .full,
            lastLevelCacheBytes: 1 << 12)
        let benchmarks = ScalingCatalogTests.scaling(configuration)
        // Two sizes x three derived cases x (photo hot, photo cold, zone plate hot) x every strategy.
        #expect(benchmarks.count
            == 6 * 3 * (ScaleI420.everyStrategy.count + ScaleNV12.everyStrategy.count + ScaleI420ToNV12.everyStrategy.count))
        for benchmark in benchmarks {
            let work = try benchmark.benchmark.prepare()
            let psnrY = try #require(work.counters[.psnrY], "\(benchmark.benchmark.name)")
            let psnrUV = try #require(work.counters[.psnrUV], "\(benchmark.benchmark.name)")
            #expect(psnrY.isFinite && psnrY > 0 && psnrY <= PSNR.cap, "\(benchmark.benchmark.name) \(psnrY)")
            #expect(psnrUV.isFinite && psnrUV > 0 && psnrUV <= PSNR.cap, "\(benchmark.benchmark.name) \(psnrUV)")
            for index in 0..<3 { try work.processFrame(index) }
        }
    }

    @Test("a strategy that breaks its contract fails verification: off the area average, or not its twin's bytes")
    func brokenContract() throws {
        let configuration = SuiteConfiguration(sizes: [FrameSize(width: 48, height: 24)], lastLevelCacheBytes: 1 << 12)
        let operationCase = OperationCase<ScaleI420>(
            source: FrameSize(width: 48, height: 24), destination: FrameSize(width: 16, height: 8), parameters: (),
            nameParameters: ["48x24", "16x8"], content: .picture(.photo), cache: .hot)
        func prepare(_ strategy: ScaleI420Strategy) throws {
            _ = try OperationBenchmarks.benchmark(strategy, operationCase, configuration).benchmark.prepare()
        }
        let nearest = ScaleI420.nearest
        // Nearest is no area average: held to box's contract, or to box's bytes, it must fail.
        for contract in [Contract<ScaleI420>.withinHalfOfAreaAverage, .sameBytes(as: ScaleI420.box)] {
            let claimsTooMuch = Strategy(id: "nearest-as-box", summary: "", family: .scalar, contract: contract, libyuvReference: .noEquivalent) { try nearest.run($0, into: $1, $2) }
            #expect(throws: VerificationError.self) { try prepare(claimsTooMuch) }
        }
        try prepare(ScaleI420.box)
        try prepare(ScaleI420.boxSIMD)
    }

    @Test("PSNR separates the filters on real photos and, more sharply, on the zone plate")
    func qualityOrdering() throws {
        func quality(_ id: String, _ content: ScalingContent) throws -> ScaleQuality {
            let source = try content.makeFrame(size: FrameSize(width: 480, height: 270), index: 0, rowAlignment: .tight)
            let destination = try I420Frame.allocate(size: FrameSize(width: 160, height: 90))
            try #require(ScaleI420.anyStrategy(named: id)).run(source, into: destination)
            return try ScaleQuality(destination, reference: AreaAverageReference.scale(source, to: destination.size))
        }
        for content in ScalingContent.allCases {
            let box = try quality("box", content), nearest = try quality("nearest", content)
            let libyuvBox = try quality("libyuv-box", content)
            #expect(box.lumaDecibels > 55, "\(content): rounding only")
            #expect(box.lumaDecibels >= libyuvBox.lumaDecibels, "\(content)")
            #expect(nearest.lumaDecibels < box.lumaDecibels - 15, "\(content)")
        }
        let aliased = try quality("nearest", .zonePlate), photo = try quality("nearest", .photo)
        #expect(aliased.lumaDecibels < photo.lumaDecibels - 5)
    }
}
