import Harness
import PiPVideo
import Testing
@testable import Suite

@Suite struct SummaryTableTests {
    static func benchmark(_ strategy: String?, operation: String = "I420ToNV12", cache: CacheState = .hot) -> SuiteBenchmark {
        let descriptor = BenchmarkDescriptor(operation: strategy == nil ? "Memcpy" : operation, strategy: strategy,
                                             parameters: ["100x10"], cache: cache)
        let roofline = strategy == nil ? nil
            : BenchmarkDescriptor(operation: "Memcpy", strategy: nil, parameters: ["100x10"], cache: cache)
        // The families the table keys on: `naive` and `libyuv*` are the baselines of a group.
        let family: StrategyFamily? = strategy.map { $0 == "naive" ? .naive : $0.hasPrefix("libyuv") ? .libyuv : .simd }
        return SuiteBenchmark(descriptor: descriptor, roofline: roofline, family: family, benchmark: FrameBenchmark(
            name: descriptor.name, bytesPerFrame: 3000, pixelsPerFrame: 1000) { throw VerificationError(benchmark: "", problem: "not run") })
    }

    static func median(_ name: String, _ nanoseconds: Double, cpu: Double? = nil) -> RunReport {
        RunReport(name: name + "_median", runName: name, aggregate: "median", repetitions: 5,
                  realTimeNanoseconds: nanoseconds, cpuTimeNanoseconds: cpu)
    }

    @Test("ratios, bandwidth, roofline share and CPU share come from the medians of one run")
    func ratios() throws {
        let benchmarks = [Self.benchmark(nil), Self.benchmark("naive"), Self.benchmark("simd"), Self.benchmark("libyuv")]
        let reports = [
            Self.median("Memcpy/100x10/hot", 500), Self.median("I420ToNV12/naive/100x10/hot", 20_000),
            Self.median("I420ToNV12/simd/100x10/hot", 1_000, cpu: 900), Self.median("I420ToNV12/libyuv/100x10/hot", 800),
            // Means and single repetitions must not be used when a median exists.
            RunReport(name: "I420ToNV12/simd/100x10/hot_mean", runName: "I420ToNV12/simd/100x10/hot", aggregate: "mean",
                      realTimeNanoseconds: 99_999),
        ]
        let table = SummaryTable(benchmarks: benchmarks, reports: reports, framesPerSecond: 30)
        let group = try #require(table.groups.first)
        #expect(table.groups.count == 1)
        #expect(group.title == "I420ToNV12 100x10 hot")
        #expect(group.rows.map(\.strategy) == ["naive", "simd", "libyuv", "(memcpy)"])
        let simd = group.rows[1]
        #expect(simd.measurement == .nanosecondsPerFrame(1_000, cpu: 900))
        #expect(simd.gigabytesPerSecond == 3.0)
        #expect(simd.speedupOverNaive == 20)
        #expect(simd.timeRelativeToLibyuv == 1.25)
        #expect(simd.percentOfRoofline == 50)
        // CPU share uses CPU time: 900 ns x 30 frames per second = 0.0027 % of a core.
        #expect(abs(simd.cpuPercent! - 0.0027) < 1e-12)
        let text = table.render()
        #expect(text.contains("I420ToNV12 100x10 hot"))
        #expect(text.contains("20.0x"))
        #expect(text.contains("1.25x"))
    }

    @Test("a failed benchmark shows its error; a missing baseline strategy leaves its ratio empty")
    func failuresAndGaps() throws {
        let benchmarks = [Self.benchmark("simd"), Self.benchmark("scalar")]
        let reports = [
            RunReport(name: "I420ToNV12/simd/100x10/hot", runName: "I420ToNV12/simd/100x10/hot",
                      error: "verification failed: CbCr", realTimeNanoseconds: 0),
            RunReport(name: "I420ToNV12/scalar/100x10/hot", runName: "I420ToNV12/scalar/100x10/hot", realTimeNanoseconds: 1_000),
        ]
        let group = try #require(SummaryTable(benchmarks: benchmarks, reports: reports, framesPerSecond: 30).groups.first)
        #expect(group.rows[0].measurement == .failed("verification failed: CbCr"))
        #expect(group.rows[1].speedupOverNaive == nil && group.rows[1].timeRelativeToLibyuv == nil)
        #expect(group.rows[1].percentOfRoofline == nil)
        #expect(SummaryTable(benchmarks: benchmarks, reports: reports, framesPerSecond: 30).render().contains("FAILED: verification failed"))
    }

