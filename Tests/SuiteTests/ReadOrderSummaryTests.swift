import Harness
import PiPVideo
import Results
import Testing
@testable import Suite

/// Which benchmarks name a read order, and the after-run table that sets them next to it.
@Suite struct ReadOrderSummaryTests {
    static let camera = FrameSize(width: 1280, height: 720)
    static let hd = FrameSize(width: 1920, height: 1080)

    @Test("RotateNV12's simd names tiles-prefetched at 90 degrees, the counter-clockwise walk at 270, none at 180; no other strategy names an order")
    func rotationOrders() {
        for size in [Self.camera, Self.hd, FrameSize(width: 1279, height: 719), FrameSize(width: 16, height: 16)] {
            #expect(ReadOrder.modelling(RotateNV12.simd, rotating: size, by: .degrees90) == .tilesPrefetched, "\(size)")
            #expect(ReadOrder.modelling(RotateNV12.simd, rotating: size, by: .degrees270) == .tilesCounterclockwisePrefetched, "\(size)")
            #expect(ReadOrder.modelling(RotateNV12.simd, rotating: size, by: .degrees180) == nil, "\(size)")
            for strategy in RotateNV12.strategies where strategy.id != RotateNV12.simd.id {
                #expect(ReadOrder.modelling(strategy, rotating: size, by: .degrees90) == nil, "\(strategy.id)")
            }
        }
        // Under a tile the simd strategy places samples one by one: no order.
        #expect(ReadOrder.modelling(RotateNV12.simd, rotating: FrameSize(width: 15, height: 40), by: .degrees90) == nil)
    }

    @Test("RotateI420's simd names the quarter turns' orders when its chroma planes hold a tile")
    func planarRotationOrders() {
        #expect(ReadOrder.modelling(RotateI420.simd, rotating: Self.hd, by: .degrees90) == .tilesPrefetched)
        #expect(ReadOrder.modelling(RotateI420.simd, rotating: FrameSize(width: 31, height: 31), by: .degrees90) == .tilesPrefetched)
        #expect(ReadOrder.modelling(RotateI420.simd, rotating: FrameSize(width: 30, height: 64), by: .degrees90) == nil)
        #expect(ReadOrder.modelling(RotateI420.simd, rotating: Self.hd, by: .degrees270) == .tilesCounterclockwisePrefetched)
        #expect(ReadOrder.modelling(RotateI420.simd, rotating: Self.hd, by: .degrees180) == nil)
        #expect(ReadOrder.modelling(RotateI420.tiled, rotating: Self.hd, by: .degrees90) == nil)
    }

