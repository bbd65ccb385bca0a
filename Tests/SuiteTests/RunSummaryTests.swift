import PiPStrategyModel
import Results
import Testing

/// `RunSummary` from a small hand-made result file: each benchmark's figures, and the ratios
/// between related benchmarks computed in one place.
@Suite struct RunSummaryTests {
    /// One repetition of `name`: `real` and `cpu` nanoseconds per frame, and counters.
    static func entry(_ name: String, _ real: Double, cpu: Double? = nil, repetition: Int = 0,
                      counters: [String: Double] = [:]) -> BenchmarkEntry {
        BenchmarkEntry(name: name, repetitionIndex: repetition, realTime: real, cpuTime: cpu, timeUnit: "ns",
                       fields: counters.mapValues { .number($0) })
    }

    static func failed(_ name: String, _ message: String) -> BenchmarkEntry {
        BenchmarkEntry(name: name, realTime: 0, errorOccurred: true, errorMessage: message)
    }

    /// A hot and a cold group of I420ToNV12 at 64x64 with their memcpy rooflines, a read order and a
    /// failed strategy; `relations` as the suite would record them.
    static let document = ResultDocument(benchmarks: [
        entry("Memcpy/64x64/hot", 500, counters: ["roofline_ratio": 0.9]),
        entry("I420ToNV12/naive/64x64/hot", 20_000, cpu: 19_000),
        entry("I420ToNV12/simd/64x64/hot", 1_100, cpu: 1_000, repetition: 0,
              counters: ["roofline_ratio": 2.5, "bytes_per_second": 12_288 / 1_000e-9, "psnr_y": 40]),
        entry("I420ToNV12/simd/64x64/hot", 900, cpu: 800, repetition: 1,
              counters: ["roofline_ratio": 1.5, "bytes_per_second": 12_288 / 800e-9, "psnr_y": 42]),
        entry("I420ToNV12/simd/64x64/hot", 1_000, cpu: 900, repetition: 2,
              counters: ["roofline_ratio": 2.0, "bytes_per_second": 12_288 / 900e-9, "psnr_y": 41]),
        entry("I420ToNV12/libyuv/64x64/hot", 800),
        entry("I420ToNV12/libyuv-slow/64x64/hot", 1_600),
        failed("I420ToNV12/scalar/64x64/hot", "verification failed: CbCr"),
        entry("Memcpy/64x64/cold", 1_000),
        entry("I420ToNV12/simd/64x64/cold", 3_000, cpu: 2_400, counters: ["roofline_ratio": 2.0]),
        entry("ReadOrder/rows/64x64/cold", 1_300, cpu: 1_200, counters: ["roofline_ratio": 1.1]),
    ], metadata: nil)

    static let relations = BenchmarkRelations(
        families: ["I420ToNV12/naive/64x64/hot": "naive", "I420ToNV12/simd/64x64/hot": "simd", "I420ToNV12/libyuv/64x64/hot": "libyuv",
                   "I420ToNV12/libyuv-slow/64x64/hot": "libyuv", "I420ToNV12/scalar/64x64/hot": "scalar",
                   "I420ToNV12/simd/64x64/cold": "simd"],
        libyuvReferences: ["I420ToNV12/simd/64x64/hot": "I420ToNV12/libyuv-slow/64x64/hot",
                           "I420ToNV12/libyuv/64x64/hot": "I420ToNV12/libyuv/64x64/hot",
                           "I420ToNV12/simd/64x64/cold": "I420ToNV12/libyuv/64x64/cold"],
        memcpyRooflines: ["I420ToNV12/naive/64x64/hot": "Memcpy/64x64/hot", "I420ToNV12/simd/64x64/hot": "Memcpy/64x64/hot",
                          "I420ToNV12/simd/64x64/cold": "Memcpy/64x64/cold"],
        readOrders: ["I420ToNV12/simd/64x64/cold": "ReadOrder/rows/64x64/cold"])

