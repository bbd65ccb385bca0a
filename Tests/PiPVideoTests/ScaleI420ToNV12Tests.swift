import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// Scaling and converting at once must equal scaling (the ScaleI420 strategy of the same filter)
/// followed by interleaving U and V. (Contracts and padding: `ScalingDifferentialTests`.)
@Suite struct ScaleI420ToNV12Tests {
    @Test("every fused strategy equals its ScaleI420 counterpart plus the interleave", arguments: ScaleI420ToNV12.everyStrategy.map(\.id))
    func matchesScaleThenConvert(id: String) throws {
        let fused = try #require(ScaleI420ToNV12.anyStrategy(named: id))
        // box-fused is box-simd without the scratch planes.
        let planar = try #require(ScaleI420.anyStrategy(named: id == ScaleI420ToNV12.boxFused.id ? ScaleI420.boxSIMD.id : id))
        for (index, (sourceSize, destinationSize)) in (scalingSizePairs + wideRowPairs).enumerated() {
            let source = try I420Frame.pseudoRandom(sourceSize, index % 2 == 0 ? .tight : .padded(by: 5), seed: UInt64(index))
            let destination = try NV12Frame.allocate(size: destinationSize, rowAlignment: .padded(by: 3), name: "destination")
            try fused.run(source, into: destination)
            let expected = try I420Frame.allocate(size: destinationSize)
            try planar.run(source, into: expected)
            expectInterleaved(destination, equals: expected, "\(id) \(sourceSize)->\(destinationSize)")
        }
    }

    @Test("box-simd fused is the exact area average in NV12 layout")
    func exactAreaAverage() throws {
        let source = try makeSmoothSource(FrameSize(width: 96, height: 54))
        let destination = try NV12Frame.allocate(size: FrameSize(width: 28, height: 16))
        try ScaleI420ToNV12.boxSIMD.run(source, into: destination)
        let reference = try AreaAverageReference.scaleToNV12(source, to: destination.size)
        #expect(reference[1].channels == 2 && reference[1].width == 14)
        #expect(largestDeviation(destination.planes, reference) <= 0.5 + 1e-9)
    }
}
