import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// The BGRA frame's own rules and its tolerance comparison. (Every strategy's validation:
/// `OperationValidationTests`.)
@Suite struct I420ToBGRAValidationTests {
    @Test("a BGRA frame needs 4-byte samples; allocation pads rows to 64 bytes")
    func frameRules() throws {
        let bytes = try Plane.allocate(name: "pixels", width: 8, height: 2)
        #expect(throws: FrameError.wrongSampleSize(plane: "pixels", expected: 4, actual: 1)) { try BGRAFrame(pixels: bytes) }
        let frame = try BGRAFrame.allocate(size: FrameSize(width: 17, height: 3))
        #expect(frame.pixels.bytesPerSample == 4 && frame.pixels.rowBytes == 68 && frame.pixels.bytesPerRow == 128)
        #expect(Int(bitPattern: frame.pixels.baseAddress) % 64 == 0)
        #expect(frame.sampleByteCount == 17 * 3 * 4)
        #expect(throws: FrameError.nonPositiveSize(plane: "BGRA", width: 0, height: 3)) {
            try BGRAFrame.allocate(size: FrameSize(width: 0, height: 3))
        }
    }

    @Test("the tolerance comparison allows +-n on B, G, R, none on alpha, and names the first pixel beyond")
    func toleranceComparison() throws {
        let reference = try BGRAFrame.filled(with: 100, FrameSize(width: 3, height: 2))
        let actual = try BGRAFrame.filled(with: 100, FrameSize(width: 3, height: 2), .padded(by: 4))
        #expect(actual.firstDifference(from: reference, colorTolerance: 0) == nil)
        actual.pixels.row(1)[4 * 2 + 1] = 101  // G of pixel (2, 1): within 1
        #expect(actual.firstDifference(from: reference, colorTolerance: 1) == nil)
        #expect(actual.firstDifference(from: reference, colorTolerance: 0)
            == BGRADifference(x: 2, y: 1, channel: 1, actual: 101, expected: 100))
        actual.pixels.row(0)[4 * 1 + 3] = 99  // alpha of pixel (1, 0): never tolerated
        #expect(actual.firstDifference(from: reference, colorTolerance: 5)
            == BGRADifference(x: 1, y: 0, channel: 3, actual: 99, expected: 100))
        let other = try BGRAFrame.filled(with: 100, FrameSize(width: 2, height: 2))
        #expect(actual.firstDifference(from: other, colorTolerance: 255) != nil)
    }
}
