import Testing
@testable import PiPVideo

/// Conversion-level rules for the reference and every strategy: each throws before writing.
@Suite struct I420ToBGRAValidationTests {
    static let converterNames = ["reference"] + I420ToBGRAStrategy.all.map(\.id)

    static func converter(_ name: String) -> (I420Frame, BGRAFrame) throws -> Void {
        if let strategy = I420ToBGRAStrategy.named(name) { return { try strategy.convert($0, into: $1) } }
        return { try I420ToBGRAReference.convert($0, into: $1) }
    }

    @Test("a destination of another size is rejected and left untouched", arguments: converterNames)
    func sizeMismatch(converter: String) throws {
        let convert = Self.converter(converter)
        let source = try makeSource(FrameSize(width: 8, height: 8))
        for size in [FrameSize(width: 8, height: 6), FrameSize(width: 7, height: 8), FrameSize(width: 16, height: 16)] {
            let destination = try makeBGRADestination(size)
            let before = destination.pixels.storage.snapshot()
            #expect(throws: FrameError.destinationSizeMismatch(expected: FrameSize(width: 8, height: 8), actual: size)) {
                try convert(source, destination)
            }
            #expect(destination.pixels.storage.snapshot() == before)
        }
    }

    @Test("a destination sharing memory with a source plane is rejected untouched", arguments: converterNames)
    func overlap(converter: String) throws {
        let convert = Self.converter(converter)
        let storage = try AlignedStorage(byteCount: 4096)
        storage.fillPseudoRandom(seed: 11)
        func plane(_ name: String, _ width: Int, _ height: Int, _ sample: Int, at offset: Int) throws -> Plane {
            try Plane(name: name, width: width, height: height, bytesPerSample: sample, bytesPerRow: width * sample,
                      storage: storage, offset: offset)
        }
        let source = try I420Frame(y: plane("source Y", 8, 4, 1, at: 0), u: plane("source U", 4, 2, 1, at: 64),
                                   v: plane("source V", 4, 2, 1, at: 128))
        let cases: [(BGRAFrame, FrameError)] = [
            (try BGRAFrame(pixels: plane("destination", 8, 4, 4, at: 40)), .overlappingPlanes(first: "source U", second: "destination")),
            (try BGRAFrame(pixels: plane("destination", 8, 4, 4, at: 135)), .overlappingPlanes(first: "source V", second: "destination")),
            (try BGRAFrame(pixels: plane("destination", 8, 4, 4, at: 0)), .overlappingPlanes(first: "source Y", second: "destination")),
        ]
        for (destination, error) in cases {
            let before = storage.snapshot()
            #expect(throws: error) { try convert(source, destination) }
            #expect(storage.snapshot() == before)
        }
        // Right after the source V plane (which ends at byte 135) is fine.
        try convert(source, try BGRAFrame(pixels: plane("destination", 8, 4, 4, at: 136)))
    }

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
        let reference = try makeBGRADestination(FrameSize(width: 3, height: 2), fill: 100)
        let actual = try makeBGRADestination(FrameSize(width: 3, height: 2), .padded(by: 4), fill: 100)
        #expect(actual.firstDifference(from: reference, colorTolerance: 0) == nil)
        actual.pixels.row(1)[4 * 2 + 1] = 101  // G of pixel (2, 1): within 1
        #expect(actual.firstDifference(from: reference, colorTolerance: 1) == nil)
        #expect(actual.firstDifference(from: reference, colorTolerance: 0)
            == BGRADifference(x: 2, y: 1, channel: 1, actual: 101, expected: 100))
        actual.pixels.row(0)[4 * 1 + 3] = 99  // alpha of pixel (1, 0): never tolerated
        #expect(actual.firstDifference(from: reference, colorTolerance: 5)
            == BGRADifference(x: 1, y: 0, channel: 3, actual: 99, expected: 100))
        let other = try makeBGRADestination(FrameSize(width: 2, height: 2), fill: 100)
        #expect(actual.firstDifference(from: other, colorTolerance: 255) != nil)
    }

    @Test("the padding check notices a byte written past a row")
    func paddingCheckCanFail() throws {
        let frame = try makeBGRADestination(FrameSize(width: 3, height: 2), .padded(by: 5), fill: 7)
        #expect(firstChangedPaddingByte(around: frame.pixels, fill: 7) == nil)
        frame.pixels.baseAddress.storeBytes(of: 1, toByteOffset: frame.pixels.rowBytes, as: UInt8.self)
        #expect(firstChangedPaddingByte(around: frame.pixels, fill: 7) == frame.pixels.rowBytes)
    }
}