    @Test("the fastest libyuv chain is the baseline; quality counters become columns")
    func libyuvChainsAndQuality() throws {
        let benchmarks = ["box", "libyuv-box", "libyuv-none"].map { Self.benchmark($0, operation: "ScaleI420") }
        func run(_ strategy: String, _ nanoseconds: Double, psnr: Double) -> RunReport {
            let name = "ScaleI420/\(strategy)/100x10/hot"
            return RunReport(name: name, runName: name, realTimeNanoseconds: nanoseconds, counters: ["psnr_y": psnr])
        }
        let reports = [run("box", 300, psnr: 41.5), run("libyuv-box", 600, psnr: 41.0), run("libyuv-none", 200, psnr: 30)]
        let table = SummaryTable(benchmarks: benchmarks, reports: reports, framesPerSecond: 30)
        let group = try #require(table.groups.first)
        #expect(group.qualityColumns == ["psnr_y"])
        #expect(group.rows.map(\.timeRelativeToLibyuv) == [1.5, 3.0, 1.0])
        #expect(table.render().contains("psnr_y dB"))
        #expect(table.render().contains("41.50"))
    }

    @Test("without aggregates the single measurement (or the middle of several) is used")
    func singles() {
        let one = BenchmarkResult.byBenchmark([RunReport(name: "a", runName: "a", realTimeNanoseconds: 7)])
        #expect(one["a"] == .nanosecondsPerFrame(7, cpu: 7))
        let three = BenchmarkResult.byBenchmark([3, 1, 2].map { RunReport(name: "b", runName: "b", realTimeNanoseconds: $0) })
        #expect(three["b"] == .nanosecondsPerFrame(2, cpu: 2))
        let four = BenchmarkResult.byBenchmark([4, 1, 3, 2].map { RunReport(name: "c", runName: "c", realTimeNanoseconds: $0) })
        #expect(four["c"] == .nanosecondsPerFrame(2.5, cpu: 2.5))
    }

    @Test func formatting() {
        #expect(SummaryTable.formatTime(1_234) == "1.2 us")
        #expect(SummaryTable.formatTime(19_000_000) == "19.00 ms")
        #expect(SummaryTable.format(nil, digits: 2) == "-")
        #expect(SummaryTable.format(Double.infinity, digits: 2) == "-")
        #expect(SummaryTable.format(0.0001, digits: 2, suffix: "%") == "0.00%")
    }

    @Test("x roofline shows the harness's roofline_ratio of the median, and a dash where the run has none")
    func readWriteRoofline() throws {
        let benchmarks = [Self.benchmark(nil), Self.benchmark("simd"), Self.benchmark("libyuv")]
        let reports = [
            Self.median("Memcpy/100x10/hot", 500),
            RunReport(name: "I420ToNV12/simd/100x10/hot_median", runName: "I420ToNV12/simd/100x10/hot", aggregate: "median",
                      realTimeNanoseconds: 1_000, counters: [SummaryTable.rooflineRatioCounter: 1.234]),
            Self.median("I420ToNV12/libyuv/100x10/hot", 800),
        ]
        let table = SummaryTable(benchmarks: benchmarks, reports: reports, framesPerSecond: 30)
        let group = try #require(table.groups.first)
        let cells = table.cells(of: group)
        let column = try #require(cells[0].firstIndex(of: "x roofline"))
        #expect(cells[1][column] == "1.23x")
        #expect(cells[2][column] == "-")
    }
}
