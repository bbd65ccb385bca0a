import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// Every downscaling strategy through the differential harness, on every size class, with padded
/// rows: each keeps its contract against the area average (box: within 1/2; halve: within 1 on
/// whole ratios up to 7; the SIMD twins: their plain twin's bytes) and writes nothing outside its
/// samples (libyuv's and the point and tap filters too, whose bytes are checked below and by
/// the tests of their definitions).
@Suite struct ScalingDifferentialTests {
    static let layouts = [RowLayout.tight, RowLayout(.padded(by: 5), .padded(by: 3)), .multipleOf64]

    /// Whole ratios of a camera frame (6, 4 and 3), where `halve` takes two levels.
    static let wholeRatioPairs = [
        (FrameSize(width: 192, height: 108), FrameSize(width: 32, height: 18)),
        (FrameSize(width: 192, height: 108), FrameSize(width: 48, height: 27)),
        (FrameSize(width: 108, height: 192), FrameSize(width: 36, height: 64)),
    ]

    @Test("every strategy keeps its contract at every size class, tight and padded rows",
          arguments: OperationUnderTest.downscales)
    func everySizeClass(operation: OperationUnderTest<Void>) throws {
        for (index, (sourceSize, size)) in (scalingSizePairs + Self.wholeRatioPairs).enumerated() {
            try operation.expectContractsKept(sourceSize, to: size, Self.layouts[index % Self.layouts.count], (), seed: UInt64(index))
        }
    }

    @Test("wide rows exercise the vector bodies and their tails", arguments: OperationUnderTest.downscales)
    func wideRows(operation: OperationUnderTest<Void>) throws {
        for (index, (sourceSize, size)) in wideRowPairs.enumerated() {
            try operation.expectContractsKept(sourceSize, to: size, Self.layouts[index % Self.layouts.count], (), seed: UInt64(index))
        }
    }

    @Test("halve's bound is checked, not skipped: most planes of the whole-ratio pairs shrink by a whole ratio up to 7")
    func halveBoundApplies() {
        let pairs = scalingSizePairs.filter { $0.0.width % $0.1.width == 0 && $0.0.height % $0.1.height == 0 } + Self.wholeRatioPairs
        // Chroma of odd luma sizes may have a fractional ratio (17 -> 9); only whole ratios are
        // bounded, and only up to 7:1 (8:1 takes three levels, three roundings).
        let boundedPlanes = pairs.map { source, destination in
            [(source, destination), (source.chroma, destination.chroma), (source.chroma, destination.chroma)]
                .filter { from, to in
                    from.width % to.width == 0 && from.height % to.height == 0 && from.width / to.width <= 7 && from.height / to.height <= 7
                }.count
        }.reduce(0, +)
        #expect(boundedPlanes >= 3 * pairs.count / 2)
    }

    @Test("nearest equals the pixel-centre definition, bit for bit")
    func nearest() throws {
        try forEachCase(ScaleI420.nearest) { source, destination, label in
            for (from, to) in zip(source.planes, destination.planes) {
                #expect(to.samples() == nearestByDefinition(from, to: to.size), "\(label) \(to.name)")
            }
        }
    }

    @Test("bilinear and bilinear-simd equal the two-stage 8-bit definition, bit for bit",
          arguments: [ScaleI420.bilinear.id, ScaleI420.bilinearSIMD.id])
    func bilinear(id: String) throws {
        try forEachCase(try #require(ScaleI420.anyStrategy(named: id))) { source, destination, label in
            for (from, to) in zip(source.planes, destination.planes) {
                #expect(to.samples() == bilinearByDefinition(from, to: to.size), "\(label) \(to.name)")
            }
        }
    }

    /// Scales a pseudo-random source of every size pair (the wide rows included) with `strategy`,
    /// rows laid out as `layouts` take turns, and hands the frames to `check`.
    private func forEachCase(_ strategy: Strategy<ScaleI420>, check: (I420Frame, I420Frame, String) throws -> Void) throws {
        for (index, (sourceSize, destinationSize)) in (scalingSizePairs + wideRowPairs).enumerated() {
            let layout = Self.layouts[index % Self.layouts.count]
            let source = try I420Frame.pseudoRandom(sourceSize, layout.source, seed: UInt64(index))
            let destination = try I420Frame(allocating: destinationSize, rowAlignment: layout.destination, name: "destination")
            try strategy.run(source, into: destination)
            try check(source, destination, "\(strategy.id) \(sourceSize)->\(destinationSize) \(layout)")
        }
    }
}

/// NV12: the interleaved CbCr plane must scale each channel exactly as the planar path does.
@Suite struct ScalingNV12Tests {
    @Test("every Swift strategy scales NV12 exactly as it scales the same picture in I420",
          arguments: ScaleNV12.strategies.map(\.id))
    func matchesPlanar(id: String) throws {
        let planar = try #require(ScaleI420.anyStrategy(named: id))
        let interleaved = try #require(ScaleNV12.anyStrategy(named: id))
        for (index, (sourceSize, destinationSize)) in (scalingSizePairs + wideRowPairs).enumerated() {
            let source = try NV12Frame.pseudoRandom(sourceSize, index % 2 == 0 ? .tight : .padded(by: 6), seed: UInt64(index))
            // The same picture as planar I420.
            let planarSource = try I420Frame.allocate(size: sourceSize)
            try NV12ToI420(source, planarSource)
            let destination = try NV12Frame.allocate(size: destinationSize, rowAlignment: .padded(by: 2), name: "destination")
            try interleaved.run(source, into: destination)
            let expected = try I420Frame.allocate(size: destinationSize)
            try planar.run(planarSource, into: expected)
            expectInterleaved(destination, equals: expected, "\(id) \(sourceSize)->\(destinationSize)")
        }
    }

    /// Copies an NV12 picture into planar I420 (test helper).
    private func NV12ToI420(_ source: NV12Frame, _ destination: I420Frame) throws {
        for y in 0..<source.y.height {
            let from = source.y.row(y), to = destination.y.row(y)
            for x in 0..<source.y.width { to[x] = from[x] }
        }
        for y in 0..<source.cbcr.height {
            let from = source.cbcr.row(y), u = destination.u.row(y), v = destination.v.row(y)
            for x in 0..<source.cbcr.width { u[x] = from[2 * x]; v[x] = from[2 * x + 1] }
        }
    }
}
