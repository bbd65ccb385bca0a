import Testing
@testable import PiPVideo

/// RotateScaleNV12: `fused` and `composed` are the exact area average of the rotated source
/// (within 1/2 of `RotateScaleReference`) and bit-identical to each other; `libyuv` is exactly an
/// exact rotation followed by libyuv's NV12Scale box (which is not an area average).
@Suite struct RotateScaleNV12Tests {
    /// (source, destination) pairs: source sizes 1...40 sampled (odd and even), each with a few
    /// destinations no larger than the source rotated by a quarter turn (so each pair also fits
    /// 180 after swapping); plus camera-like ratios (8/3 and 3) and tile-edge sizes.
    static let sizePairs: [(FrameSize, FrameSize)] = {
        var pairs: [(FrameSize, FrameSize)] = []
        var state: UInt64 = 0x9E37_79B9
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound)) + 1
        }
        for _ in 0..<36 {
            let source = FrameSize(width: next(40), height: next(40))
            pairs.append((source, FrameSize(width: next(source.height), height: next(source.width))))
        }
        for (source, destination) in [((1, 1), (1, 1)), ((40, 40), (40, 40)), ((37, 23), (23, 37)), ((48, 32), (16, 24)),
                                      ((128, 72), (27, 48)), ((192, 108), (36, 64)), ((96, 54), (18, 32)), ((66, 34), (17, 33)),
                                      ((160, 90), (45, 80)), ((80, 120), (60, 40))] {
            pairs.append((FrameSize(width: source.0, height: source.1), FrameSize(width: destination.0, height: destination.1)))
        }
        return pairs
    }()

    /// `destination` as it is for quarter turns, swapped for the half turn.
    static func destinationSize(_ size: FrameSize, _ rotation: Rotation) -> FrameSize {
        rotation == .degrees180 ? FrameSize(width: size.height, height: size.width) : size
    }

    @Test("fused and composed are the area average of the rotated source and bit-identical; padding untouched",
          arguments: Rotation.allCases)
    func areaAverage(rotation: Rotation) throws {
        for (index, (sourceSize, size)) in Self.sizePairs.enumerated() {
            let destinationSize = Self.destinationSize(size, rotation)
            let source = try makeNV12Source(sourceSize, index % 2 == 0 ? .tight : .padded(by: 5), seed: UInt64(index))
            let reference = try RotateScaleReference.convert(source, rotatedBy: rotation, to: destinationSize)
            var outputs: [NV12Frame] = []
            for strategy in [RotateScaleNV12Strategy.fused, .composed] {
                let destination = try NV12Frame.allocate(size: destinationSize, rowAlignment: .padded(by: 3), name: strategy.id)
                destination.y.storage.fill(with: 0x5A)
                try strategy.convert(source, rotatedBy: rotation, into: destination)
                let label = "\(strategy.id) \(sourceSize) \(rotation) -> \(destinationSize)"
                #expect(largestDeviation(destination.planes, reference) <= 0.5 + 1e-9, "\(label)")
                #expect(paddingBytes(of: destination.planes).allSatisfy { $0.value == 0x5A }, "\(label) wrote padding")
                outputs.append(destination)
            }
            #expect(outputs[0].y.samples() == outputs[1].y.samples(), "\(sourceSize) \(rotation) -> \(destinationSize) Y")
            #expect(outputs[0].cbcr.samples() == outputs[1].cbcr.samples(), "\(sourceSize) \(rotation) -> \(destinationSize) CbCr")
        }
    }

    @Test("libyuv is an exact rotation followed by NV12Scale box", arguments: Rotation.allCases)
    func libyuvChain(rotation: Rotation) throws {
        for (index, (sourceSize, size)) in Self.sizePairs.enumerated() {
            let destinationSize = Self.destinationSize(size, rotation)
            let source = try makeNV12Source(sourceSize, index % 2 == 0 ? .padded(by: 5) : .tight, seed: UInt64(index))
            let destination = try NV12Frame.allocate(size: destinationSize, rowAlignment: .padded(by: 3), name: "libyuv")
            destination.y.storage.fill(with: 0x5A)
            try RotateScaleNV12Strategy.libyuv.convert(source, rotatedBy: rotation, into: destination)
            let rotated = try NV12Frame.allocate(size: rotation.rotatedSize(of: sourceSize), name: "rotated")
            try RotationReference.rotate(source, by: rotation, into: rotated)
            let expected = try NV12Frame.allocate(size: destinationSize, name: "expected")
            try ScaleNV12Strategy.libyuvBox.scale(rotated, into: expected)
            let label = "\(sourceSize) \(rotation) -> \(destinationSize)"
            #expect(destination.y.samples() == expected.y.samples(), "\(label) Y")
            #expect(destination.cbcr.samples() == expected.cbcr.samples(), "\(label) CbCr")
            #expect(paddingBytes(of: destination.planes).allSatisfy { $0.value == 0x5A }, "\(label) wrote padding")
        }
    }

    @Test("a destination larger than the rotated source is rejected untouched",
          arguments: RotateScaleNV12Strategy.all.map(\.id), Rotation.allCases)
    func largerDestination(id: String, rotation: Rotation) throws {
        let strategy = try #require(RotateScaleNV12Strategy.named(id))
        let source = try makeNV12Source(FrameSize(width: 32, height: 16))
        let rotatedSize = rotation.rotatedSize(of: source.size)
        for size in [FrameSize(width: rotatedSize.width + 1, height: 2), FrameSize(width: 2, height: rotatedSize.height + 1)] {
            let destination = try NV12Frame.allocate(size: size, name: "destination")
            destination.y.storage.fill(with: 0x33)
            let before = destination.y.storage.snapshot()
            #expect(throws: FrameError.destinationLargerThanSource(source: rotatedSize, destination: size)) {
                try strategy.convert(source, rotatedBy: rotation, into: destination)
            }
            #expect(destination.y.storage.snapshot() == before)
        }
    }

    @Test("an overlapping destination is rejected untouched", arguments: RotateScaleNV12Strategy.all.map(\.id))
    func overlap(id: String) throws {
        let strategy = try #require(RotateScaleNV12Strategy.named(id))
        let source = try makeNV12Source(FrameSize(width: 32, height: 16))
        let y = try Plane(name: "destination Y", width: 8, height: 4, bytesPerRow: 8, storage: source.y.storage, offset: 0)
        let cbcr = try Plane.allocate(name: "destination CbCr", width: 4, height: 2, bytesPerSample: 2)
        cbcr.storage.fill(with: 0x44)
        let overlapping = try NV12Frame(y: y, cbcr: cbcr)
        let sourceBefore = source.y.storage.snapshot(), cbcrBefore = cbcr.storage.snapshot()
        #expect(throws: FrameError.overlappingPlanes(first: "source Y", second: "destination Y")) {
            try strategy.convert(source, rotatedBy: .degrees90, into: overlapping)
        }
        #expect(source.y.storage.snapshot() == sourceBefore)
        #expect(cbcr.storage.snapshot() == cbcrBefore)
    }

    @Test("strategies are listed once and found by id")
    func registry() {
        let ids = RotateScaleNV12Strategy.all.map(\.id)
        #expect(ids == ["fused", "composed", "libyuv"])
        #expect(ids.allSatisfy { RotateScaleNV12Strategy.named($0)?.id == $0 })
        #expect(RotateScaleNV12Strategy.named("nope") == nil)
    }
}
