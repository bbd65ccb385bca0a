import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// Every rotation strategy of every operation against the plain reference, every angle, through
/// the differential harness: each keeps its contract (exact samples) and writes nothing outside
/// them. Each check runs the reference once on a shared source and verifies every strategy of the
/// operation against it.
@Suite struct RotationDifferentialTests {
    /// Widths and heights around the vector tiles (8 and 16 samples) and the scalar tiles (32, 64).
    static let sampledLengths = [1, 2, 3, 7, 8, 9, 15, 16, 17, 24, 31, 32, 33, 47, 63, 64]

    @Test("every strategy keeps its contract for all sizes 1...64 x 1...64 (odd row padding)",
          arguments: OperationUnderTest.rotationsAtEveryAngle)
    func allSmallSizes(operation: OperationUnderTest<Rotation>, rotation: Rotation) throws {
        for width in 1...64 {
            for height in 1...64 {
                try operation.expectContractsKept(FrameSize(width: width, height: height), .oddPadding, rotation)
            }
        }
    }

    @Test("every strategy keeps its contract for sampled sizes 1...64 in the other row layouts",
          arguments: OperationUnderTest.rotationsAtEveryAngle)
    func sampledSmallSizes(operation: OperationUnderTest<Rotation>, rotation: Rotation) throws {
        for layout in [RowLayout.tight, .multipleOf64, .mismatched] {
            for width in Self.sampledLengths {
                for height in Self.sampledLengths {
                    try operation.expectContractsKept(FrameSize(width: width, height: height), layout, rotation)
                }
            }
        }
    }

    @Test("every strategy keeps its contract for sizes of many tiles with ragged edges",
          arguments: OperationUnderTest.rotationsAtEveryAngle)
    func manyTiles(operation: OperationUnderTest<Rotation>, rotation: Rotation) throws {
        let sizes = [(65, 17), (17, 65), (130, 70), (257, 129), (200, 333), (1023, 35), (36, 1001)]
        for layout in RowLayout.all {
            for (width, height) in sizes {
                try operation.expectContractsKept(FrameSize(width: width, height: height), layout, rotation)
            }
        }
    }

    @Test("every strategy keeps its contract at the benchmark sizes",
          arguments: OperationUnderTest.rotationsAtEveryAngle)
    func benchmarkSizes(operation: OperationUnderTest<Rotation>, rotation: Rotation) throws {
        // Debug builds are slow: the 720p-class sizes at every angle, 1080p and 360p at 90 degrees,
        // 4K only for RotateNV12 at 90 degrees. (Release runs of the suite verify every benchmarked
        // case against the reference before timing it.)
        var sizes = [FrameSize(width: 1280, height: 720), FrameSize(width: 1279, height: 719)]
        if rotation == .degrees90 {
            sizes += [FrameSize(width: 640, height: 360), FrameSize(width: 1920, height: 1080)]
            if operation.description == RotateNV12.name { sizes.append(FrameSize(width: 3840, height: 2160)) }
        }
        for size in sizes {
            try operation.expectContractsKept(size, .multipleOf64, rotation)
        }
        try operation.expectContractsKept(FrameSize(width: 1279, height: 719), .oddPadding, rotation)
    }
}
