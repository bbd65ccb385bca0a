import Testing
@testable import PiPVideo

/// Scaling and converting at once must equal scaling (the ScaleI420 strategy of the same filter)
/// followed by interleaving U and V.
@Suite struct ScaleI420ToNV12Tests {
    @Test("every fused strategy equals its ScaleI420 counterpart plus the interleave", arguments: ScaleI420ToNV12Strategy.all.map(\.id))
    func matchesScaleThenConvert(id: String) throws {
        let fused = try #require(ScaleI420ToNV12Strategy.named(id))
        // box-fused is box-simd without the scratch planes.
        let planar = try #require(ScaleI420Strategy.named(id == "box-fused" ? "box-simd" : id))
        let pairs = scalingSizePairs + [(FrameSize(width: 390, height: 12), FrameSize(width: 130, height: 4)),
                                        (FrameSize(width: 1548, height: 24), FrameSize(width: 258, height: 4))]
        for (index, (sourceSize, destinationSize)) in pairs.enumerated() {
            let source = try makeScaleSource(sourceSize, index % 2 == 0 ? .tight : .padded(by: 5), seed: UInt64(index))
            let destination = try NV12Frame.allocate(size: destinationSize, rowAlignment: .padded(by: 3), name: "destination")
            destination.y.storage.fill(with: 0x5A)
            let paddingBefore = paddingBytes(of: destination.planes).map(\.value)
            try fused.scale(source, into: destination)
            let expected = try I420Frame.allocate(size: destinationSize)
            try planar.scale(source, into: expected)
            let label = "\(id) \(sourceSize)->\(destinationSize)"
            #expect(destination.y.samples() == expected.y.samples(), "\(label) Y")
            let cbcr = destination.cbcr.samples()
            #expect(stride(from: 0, to: cbcr.count, by: 2).map { cbcr[$0] } == expected.u.samples(), "\(label) Cb")
            #expect(stride(from: 1, to: cbcr.count, by: 2).map { cbcr[$0] } == expected.v.samples(), "\(label) Cr")
            #expect(paddingBytes(of: destination.planes).map(\.value) == paddingBefore, "\(label) wrote padding")
        }
    }

    @Test("box-simd fused is the exact area average in NV12 layout")
    func exactAreaAverage() throws {
        let source = try makeSmoothSource(FrameSize(width: 96, height: 54))
        let destination = try NV12Frame.allocate(size: FrameSize(width: 28, height: 16))
        try ScaleI420ToNV12Strategy.boxSIMD.scale(source, into: destination)
        let reference = try AreaAverageReference.scaleToNV12(source, to: destination.size)
        #expect(reference[1].channels == 2 && reference[1].width == 14)
        #expect(largestDeviation(destination.planes, reference) <= 0.5 + 1e-9)
    }

    @Test("a larger or overlapping destination is rejected untouched", arguments: ScaleI420ToNV12Strategy.all.map(\.id))
    func validation(id: String) throws {
        let strategy = try #require(ScaleI420ToNV12Strategy.named(id))
        let source = try makeScaleSource(FrameSize(width: 16, height: 8))
        let larger = try NV12Frame.allocate(size: FrameSize(width: 16, height: 10))
        larger.y.storage.fill(with: 0x33)
        let before = larger.y.storage.snapshot()
        #expect(throws: FrameError.destinationLargerThanSource(source: source.size, destination: larger.size)) {
            try strategy.scale(source, into: larger)
        }
        #expect(larger.y.storage.snapshot() == before)
        let y = try Plane(name: "destination Y", width: 8, height: 4, bytesPerRow: 8, storage: source.y.storage, offset: 0)
        let cbcr = try Plane.allocate(name: "destination CbCr", width: 4, height: 2, bytesPerSample: 2)
        let overlapping = try NV12Frame(y: y, cbcr: cbcr)
        let sourceBefore = source.y.storage.snapshot()
        #expect(throws: FrameError.overlappingPlanes(first: "source Y", second: "destination Y")) {
            try strategy.scale(source, into: overlapping)
        }
        #expect(source.y.storage.snapshot() == sourceBefore)
    }
}
