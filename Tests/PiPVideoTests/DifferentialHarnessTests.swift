import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// The differential harness cannot pass silently: strategies built here to break their contract
/// in one byte are each reported, and only they.
@Suite struct DifferentialHarnessTests {
    let source: I420Frame
    init() throws { source = try I420Frame.pseudoRandom(FrameSize(width: 37, height: 23), .padded(by: 3)) }

    @Test("a strategy that changes one output sample is caught, where it changed it")
    func changedSample() throws {
        let flipsOneByte = Strategy<I420ToNV12>(id: "flips-one-byte", summary: "scalar, then one Cr flipped", family: .scalar,
                                                contract: .exact, libyuvReference: .noEquivalent) { source, destination, _ in
            try I420ToNV12.scalar.run(source, into: destination)
            destination.cbcr.row(1)[3] ^= 1
        }
        let failures = try verifyStrategies(of: I420ToNV12.self, on: source, destination: .padded(by: 7), (),
                                            strategies: I420ToNV12.everyStrategy + [flipsOneByte])
        #expect(failures.map(\.strategy) == [flipsOneByte.id])
        let violation = try #require(failures.first?.violation)
        #expect(violation.plane == "destination CbCr" && violation.x == 1 && violation.y == 1, "\(violation)")
    }

    @Test("a strategy that writes one byte outside its samples is caught: row padding, or past the last row")
    func wroteOutsideSamples() throws {
        func writing(_ id: String, at offset: @escaping @Sendable (NV12Frame) -> Int) -> Strategy<I420ToNV12> {
            Strategy(id: id, summary: "scalar, then one byte outside the samples", family: .scalar, contract: .exact, libyuvReference: .noEquivalent) { source, destination, _ in
                try I420ToNV12.scalar.run(source, into: destination)
                destination.storage.baseAddress.storeBytes(of: 0, toByteOffset: offset(destination), as: UInt8.self)
            }
        }
        let paddingOffset: @Sendable (NV12Frame) -> Int = { $0.y.offset + $0.y.rowBytes }
        let pastLastRow: @Sendable (NV12Frame) -> Int = { $0.cbcr.offset + $0.cbcr.spanBytes }
        let failures = try verifyStrategies(of: I420ToNV12.self, on: source, destination: .padded(by: 7), (),
                                            strategies: [writing("padding", at: paddingOffset), writing("past-last-row", at: pastLastRow)])
        #expect(failures.map(\.strategy) == ["padding", "past-last-row"])
        let destination = try NV12Frame(allocating: source.size, rowAlignment: .padded(by: 7), name: "same layout")
        #expect(failures.compactMap(\.violation).map(\.x) == [paddingOffset(destination), pastLastRow(destination)])
        #expect(failures.compactMap(\.violation).allSatisfy { $0.y == -1 })
    }

    @Test("padding is checked in every storage a destination's planes live in, not only the first plane's")
    func planesInSeparateStorages() throws {
        // Y and CbCr each in an allocation of their own, rows padded, CbCr 16 bytes into its storage.
        let y = try Plane.allocate(name: "own Y", width: 37, height: 23, rowAlignment: .padded(by: 5))
        let cbcrStorage = try AlignedStorage(byteCount: 16 + 48 * 12 + 16)
        let cbcr = try Plane(name: "own CbCr", width: 19, height: 12, bytesPerSample: 2, bytesPerRow: 48,
                             storage: cbcrStorage, offset: 16)
        let destination = try NV12Frame(y: y, cbcr: cbcr)
        let reference = try I420ToNV12.reference(source, size: source.size)
        try I420ToNV12.simd.verify(source, into: destination, (), against: reference)
        let writesChromaPadding = Strategy<I420ToNV12>(id: "chroma-padding", summary: "simd, then one CbCr padding byte",
                                                       family: .simd, contract: .exact, libyuvReference: .noEquivalent) { source, destination, _ in
            try I420ToNV12.simd.run(source, into: destination)
            destination.cbcr.baseAddress.storeBytes(of: 0, toByteOffset: destination.cbcr.rowBytes, as: UInt8.self)
        }
        do {
            try writesChromaPadding.verify(source, into: destination, (), against: reference)
            Issue.record("a write into the second storage's padding passed")
        } catch let violation as ContractViolation {
            #expect(violation.x == 16 + 38 && violation.y == -1, "\(violation)")
        }
    }

