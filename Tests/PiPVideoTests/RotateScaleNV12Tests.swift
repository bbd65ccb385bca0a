import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// RotateScaleNV12: every strategy keeps its contract (`fused` and `composed` are the exact area
/// average of the rotated source, within 1/2 of `RotateScaleReference`, and bit-identical to each
/// other); `libyuv` is exactly an exact rotation followed by libyuv's NV12Scale box (which is not
/// an area average, so no contract bounds it).
@Suite struct RotateScaleNV12Tests {
    /// (source, destination) pairs: source sizes 1...40 sampled (odd and even), each with a few
    /// destinations no larger than the source rotated by a quarter turn (so each pair also fits
    /// 180 after swapping); plus camera-like ratios (8/3 and 3), tile-edge sizes, and an 8/3 size whose
    /// two planes both take `boxScaleRotatingEightThirds` (strips and bands that overlap).
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
                                      ((160, 90), (45, 80)), ((80, 120), (60, 40)), ((272, 144), (54, 102))] {
            pairs.append((FrameSize(width: source.0, height: source.1), FrameSize(width: destination.0, height: destination.1)))
        }
        return pairs
    }()

    /// `destination` as it is for quarter turns, swapped for the half turn.
    static func destinationSize(_ size: FrameSize, _ rotation: Rotation) -> FrameSize {
        rotation == .degrees180 ? FrameSize(width: size.height, height: size.width) : size
    }

    @Test("every strategy keeps its contract: fused and composed the area average of the rotated source, fused composed's bytes",
          arguments: Rotation.allCases)
    func contracts(rotation: Rotation) throws {
        for (index, (sourceSize, size)) in Self.sizePairs.enumerated() {
            let layout = RowLayout(index % 2 == 0 ? .tight : .padded(by: 5), .padded(by: 3))
            try OperationUnderTest(RotateScaleNV12.self).expectContractsKept(
                sourceSize, to: Self.destinationSize(size, rotation), layout, rotation, seed: UInt64(index))
        }
    }

    @Test("libyuv is an exact rotation followed by NV12Scale box", arguments: Rotation.allCases)
    func libyuvChain(rotation: Rotation) throws {
        for (index, (sourceSize, size)) in Self.sizePairs.enumerated() {
            let destinationSize = Self.destinationSize(size, rotation)
            let source = try NV12Frame.pseudoRandom(sourceSize, index % 2 == 0 ? .padded(by: 5) : .tight, seed: UInt64(index))
            let destination = try NV12Frame.allocate(size: destinationSize, rowAlignment: .padded(by: 3), name: "libyuv")
            try RotateScaleNV12.libyuv.run(source, into: destination, rotation)
            let rotated = try NV12Frame.allocate(size: rotation.rotatedSize(of: sourceSize), name: "rotated")
            try RotationReference.rotate(source, by: rotation, into: rotated)
            let expected = try NV12Frame.allocate(size: destinationSize, name: "expected")
            try ScaleNV12.libyuvBox.run(rotated, into: expected)
            let label = "\(sourceSize) \(rotation) -> \(destinationSize)"
            #expect(destination.y.samples() == expected.y.samples(), "\(label) Y")
            #expect(destination.cbcr.samples() == expected.cbcr.samples(), "\(label) CbCr")
        }
    }

    @Test("strategies are listed once, fused first, and found by id")
    func registry() {
        let ids = RotateScaleNV12.everyStrategy.map(\.id)
        #expect(ids == ["fused", "composed", "libyuv"])
        #expect(ids == [RotateScaleNV12.fused, RotateScaleNV12.composed, RotateScaleNV12.libyuv].map(\.id))
        #expect(ids.allSatisfy { RotateScaleNV12.anyStrategy(named: $0)?.id == $0 })
        #expect(RotateScaleNV12.anyStrategy(named: "nope") == nil)
    }
}
