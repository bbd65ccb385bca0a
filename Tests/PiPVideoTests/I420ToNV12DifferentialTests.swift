import Testing
@testable import PiPVideo

/// Every strategy against the plain reference: identical samples, padding untouched.
@Suite struct I420ToNV12DifferentialTests {
    @Test("every strategy matches the reference for all sizes 1...64 x 1...64 and several row layouts",
          arguments: I420ToNV12Strategy.all.map(\.id))
    func smallSizes(strategyID: String) throws {
        let strategy = try #require(I420ToNV12Strategy.named(strategyID))
        for layout in testLayouts {
            for width in 1...64 {
                for height in 1...64 {
                    try checkAgainstReference(strategy, FrameSize(width: width, height: height), layout)
                }
            }
        }
    }

    @Test("every strategy matches the reference at the benchmark sizes",
          arguments: I420ToNV12Strategy.all.map(\.id))
    func benchmarkSizes(strategyID: String) throws {
        let strategy = try #require(I420ToNV12Strategy.named(strategyID))
        for size in [FrameSize(width: 640, height: 360), FrameSize(width: 1280, height: 720),
                     FrameSize(width: 1920, height: 1080), FrameSize(width: 3840, height: 2160),
                     FrameSize(width: 1279, height: 719)] {
            try checkAgainstReference(strategy, size, (.multiple(of: 64), .multiple(of: 64)))
        }
        try checkAgainstReference(strategy, FrameSize(width: 1279, height: 719), (.padded(by: 5), .padded(by: 11)))
    }

    @Test("wide odd rows exercise the vector body plus tail", arguments: I420ToNV12Strategy.all.map(\.id))
    func wideRows(strategyID: String) throws {
        let strategy = try #require(I420ToNV12Strategy.named(strategyID))
        for width in [65, 127, 128, 129, 191, 255, 257, 321, 1023] {
            try checkAgainstReference(strategy, FrameSize(width: width, height: 3), (.padded(by: 1), .padded(by: 2)))
        }
    }

    private func checkAgainstReference(
        _ strategy: I420ToNV12Strategy, _ size: FrameSize, _ layout: (source: RowAlignment, destination: RowAlignment)
    ) throws {
        let source = try makeSource(size, layout.source)
        let expected = try makeDestination(size, .tight)
        try I420ToNV12Reference.convert(source, into: expected)
        let actual = try makeDestination(size, layout.destination, fill: 0x5A)
        let paddingBefore = paddingBytes(of: actual.planes)
        try strategy.convert(source, into: actual)
        for (plane, reference) in zip(actual.planes, expected.planes) {
            if let difference = plane.firstDifference(from: reference) {
                Issue.record("\(strategy.id) \(size) \(layout): \(plane.name) differs at \(difference)")
                return
            }
        }
        let paddingAfter = paddingBytes(of: actual.planes)
        #expect(paddingBefore.map(\.value) == paddingAfter.map(\.value), "\(strategy.id) \(size) wrote into row padding")
    }
}

@Suite struct I420ToNV12ReferenceTests {
    @Test("the reference interleaves U and V and copies Y, checked by hand on a 3x3 frame")
    func handChecked() throws {
        let source = try I420Frame.allocate(size: FrameSize(width: 3, height: 3))
        for (index, byte) in (1...9).enumerated() { source.y.row(index / 3)[index % 3] = UInt8(byte) }
        for y in 0..<2 { for x in 0..<2 { source.u.row(y)[x] = UInt8(100 + 10 * y + x); source.v.row(y)[x] = UInt8(200 + 10 * y + x) } }
        let destination = try NV12Frame.allocate(size: FrameSize(width: 3, height: 3), rowAlignment: .tight)
        try I420ToNV12Reference.convert(source, into: destination)
        #expect(destination.y.samples() == [1, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(destination.cbcr.samples() == [100, 200, 101, 201, 110, 210, 111, 211])
    }
}