    @Test("a strategy whose bytes differ from its twin's is caught, and so is a twin that breaks its own contract")
    func twins() throws {
        // Box keeps the area-average bound, but its bytes are not nearest's.
        let claimsNearest = Strategy<ScaleI420>(id: "box-claiming-nearest", summary: "box, claiming nearest's bytes", family: .scalar,
                                                contract: .sameBytes(as: ScaleI420.nearest), libyuvReference: .noEquivalent) { source, destination, _ in
            try ScaleI420.box.run(source, into: destination)
        }
        let offByTwo = Strategy<ScaleI420>(id: "box-off-by-two", summary: "box, one sample 2 off", family: .scalar,
                                           contract: .withinHalfOfAreaAverage, libyuvReference: .noEquivalent) { source, destination, _ in
            try ScaleI420.box.run(source, into: destination)
            let row = destination.v.row(2)
            row[1] = row[1] < 128 ? row[1] + 2 : row[1] - 2
        }
        let twinOfBroken = Strategy<ScaleI420>(id: "twin-of-broken", summary: "box, claiming the broken one's bytes",
                                               family: .scalar, contract: .sameBytes(as: offByTwo), libyuvReference: .noEquivalent) { source, destination, _ in
            try ScaleI420.box.run(source, into: destination)
        }
        let failures = try verifyStrategies(of: ScaleI420.self, on: source, size: FrameSize(width: 13, height: 9), destination: .tight, (),
                                            strategies: ScaleI420.everyStrategy + [claimsNearest, offByTwo, twinOfBroken])
        #expect(failures.map(\.strategy) == [claimsNearest.id, offByTwo.id, twinOfBroken.id])
        let violations = failures.compactMap(\.violation)
        #expect(violations.count == 3)
        #expect(violations.first?.problem == "differs from its twin nearest", "\(violations)")
        // The broken one's own violation, on the same sample, when verified alone and as a twin.
        #expect(violations.dropFirst().allSatisfy { $0.strategy == offByTwo.id && $0.plane.hasSuffix(" V") && $0.x == 1 && $0.y == 2 },
                "\(violations)")
    }

    @Test("tolerances hold: a colour 2 off breaks +-1, an alpha 1 off breaks any tolerance; whole-ratio bounds hold")
    func tolerances() throws {
        func bgra(_ id: String, contract: Contract<I420ToBGRA>, change: @escaping @Sendable (UnsafeMutableRawBufferPointer) -> Void) -> Strategy<I420ToBGRA> {
            Strategy(id: id, summary: "the reference, one byte changed", family: .scalar, contract: contract, libyuvReference: .noEquivalent) { source, destination, range in
                try I420ToBGRAReference.convert(source, into: destination, range: range)
                change(destination.pixels.row(4))
            }
        }
        let blueOffByTwo = bgra("blue-off-by-two", contract: .within(.plusMinus(1))) { $0[8] = $0[8] < 128 ? $0[8] + 2 : $0[8] - 2 }
        let blueOffByOne = bgra("blue-off-by-one", contract: .within(.plusMinus(1))) { $0[8] = $0[8] < 128 ? $0[8] + 1 : $0[8] - 1 }
        let alphaOffByOne = bgra("alpha-off-by-one", contract: .within(.plusMinus(3))) { $0[11] = 254 }
        for range in ColorRange.allCases {
            let failures = try verifyStrategies(of: I420ToBGRA.self, on: source, destination: .pixelBuffer, range,
                                                strategies: I420ToBGRA.everyStrategy + [blueOffByTwo, blueOffByOne, alphaOffByOne])
            #expect(failures.map(\.strategy) == [blueOffByTwo.id, alphaOffByOne.id], "\(range): \(failures)")
            #expect(failures.compactMap(\.violation).allSatisfy { $0.x == 2 && $0.y == 4 }, "\(failures)")
        }

        let halveOffByTwo = Strategy<ScaleI420>(id: "halve-off-by-two", summary: "halve, one Y sample 2 off", family: .scalar,
                                                contract: .withinOneOfAreaAverageOnWholeRatios, libyuvReference: .noEquivalent) { source, destination, _ in
            try ScaleI420.halve.run(source, into: destination)
            let row = destination.y.row(0)
            row[0] = row[0] < 128 ? row[0] + 2 : row[0] - 2
        }
        let wholeRatio = try I420Frame.pseudoRandom(FrameSize(width: 48, height: 24))
        let failures = try verifyStrategies(of: ScaleI420.self, on: wholeRatio, size: FrameSize(width: 16, height: 8), destination: .tight, (),
                                            strategies: [ScaleI420.halve, halveOffByTwo])
        #expect(failures.map(\.strategy) == [halveOffByTwo.id])
    }

    @Test("a strategy that throws is reported with what it threw")
    func throwing() throws {
        let throwing = Strategy<I420ToNV12>(id: "throws", summary: "always throws", family: .libyuv, contract: .exact, libyuvReference: .noEquivalent) { _, _, _ in
            throw LibYUVError(function: "I420ToNV12", status: -1)
        }
        let failures = try verifyStrategies(of: I420ToNV12.self, on: source, destination: .tight, (), strategies: [throwing])
        #expect(failures.count == 1 && failures.first?.violation == nil)
        #expect(failures.first?.error as? LibYUVError == LibYUVError(function: "I420ToNV12", status: -1))
    }
}
