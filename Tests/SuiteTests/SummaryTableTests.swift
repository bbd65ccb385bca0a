import Harness
import PiPVideo
import Results
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

    /// A median aggregate as the harness reports it: with the bytes per CPU second of 3000 bytes a frame.
    static func median(_ name: String, _ nanoseconds: Double, cpu: Double? = nil, counters: [String: Double] = [:]) -> RunReport {
        RunReport(name: name + "_median", runName: name, aggregate: "median", repetitions: 5,
                  realTimeNanoseconds: nanoseconds, cpuTimeNanoseconds: cpu,
                  counters: counters.merging([Counter.bytesPerSecond.name: 3000 / ((cpu ?? nanoseconds) / 1e9)]) { own, _ in own })
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
        #expect(simd.benchmark.median == 1_000 && simd.benchmark.cpuMedian == 900)
        #expect(simd.gigabytesPerSecond == 3.0)
        #expect(simd.speedupOverNaive == 20)
        #expect(simd.timeOverLibyuv == 1.25 && simd.libyuvReference == "libyuv")
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
        #expect(group.rows[0].benchmark.failure == "verification failed: CbCr")
        #expect(group.rows[1].speedupOverNaive == nil && group.rows[1].timeOverLibyuv == nil)
        #expect(group.rows[1].percentOfRoofline == nil)
        #expect(SummaryTable(benchmarks: benchmarks, reports: reports, framesPerSecond: 30).render().contains("FAILED: verification failed"))
    }

    @Test("each row is held against the libyuv strategy of its own filter, named per row where several; quality counters become columns")
    func libyuvReferencesAndQuality() throws {
        let benchmarks = ["box", "libyuv-box", "libyuv-none"].map { Self.benchmark($0, operation: "ScaleI420") }
        func run(_ strategy: String, _ nanoseconds: Double, psnr: Double) -> RunReport {
            let name = "ScaleI420/\(strategy)/100x10/hot"
            return RunReport(name: name, runName: name, realTimeNanoseconds: nanoseconds, counters: [Counter.psnrY.name: psnr])
        }
        // libyuv-none is the fastest, but box is a box filter: it is held against libyuv-box.
        let reports = [run("box", 300, psnr: 41.5), run("libyuv-box", 600, psnr: 41.0), run("libyuv-none", 200, psnr: 30)]
        let table = SummaryTable(benchmarks: benchmarks, reports: reports, framesPerSecond: 30)
        let group = try #require(table.groups.first)
        #expect(group.qualityColumns == [.psnrY])
        #expect(group.rows.map(\.timeOverLibyuv) == [0.5, 1.0, 1.0])
        #expect(group.rows.map(\.libyuvReference) == ["libyuv-box", "libyuv-box", "libyuv-none"])
        #expect(group.showsLibyuvReference && group.libyuvColumn == "time/libyuv")
        let cells = table.table(of: group).cells
        #expect(cells[0].prefix(6) == ["strategy", "median/frame", "GB/s", "x naive", "libyuv ref", "time/libyuv"])
        #expect(cells[1][4] == "libyuv-box" && cells[1][5] == "0.50x")
        #expect(table.render().contains("psnr_y dB"))
        #expect(table.render().contains("41.50"))
    }

    @Test("with one reference the column names it; a point sampler's roofline ratio says it reads a subset")
    func oneReferenceAndSubsets() throws {
        let benchmarks = ["nearest", "box-simd", "libyuv-box"].map { strategy in
            let descriptor = BenchmarkDescriptor(operation: "ScaleI420", strategy: strategy, parameters: ["300x30", "100x10"], cache: .hot)
            return SuiteBenchmark(descriptor: descriptor, roofline: nil, family: strategy.hasPrefix("libyuv") ? .libyuv : .simd,
                                  benchmark: FrameBenchmark(name: descriptor.name, bytesPerFrame: 1, pixelsPerFrame: 1) {
                                      throw VerificationError(benchmark: "", problem: "not run")
                                  })
        }
        let reports = benchmarks.map { benchmark in
            RunReport(name: benchmark.descriptor.name, runName: benchmark.descriptor.name, realTimeNanoseconds: 100,
                      counters: [Counter.rooflineRatio.name: 0.5])
        }
        let table = SummaryTable(benchmarks: benchmarks, reports: reports, framesPerSecond: 30)
        let group = try #require(table.groups.first)
        let cells = table.table(of: group).cells
        #expect(!group.showsLibyuvReference && cells[0][4] == "time/libyuv-box")
        // nearest's reference (libyuv-none) did not run: no ratio.
        #expect(cells[1][4] == "-" && cells[2][4] == "1.00x")
        let roofline = try #require(cells[0].firstIndex(of: "x hot roofline"))
        #expect(cells[1][roofline] == "0.50x (subset)" && cells[2][roofline] == "0.50x")
    }

    @Test("without aggregates the single measurement (or the median of several) is used")
    func singles() throws {
        let benchmarks = [Self.benchmark("simd")]
        func median(_ times: [Double]) throws -> Double? {
            let reports = times.enumerated().map {
                RunReport(name: "I420ToNV12/simd/100x10/hot", runName: "I420ToNV12/simd/100x10/hot", repetitionIndex: Int64($0.offset),
                          realTimeNanoseconds: $0.element)
            }
            return try #require(SummaryTable(benchmarks: benchmarks, reports: reports, framesPerSecond: 30).groups.first).rows[0].benchmark.median
        }
        #expect(try median([7]) == 7)
        #expect(try median([3, 1, 2]) == 2)
        #expect(try median([4, 1, 3, 2]) == 2.5)
    }

    @Test("the columns are written as before: times per frame, ratios, shares, a dash for a missing figure")
    func formatting() throws {
        let format = FigureFormat.text
        #expect(format.time(1_234, .column) == "1.2 us")
        #expect(format.time(19_000_000, .column) == "19.00 ms")
        #expect(format.fixed(nil, digits: 2) == "-")
        #expect(format.fixed(Double.infinity, digits: 2) == "-")
        #expect(format.share(0.0001, digits: 2) == "0.00%")
        let benchmarks = [Self.benchmark(nil), Self.benchmark("naive"), Self.benchmark("simd")]
        let reports = [Self.median("Memcpy/100x10/hot", 500), Self.median("I420ToNV12/naive/100x10/hot", 1_903_712),
                       Self.median("I420ToNV12/simd/100x10/hot", 30_512, cpu: 30_000)]
        let table = SummaryTable(benchmarks: benchmarks, reports: reports, framesPerSecond: 30)
        let cells = table.table(of: try #require(table.groups.first)).cells
        #expect(cells[0] == ["strategy", "median/frame", "GB/s", "x naive", "time/libyuv", "% memcpy", "x hot roofline", "CPU@30fps"])
        #expect(cells[2] == ["simd", "30.5 us", "0.10", "62.4x", "-", "2%", "-", "0.09%"])
        #expect(cells[3] == ["(memcpy)", "0.5 us", "6.00", "3807.4x", "-", "100%", "-", "0.00%"])
    }

    @Test("the roofline column is named for what it divides by: hot, cold, or read-only for the read orders")
    func rooflineColumns() throws {
        for (cache, operation, column) in [(CacheState.hot, "I420ToNV12", "x hot roofline"), (.cold, "I420ToNV12", "x cold roofline"),
                                           (.cold, "ReadOrder", "x read roofline")] {
            let benchmarks = [Self.benchmark(nil, cache: cache), Self.benchmark("simd", operation: operation, cache: cache),
                              Self.benchmark("libyuv", operation: operation, cache: cache)]
            let reports = [
                Self.median("Memcpy/100x10/\(cache)", 500),
                Self.median("\(operation)/simd/100x10/\(cache)", 1_000, counters: [Counter.rooflineRatio.name: 1.234]),
                Self.median("\(operation)/libyuv/100x10/\(cache)", 800),
            ]
            let table = SummaryTable(benchmarks: benchmarks, reports: reports, framesPerSecond: 30)
            let group = try #require(table.groups.first)
            let cells = table.table(of: group).cells
            let index = try #require(cells[0].firstIndex(of: column), "\(cells[0])")
            #expect(cells[1][index] == "1.23x")
            #expect(cells[2][index] == "-")
            #expect(table.render().contains(column))
        }
        for kind in RooflineKind.allCases { #expect(SummaryLegend(framesPerSecond: 30).markdown.contains("`\(kind.column)`")) }
    }

    @Test("the legend has one line per column, wrapped to the terminal's width, the same words in Markdown")
    func legend() {
        let legend = SummaryLegend(framesPerSecond: 30)
        let text = legend.render(width: 72)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 72 || !$0.contains(" ") })
        for entry in legend.entries {
            #expect(text.contains("  \(entry.column)  "))
            #expect(legend.markdown.contains("- `\(entry.column)`: \(entry.meaning)"))
            // Each meaning, unwrapped, is the same words in both.
            let words = entry.meaning.split(separator: " ").joined(separator: " ")
            #expect(text.split(separator: " ").joined(separator: " ").contains(words.prefix(20)))
        }
        #expect(legend.entries.map(\.column).contains("CPU@30fps"))
    }
}
