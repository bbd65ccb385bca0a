import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// Downscaling at the same size, and the references' and libyuv's errors. (Every strategy's
/// validation: `OperationValidationTests`.)
@Suite struct ScalingValidationTests {
    @Test("the same size is allowed and copies for the filters whose 1:1 is the identity",
          arguments: ScaleI420.strategies.map(\.id) + [ScaleI420.libyuvBox.id])
    func sameSize(id: String) throws {
        let strategy = try #require(ScaleI420.anyStrategy(named: id))
        let source = try I420Frame.pseudoRandom(FrameSize(width: 33, height: 9), .padded(by: 3))
        let destination = try I420Frame.allocate(size: source.size, rowAlignment: .padded(by: 1))
        try strategy.run(source, into: destination)
        for (from, to) in zip(source.planes, destination.planes) { #expect(to.firstDifference(from: from) == nil, "\(to.name)") }
    }

    @Test("the reference rejects sizes it cannot produce")
    func referenceRejects() throws {
        let source = try I420Frame.pseudoRandom(FrameSize(width: 8, height: 8))
        let larger = FrameSize(width: 9, height: 8)
        #expect(throws: FrameError.destinationLargerThanSource(source: source.size, destination: larger)) {
            try AreaAverageReference.scale(source, to: larger)
        }
        #expect(throws: FrameError.destinationLargerThanSource(source: source.size, destination: larger)) {
            try AreaAverageReference.scaleToNV12(source, to: larger)
        }
        let nv12 = try NV12Frame.pseudoRandom(FrameSize(width: 8, height: 6))
        #expect(throws: FrameError.destinationLargerThanSource(source: nv12.size, destination: larger)) {
            try AreaAverageReference.scale(nv12, to: larger)
        }
        // Rotated by a quarter turn, the source is 6x8: 8x6 is wider.
        #expect(throws: FrameError.destinationLargerThanRotatedSource(
            source: nv12.size, degrees: 90, rotated: FrameSize(width: 6, height: 8), destination: nv12.size)) {
            try RotateScaleReference.convert(nv12, rotatedBy: .degrees90, to: nv12.size)
        }
        #expect(throws: FrameError.self) { try AreaAverageReference.scale(source.y, to: FrameSize(width: 0, height: 4)) }
        #expect(FrameError.destinationLargerThanSource(source: source.size, destination: FrameSize(width: 9, height: 8))
            .description.contains("no wider and no taller"))
    }

    @Test("libyuv rejections surface as LibYUVError, not a crash")
    func libyuvStatus() {
        #expect(LibYUVError(function: "I420Scale", status: -1).description.contains("I420Scale"))
    }
}
