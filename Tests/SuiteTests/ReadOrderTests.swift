import Harness
import PiPVideo
import Testing
@testable import Suite

@Suite struct ReadOrderTests {
    /// The vector offsets every order must visit once: 0, 16, ... in each row, and the row's last 16
    /// bytes when its length is not a multiple of 16.
    static func expectedOffsets(rowBytes: Int, height: Int, bytesPerRow: Int) -> [Int: Int] {
        var offsets: [Int: Int] = [:]
        for y in 0..<height {
            for x in stride(from: 0, through: rowBytes - 16, by: 16) { offsets[y * bytesPerRow + x] = 1 }
            if rowBytes % 16 != 0 { offsets[y * bytesPerRow + rowBytes - 16] = 1 }
        }
        return offsets
    }

    /// Every visited and every prefetched offset of `order` over a plane, from its first byte.
    static func trace(_ order: ReadOrder, rowBytes: Int, height: Int, bytesPerRow: Int, tileRows: Int)
        -> (visits: [Int: Int], prefetches: [Int]) {
        let base = UnsafeRawPointer(bitPattern: 0x10000)!
        var visits: [Int: Int] = [:], prefetches: [Int] = []
        order.walk(base, rowBytes: rowBytes, height: height, bytesPerRow: bytesPerRow, tileRows: tileRows,
                   visit: { visits[$0 - base, default: 0] += 1 }, prefetch: { prefetches.append($0 - base) })
        return (visits, prefetches)
    }

    /// The orders rotate+scale's camera cases name whatever sizes are configured (the 3:1 kernel,
    /// 1080p, runs on x86-64 only).
    #if arch(x86_64)
    static let cameraOrders = ["ReadOrder/strips-prefetched/1280x720/cold", "ReadOrder/by-three-strips-prefetched/1920x1080/cold"]
    #else
    static let cameraOrders = ["ReadOrder/strips-prefetched/1280x720/cold"]
    #endif

    static let rowLengths = [16, 17, 31, 32, 95, 96, 97, 100, 191, 200, 330]
    static let heights = [1, 7, 8, 15, 16, 17, 63, 64, 65, 71, 72, 73, 130, 145]

