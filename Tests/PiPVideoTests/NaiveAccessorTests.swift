import Testing
import PiPSeedModels
@testable import PiPLibYUV
@testable import PiPVideo

/// The `naive` strategy must pay the seed's per-call costs, not just produce the seed's output.
@Suite struct NaiveAccessorTests {
    @Test("naive calls the CoreVideo and RTCI420Buffer accessors as often as seed 000 does",
          arguments: [FrameSize(width: 4, height: 2), FrameSize(width: 33, height: 17), FrameSize(width: 640, height: 360)])
    func accessorCallsPerByte(size: FrameSize) throws {
        let source = try I420Frame.pseudoRandom(size)
        let destination = try NV12Frame.allocate(size: size, rowAlignment: .tight)
        let calls = naiveI420ToNV12(y: SampleGrid(source.y), u: SampleGrid(source.u), v: SampleGrid(source.v), into: SampleGrid(destination.y), cbcr: SampleGrid(destination.cbcr))
        let rows = size.height
        let pairs = size.chroma.pixelCount
        // Pixel buffer: base address of plane 0 and 1, bytes-per-row once per Y row and twice per CbCr pair.
        #expect(calls.pixelBuffer == UInt64(2 + rows + 2 * pairs))
        // I420 buffer: width and height once; dataY + strideY per Y row; dataU, strideU, dataV, strideV per pair.
        #expect(calls.i420Buffer == UInt64(2 + 2 * rows + 4 * pairs))
    }
}