    @Test("RotateScaleNV12's fused names the order of the kernel both planes take, and nothing on the general path")
    func rotateScaleOrders() {
        let fused = RotateScaleNV12.fused
        for rotation in [Rotation.degrees90, .degrees270] {
            #expect(ReadOrder.modelling(fused, scaling: Self.camera, to: FrameSize(width: 270, height: 480), by: rotation) == .stripsPrefetched)
            #if arch(x86_64)
            #expect(ReadOrder.modelling(fused, scaling: Self.hd, to: FrameSize(width: 360, height: 640), by: rotation) == .byThreeStripsPrefetched)
            #else
            #expect(ReadOrder.modelling(fused, scaling: Self.hd, to: FrameSize(width: 360, height: 640), by: rotation) == nil)
            #endif
            // Another ratio, and an 8/3 luma whose chroma (1288/2 = 644 columns) is not a multiple of 8.
            #expect(ReadOrder.modelling(fused, scaling: Self.camera, to: FrameSize(width: 240, height: 426), by: rotation) == nil)
            #expect(ReadOrder.modelling(fused, scaling: FrameSize(width: 1288, height: 720), to: FrameSize(width: 270, height: 483),
                                   by: rotation) == nil)
        }
        #expect(ReadOrder.modelling(fused, scaling: Self.camera, to: FrameSize(width: 480, height: 270), by: .degrees180) == nil)
        #expect(ReadOrder.modelling(RotateScaleNV12.composed, scaling: Self.camera, to: FrameSize(width: 270, height: 480),
                               by: .degrees90) == nil)
    }

    @Test("every read order a registered benchmark names is a ReadOrder benchmark registered for the same configuration")
    func namedOrdersAreRegistered() {
        let sizeLists = [[Self.camera, Self.hd], SuiteConfiguration.defaultSizes, [FrameSize(width: 640, height: 360)],
                         [FrameSize(width: 1279, height: 719), FrameSize(width: 33, height: 17)]]
        for sizes in sizeLists {
            for scope in [SuiteConfiguration.Scope.standard, .full] {
                for caches in [CacheState.allCases, [.cold]] {
                    let configuration = SuiteConfiguration(sizes: sizes, scope: scope, cacheStates: caches, lastLevelCacheBytes: 1 << 20)
                    let benchmarks = Catalog.benchmarks(configuration)
                    let registered = Set(benchmarks.map(\.descriptor.name))
                    let named = benchmarks.compactMap(\.readOrder).map(\.descriptor.name)
                    #expect(!named.isEmpty && named.allSatisfy(registered.contains), "\(sizes) \(scope) \(caches)")
                    #expect(benchmarks.allSatisfy { $0.readOrder == nil || $0.descriptor.cache == .cold })
                }
            }
        }
        for scope in [SuiteConfiguration.Scope.standard, .full] {
            let configuration = SuiteConfiguration(sizes: [Self.camera, Self.hd], scope: scope, lastLevelCacheBytes: 1 << 20)
            let benchmarks = Catalog.benchmarks(configuration)
            let named = benchmarks.compactMap(\.readOrder).map(\.descriptor)
            // Both scopes name the camera's and the 90-degree NV12 rotations' orders; the full
            // scope (cold I420 rotations) the I420 one too.
            #expect(Set(named.map(\.name)).isSuperset(of: [
                "ReadOrder/strips-prefetched/1280x720/cold", "ReadOrder/tiles-prefetched/1280x720/cold",
                "ReadOrder/tiles-prefetched/1920x1080/cold",
            ] + (scope == .full ? ["ReadOrder/tiles-prefetched/1920x1080/i420/cold"] : [])), "\(scope)")
        }
    }

    static func benchmark(_ name: String, cache: CacheState, order: ReadOrder?) -> SuiteBenchmark {
        let descriptor = BenchmarkDescriptor(operation: "RotateNV12", strategy: name, parameters: ["64x64", "90"], cache: cache)
        let readOrder = order.map { ReadOrderCase($0, size: FrameSize(width: 64, height: 64)) }
        return SuiteBenchmark(descriptor: descriptor, readOrder: readOrder, benchmark: FrameBenchmark(
            name: descriptor.name, bytesPerFrame: 3000, pixelsPerFrame: 1000) { throw VerificationError(benchmark: "", problem: "not run") })
    }

    /// A median of `nanoseconds` CPU time per frame; its wall-clock time differs by a factor the
    /// ratios must not see (`x cold roofline` is over CPU time).
    static func median(_ name: String, _ nanoseconds: Double, rooflineRatio: Double? = nil) -> RunReport {
        RunReport(name: name + "_median", runName: name, aggregate: "median", repetitions: 5,
                  realTimeNanoseconds: nanoseconds * (1 + Double(name.count % 5) / 7), cpuTimeNanoseconds: nanoseconds,
                  counters: rooflineRatio.map { [Counter.rooflineRatio.name: $0] } ?? [:])
    }

    @Test("a row sets the cold kernel, its order alone and the hot kernel over the kernel's roofline, from the run's CPU-time medians")
    func rows() throws {
        let benchmarks = [
            Self.benchmark("simd", cache: .hot, order: nil), Self.benchmark("simd", cache: .cold, order: .tilesPrefetched),
            Self.benchmark("tiled", cache: .cold, order: nil),
        ]
        let reports = [
            // Cold 1200 ns at 2.0x its roofline (600 ns); the order alone 900 ns; hot 750 ns.
            Self.median("RotateNV12/simd/64x64/90/cold", 1200, rooflineRatio: 2.0),
            Self.median("RotateNV12/simd/64x64/90/hot", 750, rooflineRatio: 3.0),
            Self.median("ReadOrder/tiles-prefetched/64x64/cold", 900, rooflineRatio: 1.8),
            Self.median("RotateNV12/tiled/64x64/90/cold", 5000, rooflineRatio: 8.0),
        ]
        let summary = ReadOrderSummary(benchmarks: benchmarks, reports: reports)
        let row = try #require(summary.rows.first)
        #expect(summary.rows.count == 1)
        #expect(row.benchmark == "RotateNV12/simd/64x64/90/cold")
        #expect(row.order == "tiles-prefetched")
        #expect(row.orderRooflineRatio == 1.5)
        #expect(row.coldOverOrder == 1200.0 / 900)
        #expect(row.hotRooflineRatio == 1.25)
        let text = summary.render()
        #expect(text.contains(ReadOrderSummary.title))
        #expect(text.contains("1.50x") && text.contains("1.33") && text.contains("1.25x"))
        // One denominator, named: the cold kernel's cold roofline; the caption says it is a diagnostic.
        #expect(summary.table().cells[0] == ["cold benchmark", "CPU/frame", "x cold roofline", "read order", "order alone",
                                       "order x cold roofline", "cold/order", "hot", "hot x cold roofline"])
        #expect(ReadOrderSummary.explanation.contains("diagnostic") && ReadOrderSummary.explanation.contains("not a floor of the"))
    }

    @Test("no row without the order's or the roofline's figure or for a failed kernel; no hot figure when hot did not run")
    func gaps() {
        let cold = Self.benchmark("simd", cache: .cold, order: .tilesPrefetched)
        let order = Self.median("ReadOrder/tiles-prefetched/64x64/cold", 900)
        #expect(ReadOrderSummary(benchmarks: [cold], reports: [Self.median("RotateNV12/simd/64x64/90/cold", 1200, rooflineRatio: 2)]).rows.isEmpty)
        #expect(ReadOrderSummary(benchmarks: [cold], reports: [Self.median("RotateNV12/simd/64x64/90/cold", 1200), order]).rows.isEmpty)
        let failed = RunReport(name: "RotateNV12/simd/64x64/90/cold", runName: "RotateNV12/simd/64x64/90/cold",
                               error: "verification failed", realTimeNanoseconds: 0)
        #expect(ReadOrderSummary(benchmarks: [cold], reports: [failed, order]).rows.isEmpty)
        let withoutHot = ReadOrderSummary(benchmarks: [cold], reports: [Self.median("RotateNV12/simd/64x64/90/cold", 1200, rooflineRatio: 2), order])
        #expect(withoutHot.rows.count == 1 && withoutHot.rows.first?.hotRooflineRatio == nil)
        #expect(withoutHot.render().contains(" - "))
        #expect(ReadOrderSummary(benchmarks: [], reports: []).render().isEmpty)
        // An order read on an I420 frame says so.
        let planar = SuiteBenchmark(
            descriptor: BenchmarkDescriptor(operation: "RotateI420", strategy: "simd", parameters: ["64x64", "90"], cache: .cold),
            readOrder: ReadOrderCase(.tilesPrefetched, size: FrameSize(width: 64, height: 64), planar: true),
            benchmark: cold.benchmark)
        let planarRows = ReadOrderSummary(benchmarks: [planar], reports: [
            Self.median("RotateI420/simd/64x64/90/cold", 1200, rooflineRatio: 2), Self.median("ReadOrder/tiles-prefetched/64x64/i420/cold", 900),
        ]).rows
        #expect(planarRows.map(\.order) == ["tiles-prefetched/i420"])
    }
}