    @Test("every order reads every 16 bytes of a plane exactly once (odd lengths, padded rows, planes of bytes and of pairs)",
          arguments: ReadOrder.allCases)
    func everyVectorOnce(order: ReadOrder) {
        for rowBytes in Self.rowLengths {
            for height in Self.heights {
                for bytesPerRow in [rowBytes, (rowBytes + 63) / 64 * 64 + 64] {
                    for tileRows in [16, 8] {
                        let (visits, _) = Self.trace(order, rowBytes: rowBytes, height: height, bytesPerRow: bytesPerRow, tileRows: tileRows)
                        #expect(visits == Self.expectedOffsets(rowBytes: rowBytes, height: height, bytesPerRow: bytesPerRow),
                                "\(order) \(rowBytes)x\(height) stride \(bytesPerRow) tiles of \(tileRows) rows")
                    }
                }
            }
        }
    }

    @Test("only the prefetching orders prefetch")
    func prefetchingOrders() {
        for order in ReadOrder.allCases {
            let (_, prefetches) = Self.trace(order, rowBytes: 330, height: 130, bytesPerRow: 384, tileRows: 16)
            #expect(prefetches.isEmpty == ![.stripsPrefetched, .byThreeStripsPrefetched, .shortBandsPrefetched, .tilesPrefetched, .tilesCounterclockwisePrefetched].contains(order), "\(order)")
        }
    }

    @Test("strips-prefetched, by-three-strips-prefetched and short-bands-prefetched request every line of each next band, in memory order, while reading the band before it",
          arguments: [(ReadOrder.stripsPrefetched, ReadOrder.bandRows), (.byThreeStripsPrefetched, ReadOrder.byThreeBandRows),
                      (.shortBandsPrefetched, ReadOrder.shortBandRows)])
    func stripsPrefetchTheNextBand(order: ReadOrder, bandRows: Int) {
        for (rowBytes, bytesPerRow, height) in [(1280, 1280, 130), (330, 384, 200), (100, 128, 64), (40, 64, 13)] {
            let (_, prefetches) = Self.trace(order, rowBytes: rowBytes, height: height, bytesPerRow: bytesPerRow, tileRows: 16)
            let bandBytes = bandRows * bytesPerRow
            let expected = Array(stride(from: bandBytes, to: height * bytesPerRow, by: 64))
            #expect(prefetches == expected, "\(rowBytes)x\(height) stride \(bytesPerRow)")
            // Each line of band k is requested after band k - 1's first read and before band k's.
            let base = UnsafeRawPointer(bitPattern: 0x10000)!
            var firstVisit: [Int: Int] = [:], requestedAt: [(band: Int, event: Int)] = []
            var event = 0
            order.walk(
                base, rowBytes: rowBytes, height: height, bytesPerRow: bytesPerRow, tileRows: 16,
                visit: { firstVisit[($0 - base) / bandBytes] = firstVisit[($0 - base) / bandBytes] ?? event; event += 1 },
                prefetch: { requestedAt.append(((($0 - base) / bandBytes), event)); event += 1 })
            for (band, at) in requestedAt {
                #expect(firstVisit[band - 1]! < at && at < firstVisit[band]!, "band \(band), \(rowBytes)x\(height)")
            }
        }
    }

    @Test("tiles-prefetched and tiles-counterclockwise-prefetched request, over each four columns of tiles, the next line of every row",
          arguments: [(ReadOrder.tilesPrefetched, 16), (.tilesPrefetched, 8), (.tilesCounterclockwisePrefetched, 16),
                      (.tilesCounterclockwisePrefetched, 8)])
    func tilesPrefetchTheNextLines(order: ReadOrder, tileRows: Int) {
        let rowBytes = 320, height = 3 * tileRows + 5, bytesPerRow = 384
        let requested = Set(Self.trace(order, rowBytes: rowBytes, height: height, bytesPerRow: bytesPerRow,
                                       tileRows: tileRows).prefetches.map { $0 / 64 })
        for y in 0..<height {
            for line in 1..<(rowBytes / 64) {
                #expect(requested.contains((y * bytesPerRow + line * 64) / 64), "row \(y), line \(line)")
            }
        }
    }

    @Test("the clockwise walk starts at the bottom row, the counter-clockwise one at the top, each prefetching from the row it reads first")
    func tileWalkDirections() {
        let rowBytes = 320, height = 37, bytesPerRow = 384
        func sequence(_ order: ReadOrder) -> (visits: [Int], prefetches: [Int]) {
            let base = UnsafeRawPointer(bitPattern: 0x10000)!
            var visits: [Int] = [], prefetches: [Int] = []
            order.walk(base, rowBytes: rowBytes, height: height, bytesPerRow: bytesPerRow, tileRows: 16,
                       visit: { visits.append($0 - base) }, prefetch: { prefetches.append($0 - base) })
            return (visits, prefetches)
        }
        let clockwise = sequence(.tilesPrefetched)
        let bottomTwo: [Int] = [(height - 1) * bytesPerRow, (height - 2) * bytesPerRow]
        #expect(Array(clockwise.visits.prefix(2)) == bottomTwo)
        #expect(clockwise.prefetches.first == (height - 1) * bytesPerRow + 64)
        let counterclockwise = sequence(.tilesCounterclockwisePrefetched)
        #expect(Array(counterclockwise.visits.prefix(2)) == [0, bytesPerRow])
        // The first tile (column 0) requests the next line of its top four rows.
        let topQuarter: [Int] = (0..<4).map { $0 * bytesPerRow + 64 }
        #expect(Array(counterclockwise.prefetches.prefix(4)) == topQuarter)
    }

    @Test("every order's benchmark prepares, verifies and runs, cold only, at sizes of at least 16x16")
    func benchmarksPrepare() throws {
        let sizes = [FrameSize(width: 33, height: 17), FrameSize(width: 130, height: 70), FrameSize(width: 8, height: 40)]
        let configuration = SuiteConfiguration(sizes: sizes, scope: .full, lastLevelCacheBytes: 1 << 14)
        let benchmarks = ReadOrderBenchmarks.make(configuration)
        // Every order on NV12 at each size; on I420 where a cold RotateI420 turn (90 or 270) names one (its
        // chroma planes must hold a 16x16 tile: 65x35 at 130x70, not 17x9 at 33x17).
        #expect(benchmarkNames(benchmarks) == ReadOrder.allCases.map { "ReadOrder/\($0.rawValue)/33x17/cold" }
            + ReadOrder.allCases.map { "ReadOrder/\($0.rawValue)/130x70/cold" } + ["ReadOrder/tiles-prefetched/130x70/i420/cold", "ReadOrder/tiles-counterclockwise-prefetched/130x70/i420/cold"]
            // Rotate+scale runs the camera sizes whatever is configured, and names their kernels' orders.
            + Self.cameraOrders)
        try prepareAndRun(benchmarks)
        var hotOnly = configuration
        hotOnly.cacheStates = [.hot]
        #expect(ReadOrderBenchmarks.make(hotOnly).isEmpty)
    }

    @Test("the standard scope reads 1280x720 and 1920x1080 frames, or the configured sizes when neither is configured, and every order a cold kernel names")
    func standardScope() {
        let standard = benchmarkNames(ReadOrderBenchmarks.make(SuiteConfiguration(lastLevelCacheBytes: 1 << 20)))
        // At the default sizes also the one the odd-sized cold turn names (1279x719); no I420 (the
        // standard scope turns I420 hot only).
        #expect(standard.count == 2 * ReadOrder.allCases.count + 1)
        #expect(standard.contains("ReadOrder/tiles-prefetched/1279x719/cold"))
        #expect(standard.allSatisfy { $0.contains("/1280x720/") || $0.contains("/1920x1080/") || $0.contains("/1279x719/") })
        let other = benchmarkNames(ReadOrderBenchmarks.make(
            SuiteConfiguration(sizes: [FrameSize(width: 640, height: 360)], lastLevelCacheBytes: 1 << 20)))
        // At 640x360 (the standard scope takes the configured sizes when none is standard) the cold
        // NV12 turn's order is among its own; rotate+scale, which always runs the camera sizes,
        // names the 8/3 and 3:1 kernels' orders there.
        #expect(other == ReadOrder.allCases.map { "ReadOrder/\($0.rawValue)/640x360/cold" }
            + Self.cameraOrders)
    }
}
