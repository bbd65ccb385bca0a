import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// `box-fused` must write exactly `box-simd`'s bytes (it runs the same row kernels without the
/// scratch planes: its contract) and keep the exact area average's ±0.5 bound.
@Suite struct BoxFusedTests {
    /// The scaling size pairs plus odd chroma, wide rows (vector steps and their tails) and the
    /// whole ratios 5 and 8 (the column-pass path with a sums row).
    static let sizePairs: [(FrameSize, FrameSize)] = scalingSizePairs + [
        (FrameSize(width: 1920, height: 12), FrameSize(width: 640, height: 4)),
        (FrameSize(width: 387, height: 45), FrameSize(width: 129, height: 15)),
        (FrameSize(width: 330, height: 50), FrameSize(width: 66, height: 10)),
        (FrameSize(width: 512, height: 32), FrameSize(width: 64, height: 4)),
        (FrameSize(width: 121, height: 67), FrameSize(width: 45, height: 25)),
    ]

    @Test("box-fused keeps its contract (box-simd's bytes, nothing outside its samples) over tight and padded strides")
    func sameBytesAsBoxSIMD() throws {
        for (index, (sourceSize, destinationSize)) in Self.sizePairs.enumerated() {
            for layout in [RowLayout(.tight, .padded(by: 3)), RowLayout(.padded(by: 5), .pixelBuffer)] {
                let source = try I420Frame.pseudoRandom(sourceSize, layout.source, seed: UInt64(index))
                let failures = try verifyStrategies(of: ScaleI420ToNV12.self, on: source, size: destinationSize,
                                                    destination: layout.destination, (), strategies: [ScaleI420ToNV12.boxFused])
                for failure in failures { Issue.record("\(failure) [\(sourceSize)->\(destinationSize) \(layout)]") }
            }
        }
    }

    @Test("box-fused is the exact area average in NV12 layout", arguments: [
        (FrameSize(width: 96, height: 54), FrameSize(width: 28, height: 16)),
        (FrameSize(width: 192, height: 108), FrameSize(width: 64, height: 36)),
        (FrameSize(width: 75, height: 45), FrameSize(width: 15, height: 9)),
    ])
    func exactAreaAverage(sourceSize: FrameSize, destinationSize: FrameSize) throws {
        let source = try makeSmoothSource(sourceSize)
        let destination = try NV12Frame.allocate(size: destinationSize)
        try ScaleI420ToNV12.boxFused.run(source, into: destination)
        let reference = try AreaAverageReference.scaleToNV12(source, to: destination.size)
        #expect(largestDeviation(destination.planes, reference) <= 0.5 + 1e-9)
    }

    @Test("box-fused is listed and found by its id")
    func registered() {
        #expect(ScaleI420ToNV12.everyStrategy.contains { $0.id == ScaleI420ToNV12.boxFused.id })
        #expect(ScaleI420ToNV12.anyStrategy(named: "box-fused")?.summary == ScaleI420ToNV12.boxFused.summary)
    }
}
