import Testing
@testable import PiPVideo

/// Every rotation strategy of every operation against the plain reference, every angle: identical
/// samples, destination padding untouched. Each check runs the reference once on a shared source
/// and compares every strategy of the operation with it (see `RotationOperationUnderTest`).
@Suite struct RotationDifferentialTests {
    /// Widths and heights around the vector tiles (8 and 16 samples) and the scalar tiles (32, 64).
    static let sampledLengths = [1, 2, 3, 7, 8, 9, 15, 16, 17, 24, 31, 32, 33, 47, 63, 64]

    @Test("every strategy matches the reference for all sizes 1...64 x 1...64 (odd row padding)",
          arguments: RotationOperationUnderTest.allWithRotations)
    func allSmallSizes(operation: RotationOperationUnderTest, rotation: Rotation) throws {
        for width in 1...64 {
            for height in 1...64 {
                try expectMatch(operation, FrameSize(width: width, height: height), .oddPadding, rotation)
            }
        }
    }

    @Test("every strategy matches the reference for sampled sizes 1...64 in the other row layouts",
          arguments: RotationOperationUnderTest.allWithRotations)
    func sampledSmallSizes(operation: RotationOperationUnderTest, rotation: Rotation) throws {
        for layout in [RotationLayout.tight, .multipleOf64, .mismatched] {
            for width in Self.sampledLengths {
                for height in Self.sampledLengths {
                    try expectMatch(operation, FrameSize(width: width, height: height), layout, rotation)
                }
            }
        }
    }

    @Test("every strategy matches the reference for sizes of many tiles with ragged edges",
          arguments: RotationOperationUnderTest.allWithRotations)
    func manyTiles(operation: RotationOperationUnderTest, rotation: Rotation) throws {
        let sizes = [(65, 17), (17, 65), (130, 70), (257, 129), (200, 333), (1023, 35), (36, 1001)]
        for layout in RotationLayout.allCases {
            for (width, height) in sizes {
                try expectMatch(operation, FrameSize(width: width, height: height), layout, rotation)
            }
        }
    }

    @Test("every strategy matches the reference at the benchmark sizes",
          arguments: RotationOperationUnderTest.allWithRotations)
    func benchmarkSizes(operation: RotationOperationUnderTest, rotation: Rotation) throws {
        // Debug builds are slow: the 720p-class sizes at every angle, 1080p and 360p at 90 degrees,
        // 4K only for RotateNV12 at 90 degrees. (Release runs of the suite verify every benchmarked
        // case against the reference before timing it.)
        var sizes = [FrameSize(width: 1280, height: 720), FrameSize(width: 1279, height: 719)]
        if rotation == .degrees90 {
            sizes += [FrameSize(width: 640, height: 360), FrameSize(width: 1920, height: 1080)]
            if operation.name == "RotateNV12" { sizes.append(FrameSize(width: 3840, height: 2160)) }
        }
        for size in sizes {
            try expectMatch(operation, size, .multipleOf64, rotation)
        }
        try expectMatch(operation, FrameSize(width: 1279, height: 719), .oddPadding, rotation)
    }

    private func expectMatch(_ operation: RotationOperationUnderTest, _ size: FrameSize, _ layout: RotationLayout, _ rotation: Rotation) throws {
        for mismatch in try operation.check(size, layout, rotation) {
            Issue.record("\(operation)/\(mismatch) at \(size), \(layout) rows, \(rotation) degrees")
        }
    }
}

@Suite struct RotationMismatchDetectionTests {
    @Test("the comparison catches a changed sample and a byte written into padding")
    func catchesDifferences() throws {
        let size = FrameSize(width: 5, height: 3)
        func frame() throws -> NV12Frame { try makeDestination(size, .padded(by: 3), fill: 1) }
        let expected = try frame()
        #expect(rotationMismatch(actual: try frame().planes, expected: expected.planes) == nil)
        let changedSample = try frame()
        changedSample.cbcr.row(1)[3] = 2
        #expect(rotationMismatch(actual: changedSample.planes, expected: expected.planes) == "destination CbCr differs at (x: 1, y: 1)")
        let changedPadding = try frame()
        changedPadding.y.storage.baseAddress.storeBytes(of: 9, toByteOffset: 6, as: UInt8.self)
        #expect(rotationMismatch(actual: changedPadding.planes, expected: expected.planes) == "wrote into padding at storage offset 6")
    }
}