    @Test("a benchmark's median, spread, samples, counters, rate and CPU share come from its repetitions")
    func figures() throws {
        let summary = RunSummary(Self.document, relations: Self.relations)
        let simd = try #require(summary["I420ToNV12/simd/64x64/hot"])
        #expect(simd.samples == [1_100, 900, 1_000] && simd.median == 1_000 && simd.cpuMedian == 900)
        #expect(simd.spread == 900...1_100)
        #expect(simd.counter(.rooflineRatio) == 2.0 && simd.counter(.psnrY) == 41)
        #expect(simd.bytesPerFrame == 12_288)
        // Bytes per frame over the median wall-clock time: 12288 bytes in 1 µs.
        #expect(simd.bytesPerSecond == 12.288e9)
        // 900 ns of CPU a frame at 30 frames per second: 0.0027% of one core.
        #expect(abs(try #require(simd.cpuPercent(framesPerSecond: 30)) - 0.0027) < 1e-12)
        #expect(simd.family == "simd" && !simd.isNaive && !simd.isLibyuv)
        #expect(summary.benchmarks.map(\.name.full).first == "Memcpy/64x64/hot")
    }

    @Test("x naive, time/libyuv and % memcpy divide by the group's naive, the declared libyuv reference (not the fastest) and memcpy")
    func groupRatios() throws {
        let summary = RunSummary(Self.document, relations: Self.relations)
        let group = summary.group(of: "I420ToNV12/simd/64x64/hot")
        let simd = try #require(summary["I420ToNV12/simd/64x64/hot"])
        #expect(group.title == "I420ToNV12 64x64 hot")
        #expect(group.naive?.name.strategy == "naive")
        #expect(group.libyuvReference(of: simd)?.name.strategy == "libyuv-slow")
        #expect(group.speedupOverNaive(simd) == 20)
        #expect(group.timeOverLibyuv(simd) == 1_000.0 / 1_600)
        #expect(group.libyuvReferenceStrategies == ["libyuv-slow", "libyuv"])
        #expect(group.libyuvColumn() == "time/libyuv")
        // No reference declared: no ratio, whatever libyuv strategies the group holds.
        #expect(group.timeOverLibyuv(try #require(summary["I420ToNV12/naive/64x64/hot"])) == nil)
        #expect(group.percentOfMemcpy(simd) == 50)
        #expect(summary.groups.map(\.title) == ["I420ToNV12 64x64 hot", "I420ToNV12 64x64 cold", "ReadOrder 64x64 cold"])
    }

    @Test("each roofline ratio is named for what it divides by; a cold kernel's order and hot twin over its cold roofline")
    func rooflineRatios() throws {
        let summary = RunSummary(Self.document, relations: Self.relations)
        let hot = try #require(summary["I420ToNV12/simd/64x64/hot"])
        let cold = try #require(summary["I420ToNV12/simd/64x64/cold"])
        let order = try #require(summary.readOrder(of: cold.name.full))
        #expect(hot.rooflineKind == .hot && cold.rooflineKind == .cold && order.rooflineKind == .read)
        #expect([RooflineKind.hot, .cold, .read].map(\.column) == ["x hot roofline", "x cold roofline", "x read roofline"])
        #expect(hot.rooflineRatio == 2.0 && cold.rooflineRatio == 2.0 && order.rooflineRatio == 1.1)
        // The cold kernel's roofline takes 2400 / 2.0 = 1200 ns of CPU: the order alone (1200 ns) is
        // 1.0x of it, the hot kernel (900 ns) 0.75x.
        #expect(cold.overRoofline(of: order) == 1.0)
        #expect(summary.hotTwin(of: cold.name.full).flatMap(cold.overRoofline) == 0.75)
        #expect(summary["Memcpy/64x64/hot"]?.rooflineKind == .hot)
    }

    @Test("with roofline times, the ratio divides the median CPU time by the fastest roofline of any repetition")
    func rooflineIsTheFastestOfTheRun() throws {
        // The second repetition's roofline was timed in a slow moment (its own ratio, 0.75, is under
        // the floor); the floor is the first's 1000 ns, so the median 1100 ns is 1.1x of it.
        let document = ResultDocument(benchmarks: [
            Self.entry("Memcpy/64x64/cold", 1_200, cpu: 1_100, repetition: 0,
                       counters: ["roofline_time": 1_000e-9, "roofline_ratio": 1.1]),
            Self.entry("Memcpy/64x64/cold", 1_300, cpu: 1_200, repetition: 1,
                       counters: ["roofline_time": 1_600e-9, "roofline_ratio": 0.75]),
            Self.entry("Memcpy/64x64/cold", 1_100, cpu: 1_000, repetition: 2,
                       counters: ["roofline_time": 1_050e-9, "roofline_ratio": 0.95]),
        ], metadata: nil)
        let memcpy = try #require(RunSummary(document, relations: Self.relations)["Memcpy/64x64/cold"])
        #expect(memcpy.counter(.rooflineRatio) == 0.95)
        #expect(abs(try #require(memcpy.rooflineRatio) - 1.1) < 1e-12)
    }

