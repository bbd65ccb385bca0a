import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// Every strategy against the plain reference, through the differential harness: each keeps its
/// contract (exact samples) and writes nothing outside them.
@Suite struct I420ToNV12DifferentialTests {
    static let suiteSizes = [
        FrameSize(width: 640, height: 360), FrameSize(width: 1280, height: 720), FrameSize(width: 1920, height: 1080),
        FrameSize(width: 3840, height: 2160), FrameSize(width: 1279, height: 719),
    ]

    @Test("every strategy keeps its contract for all sizes 1...64 x 1...64, each in several row layouts",
          arguments: RowLayout.all)
    func smallSizes(layout: RowLayout) throws {
        for width in 1...64 {
            for height in 1...64 {
                try expectContractsKept(FrameSize(width: width, height: height), layout)
            }
        }
    }

    @Test("every strategy keeps its contract at the benchmark sizes", arguments: suiteSizes)
    func benchmarkSizes(size: FrameSize) throws {
        try expectContractsKept(size, .multipleOf64)
    }

    @Test("odd sizes with odd paddings and wide rows exercise the vector body plus tail")
    func wideRows() throws {
        try expectContractsKept(FrameSize(width: 1279, height: 719), RowLayout(.padded(by: 5), .padded(by: 11)))
        for width in [65, 127, 128, 129, 191, 255, 257, 321, 1023] {
            try expectContractsKept(FrameSize(width: width, height: 3), RowLayout(.padded(by: 1), .padded(by: 2)))
        }
    }

    private func expectContractsKept(_ size: FrameSize, _ layout: RowLayout) throws {
        try PiPVideoTests.expectContractsKept(I420ToNV12.self, on: .pseudoRandom(size, layout.source), destination: layout.destination, ())
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
