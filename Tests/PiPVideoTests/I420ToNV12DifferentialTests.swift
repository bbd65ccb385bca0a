import Testing
@testable import PiPVideo

/// Every strategy against the plain reference: identical samples, padding untouched.
@Suite struct I420ToNV12DifferentialTests {
    static let suiteSizes = [
        FrameSize(width: 640, height: 360), FrameSize(width: 1280, height: 720), FrameSize(width: 1920, height: 1080),
        FrameSize(width: 3840, height: 2160), FrameSize(width: 1279, height: 719),
    ]

    @Test("every strategy matches the reference for all sizes 1...64 x 1...64, each in several row layouts",
          arguments: testLayouts.indices)
    func smallSizes(layoutIndex: Int) throws {
        for width in 1...64 {
            for height in 1...64 {
                try checkAllStrategies(FrameSize(width: width, height: height), testLayouts[layoutIndex])
            }
        }
    }

    @Test("every strategy matches the reference at the benchmark sizes", arguments: suiteSizes)
    func benchmarkSizes(size: FrameSize) throws {
        try checkAllStrategies(size, (.multiple(of: 64), .multiple(of: 64)))
    }

    @Test("odd sizes with odd paddings and wide rows exercise the vector body plus tail")
    func wideRows() throws {
        try checkAllStrategies(FrameSize(width: 1279, height: 719), (.padded(by: 5), .padded(by: 11)))
        for width in [65, 127, 128, 129, 191, 255, 257, 321, 1023] {
            try checkAllStrategies(FrameSize(width: width, height: 3), (.padded(by: 1), .padded(by: 2)))
        }
    }

    /// Converts one source with the reference and with every strategy; each strategy must write the
    /// reference's samples and leave every padding byte of its destination as it was.
    private func checkAllStrategies(_ size: FrameSize, _ layout: (source: RowAlignment, destination: RowAlignment)) throws {
        let source = try makeSource(size, layout.source)
        let expected = try makeDestination(size, .tight)
        try I420ToNV12Reference.convert(source, into: expected)
        let fill: UInt8 = 0x5A
        let actual = try makeDestination(size, layout.destination, fill: fill)
        let padding = paddingOffsets(of: actual.planes)
        for strategy in I420ToNV12Strategy.all {
            actual.y.storage.fill(with: fill)
            try strategy.convert(source, into: actual)
            for (plane, reference) in zip(actual.planes, expected.planes) {
                if let difference = plane.firstDifference(from: reference) {
                    Issue.record("\(strategy.id) \(size) \(layout): \(plane.name) differs at \(difference)")
                }
            }
            if let offset = firstChangedByte(in: actual.y.storage, at: padding, fill: fill) {
                Issue.record("\(strategy.id) \(size) \(layout): wrote padding byte at storage offset \(offset)")
            }
        }
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

    @Test("the padding check notices a strategy that writes past a row")
    func paddingCheckCanFail() throws {
        let frame = try makeDestination(FrameSize(width: 5, height: 2), .padded(by: 3), fill: 7)
        let padding = paddingOffsets(of: frame.planes)
        #expect(padding.count == frame.y.storage.byteCount - 5 * 2 - 3 * 2 * 1)
        #expect(firstChangedByte(in: frame.y.storage, at: padding, fill: 7) == nil)
        frame.cbcr.baseAddress.storeBytes(of: 1, toByteOffset: frame.cbcr.rowBytes, as: UInt8.self)
        #expect(firstChangedByte(in: frame.y.storage, at: padding, fill: 7) == frame.cbcr.offset + frame.cbcr.rowBytes)
    }
}