    @Test("a failed benchmark keeps its message and gives no ratio; a missing sibling leaves the ratio empty")
    func failuresAndGaps() throws {
        let summary = RunSummary(Self.document, relations: Self.relations)
        let scalar = try #require(summary["I420ToNV12/scalar/64x64/hot"])
        #expect(scalar.failure == "verification failed: CbCr" && scalar.median == nil && !scalar.isMeasured)
        let hotGroup = summary.group(of: scalar.name.full)
        #expect(hotGroup.speedupOverNaive(scalar) == nil && hotGroup.percentOfMemcpy(scalar) == nil)
        // The cold group has no naive and no libyuv strategy, and its naive sibling does not exist.
        let cold = try #require(summary["I420ToNV12/simd/64x64/cold"])
        let coldGroup = summary.group(of: cold.name.full)
        #expect(coldGroup.naive == nil && coldGroup.speedupOverNaive(cold) == nil && coldGroup.timeOverLibyuv(cold) == nil)
        #expect(abs(try #require(coldGroup.percentOfMemcpy(cold)) - 100.0 / 3) < 1e-12)
        #expect(summary.sibling(of: cold.name.full, strategy: "naive") == nil)
        #expect(summary.hotTwin(of: "ReadOrder/rows/64x64/cold") == nil)
        #expect(summary["I420ToNV12/absent/64x64/hot"] == nil)
        // A failed naive gives no x naive either.
        let withFailedNaive = RunSummary(ResultDocument(benchmarks: [Self.failed("I420ToNV12/naive/64x64/hot", "boom"),
                                                                     Self.entry("I420ToNV12/simd/64x64/hot", 1_000)], metadata: nil),
                                         relations: Self.relations)
        let simd = try #require(withFailedNaive["I420ToNV12/simd/64x64/hot"])
        #expect(withFailedNaive.group(of: simd.name.full).speedupOverNaive(simd) == nil)
    }

    @Test("a file without recorded relations has its memcpy rooflines inferred from the names, never for read orders")
    func inferredRelations() {
        let relations = BenchmarkRelations(documents: [Self.document])
        #expect(relations.memcpyRooflines["I420ToNV12/simd/64x64/hot"] == "Memcpy/64x64/hot")
        #expect(relations.memcpyRooflines["ReadOrder/rows/64x64/cold"] == nil)
        #expect(relations.memcpyRooflines["Memcpy/64x64/hot"] == nil)
        #expect(BenchmarkRelations.inferredMemcpy(BenchmarkName("ScaleI420/box/1280x720/640x360/hot")) == nil)
        #expect(relations.families.isEmpty)
        let catalogue = BenchmarkRelations(documents: [Self.document], catalogue: StrategyCatalogue(families: ["I420ToNV12/naive": "naive"]))
        #expect(catalogue.families == ["I420ToNV12/naive/64x64/hot": "naive"])
    }

