import Testing
@testable import PiPVideo

/// Every Swift scaling strategy against its definition, on every size class, with padded rows.
@Suite struct ScalingDifferentialTests {
    static let layouts: [(source: RowAlignment, destination: RowAlignment)] = [
        (.tight, .tight), (.padded(by: 5), .padded(by: 3)), (.multiple(of: 64), .multiple(of: 64)),
    ]

    /// Scales with `id` and checks every plane with `check`; also checks the padding is untouched.
    private func forEachCase(
        _ id: String, pairs: [(FrameSize, FrameSize)] = scalingSizePairs,
        check: (I420Frame, I420Frame, String) throws -> Void
    ) throws {
        let strategy = try #require(ScaleI420Strategy.named(id))
        for (index, (sourceSize, destinationSize)) in pairs.enumerated() {
            let layout = Self.layouts[index % Self.layouts.count]
            let source = try makeScaleSource(sourceSize, layout.source, seed: UInt64(index))
            let destination = try I420Frame.allocate(size: destinationSize, rowAlignment: layout.destination, name: "destination")
            destination.y.storage.fill(with: 0x5A)
            let paddingBefore = paddingBytes(of: destination.planes).map(\.value)
            try strategy.scale(source, into: destination)
            #expect(paddingBytes(of: destination.planes).map(\.value) == paddingBefore, "\(id) \(sourceSize)->\(destinationSize) wrote padding")
            try check(source, destination, "\(id) \(sourceSize)->\(destinationSize) \(layout)")
        }
    }

    @Test("nearest equals the pixel-centre definition, bit for bit")
    func nearest() throws {
        try forEachCase("nearest") { source, destination, label in
            for (from, to) in zip(source.planes, destination.planes) {
                #expect(to.samples() == nearestByDefinition(from, to: to.size), "\(label) \(to.name)")
            }
        }
    }

    @Test("bilinear and bilinear-simd equal the two-stage 8-bit definition, bit for bit",
          arguments: ["bilinear", "bilinear-simd"])
    func bilinear(id: String) throws {
        try forEachCase(id) { source, destination, label in
            for (from, to) in zip(source.planes, destination.planes) {
                #expect(to.samples() == bilinearByDefinition(from, to: to.size), "\(label) \(to.name)")
            }
        }
    }

    @Test("box and box-simd are the exact area average rounded (within 1/2) at every ratio",
          arguments: ["box", "box-simd"])
    func box(id: String) throws {
        try forEachCase(id) { source, destination, label in
            let reference = try AreaAverageReference.scale(source, to: destination.size)
            let deviation = largestDeviation(destination.planes, reference)
            #expect(deviation <= 0.5 + 1e-9, "\(label): off by \(deviation)")
        }
    }

    @Test("halve and halve-simd stay within 1 of the exact area average on integer ratios 2, 3, 4, 6",
          arguments: ["halve", "halve-simd"])
    func halveIntegerRatios(id: String) throws {
        let pairs = scalingSizePairs.filter { $0.0.width % $0.1.width == 0 && $0.0.height % $0.1.height == 0 }
            + [(FrameSize(width: 192, height: 108), FrameSize(width: 32, height: 18)),
               (FrameSize(width: 192, height: 108), FrameSize(width: 48, height: 27)),
               (FrameSize(width: 108, height: 192), FrameSize(width: 36, height: 64))]
        var checkedPlanes = 0
        try forEachCase(id, pairs: pairs) { source, destination, label in
            let reference = try AreaAverageReference.scale(source, to: destination.size)
            // Chroma of odd luma sizes may have a fractional ratio (17 -> 9); only whole ratios are
            // bounded, and only up to 7:1 (8:1 takes three levels, three roundings).
            for (index, (from, to)) in zip(source.planes, destination.planes).enumerated()
            where isBoundedForHalve(from, to) {
                let deviation = largestDeviation([to], [reference[index]])
                #expect(deviation <= 1 + 1e-9, "\(label) \(to.name): off by \(deviation)")
                checkedPlanes += 1
            }
        }
        #expect(checkedPlanes >= 3 * pairs.count / 2)
    }

    @Test("the simd strategies produce the same bytes as their plain twins at every ratio",
          arguments: [("box", "box-simd"), ("halve", "halve-simd"), ("bilinear", "bilinear-simd")])
    func simdMatchesPlain(pair: (String, String)) throws {
        let plain = try #require(ScaleI420Strategy.named(pair.0))
        try forEachCase(pair.1) { source, destination, label in
            let expected = try I420Frame.allocate(size: destination.size)
            try plain.scale(source, into: expected)
            for (mine, theirs) in zip(destination.planes, expected.planes) {
                #expect(mine.firstDifference(from: theirs) == nil, "\(label) \(mine.name)")
            }
        }
    }

    @Test("wide rows exercise the vector bodies and their tails", arguments: swiftScalingIDs)
    func wideRows(id: String) throws {
        let pairs = [(255, 85), (192, 64), (390, 130), (388, 194), (384, 64), (769, 256), (770, 385), (520, 130), (1548, 258), (648, 72), (640, 80), (400, 80)].map {
            (FrameSize(width: $0.0, height: 7), FrameSize(width: $0.1, height: 1))
        } + [(FrameSize(width: 1536, height: 12), FrameSize(width: 256, height: 2))]
        try forEachCase(id, pairs: pairs) { source, destination, label in
            let reference = try AreaAverageReference.scale(source, to: destination.size)
            switch id {
            case "box", "box-simd":
                #expect(largestDeviation(destination.planes, reference) <= 0.5 + 1e-9, "\(label)")
            case "halve", "halve-simd":
                for (index, (from, to)) in zip(source.planes, destination.planes).enumerated() where isBoundedForHalve(from, to) {
                    #expect(largestDeviation([to], [reference[index]]) <= 1 + 1e-9, "\(label) \(to.name)")
                }
            case "nearest":
                for (from, to) in zip(source.planes, destination.planes) { #expect(to.samples() == nearestByDefinition(from, to: to.size)) }
            default:
                for (from, to) in zip(source.planes, destination.planes) { #expect(to.samples() == bilinearByDefinition(from, to: to.size)) }
            }
        }
    }
}

/// Whether `halve` promises to stay within 1 of the area average for this plane: whole ratios
/// of at most 7 in both axes, which take at most two roundings.
private func isBoundedForHalve(_ from: Plane, _ to: Plane) -> Bool {
    from.width % to.width == 0 && from.height % to.height == 0 && from.width / to.width <= 7 && from.height / to.height <= 7
}

/// NV12: the interleaved CbCr plane must scale each channel exactly as the planar path does.
@Suite struct ScalingNV12Tests {
    @Test("every Swift strategy scales NV12 exactly as it scales the same picture in I420", arguments: swiftScalingIDs)
    func matchesPlanar(id: String) throws {
        let planar = try #require(ScaleI420Strategy.named(id))
        let interleaved = try #require(ScaleNV12Strategy.named(id))
        for (index, (sourceSize, destinationSize)) in (scalingSizePairs + [
            (FrameSize(width: 390, height: 12), FrameSize(width: 130, height: 4)),
            (FrameSize(width: 770, height: 8), FrameSize(width: 385, height: 4)),
            (FrameSize(width: 520, height: 16), FrameSize(width: 130, height: 4)),
            (FrameSize(width: 1548, height: 24), FrameSize(width: 258, height: 4)),
        ]).enumerated() {
            let source = try makeScaleSourceNV12(sourceSize, index % 2 == 0 ? .tight : .padded(by: 6), seed: UInt64(index))
            // The same picture as planar I420.
            let planarSource = try I420Frame.allocate(size: sourceSize)
            try NV12ToI420(source, planarSource)
            let destination = try NV12Frame.allocate(size: destinationSize, rowAlignment: .padded(by: 2), name: "destination")
            destination.y.storage.fill(with: 0x5A)
            let paddingBefore = paddingBytes(of: destination.planes).map(\.value)
            try interleaved.scale(source, into: destination)
            let expected = try I420Frame.allocate(size: destinationSize)
            try planar.scale(planarSource, into: expected)
            let label = "\(id) \(sourceSize)->\(destinationSize)"
            #expect(destination.y.samples() == expected.y.samples(), "\(label) Y")
            let cbcr = destination.cbcr.samples()
            #expect(stride(from: 0, to: cbcr.count, by: 2).map { cbcr[$0] } == expected.u.samples(), "\(label) Cb")
            #expect(stride(from: 1, to: cbcr.count, by: 2).map { cbcr[$0] } == expected.v.samples(), "\(label) Cr")
            #expect(paddingBytes(of: destination.planes).map(\.value) == paddingBefore, "\(label) wrote padding")
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