    @Test("the catalogue relates any file's benchmarks: like-for-like references (versions kept), sampling, recommendations")
    func catalogueRelations() {
        let catalogue = StrategyCatalogue(entries: [
            "ScaleI420/box-simd": .init(id: "box-simd", summary: "", family: .simd, libyuvReference: "libyuv-box", isRecommended: true),
            "ScaleI420/nearest": .init(id: "nearest", summary: "", family: .scalar, libyuvReference: "libyuv-none", sampling: .taps(horizontal: 1, vertical: 1)),
            "ScaleI420/bilinear-simd": .init(id: "bilinear-simd", summary: "", family: .simd, libyuvReference: "libyuv-bilinear", sampling: .taps(horizontal: 2, vertical: 2)),
            "ScaleI420/libyuv-box": .init(id: "libyuv-box", summary: "", family: .libyuv, libyuvReference: "libyuv-box"),
            "RotateNV12/libyuv-plane16": .init(id: "libyuv-plane16", summary: "", family: .libyuv, libyuvReference: "libyuv-split"),
        ])
        let names = ["ScaleI420/box-simd/1920x1080/640x360/hot", "ScaleI420/nearest/1920x1080/640x360/hot",
                     "ScaleI420/nearest/1280x720/1280x720/hot", "ScaleI420/bilinear-simd/1280x720/640x360/hot",
                     "ScaleI420/bilinear-simd/1920x1080/640x360/hot", "ScaleI420/libyuv-box@1904/1920x1080/640x360/hot",
                     "RotateNV12/libyuv-plane16@1974/1920x1080/90/hot", "ScaleI420/unknown/1920x1080/640x360/hot"]
        let relations = BenchmarkRelations(documents: [ResultDocument(benchmarks: names.map { Self.entry($0, 1) }, metadata: nil)],
                                           catalogue: catalogue)
        #expect(relations.libyuvReferences == [
            "ScaleI420/box-simd/1920x1080/640x360/hot": "ScaleI420/libyuv-box/1920x1080/640x360/hot",
            "ScaleI420/nearest/1920x1080/640x360/hot": "ScaleI420/libyuv-none/1920x1080/640x360/hot",
            "ScaleI420/nearest/1280x720/1280x720/hot": "ScaleI420/libyuv-none/1280x720/1280x720/hot",
            "ScaleI420/bilinear-simd/1280x720/640x360/hot": "ScaleI420/libyuv-bilinear/1280x720/640x360/hot",
            "ScaleI420/bilinear-simd/1920x1080/640x360/hot": "ScaleI420/libyuv-bilinear/1920x1080/640x360/hot",
            "ScaleI420/libyuv-box@1904/1920x1080/640x360/hot": "ScaleI420/libyuv-box@1904/1920x1080/640x360/hot",
            "RotateNV12/libyuv-plane16@1974/1920x1080/90/hot": "RotateNV12/libyuv-split@1974/1920x1080/90/hot",
        ])
        // Point sampling shrinking a frame and bilinear beyond 2:1 read part of the source; at 1:1
        // and at 2:1 every sample is read.
        #expect(relations.sourceSubsets == ["ScaleI420/nearest/1920x1080/640x360/hot", "ScaleI420/bilinear-simd/1920x1080/640x360/hot"])
        #expect(relations.recommended == ["ScaleI420/box-simd/1920x1080/640x360/hot"])
        #expect(relations.families["ScaleI420/unknown/1920x1080/640x360/hot"] == nil)
    }

    @Test("a benchmark that reads every source byte under 0.97x its roofline is reported; a point sampler is not")
    func belowRoofline() {
        let names = [("Memcpy/64x64/hot", 0.96), ("I420ToNV12/simd/64x64/hot", 0.98), ("I420ToNV12/libyuv/64x64/hot", 0.5),
                     ("ScaleI420/nearest/64x64/16x16/hot", 0.3)]
        let document = ResultDocument(benchmarks: names.map { Self.entry($0.0, 1, counters: ["roofline_ratio": $0.1]) }, metadata: nil)
        let summary = RunSummary(document, relations: BenchmarkRelations(
            documents: [document],
            catalogue: StrategyCatalogue(entries: ["ScaleI420/nearest": .init(id: "nearest", summary: "", family: .scalar, sampling: .taps(horizontal: 1, vertical: 1))])))
        #expect(summary.belowRoofline.map(\.name.full) == ["Memcpy/64x64/hot", "I420ToNV12/libyuv/64x64/hot"])
    }

    @Test("counters have one typed name each, read back from their field names")
    func counterNames() {
        for counter in Counter.written(framesPerSecond: 60) { #expect(Counter(counter.name) == counter, "\(counter)") }
        #expect(Counter("cpu_percent_30fps") == .cpuPercent(framesPerSecond: 30))
        #expect(Counter("cpu_percent") == .cpuPercent(framesPerSecond: nil))
        #expect(Counter("cpu_percent_0fps") == .other("cpu_percent_0fps"))
        #expect(Counter("items_per_second") == .other("items_per_second"))
        #expect(Set(Counter.written().map(\.name)).count == Counter.written().count)
    }
}
