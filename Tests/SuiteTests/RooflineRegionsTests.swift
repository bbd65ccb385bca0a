import Harness
import PiPVideo
import Testing
@testable import Suite

@Suite struct RooflineRegionsTests {
    @Test("a source frame's roofline regions run from each plane's first sample to its last, padding between rows included")
    func regionsOfPaddedPlanes() throws {
        let frame = try NV12Frame.allocate(size: FrameSize(width: 100, height: 10), rowAlignment: .multiple(of: 64), name: "source")
        let regions = frame.rooflineRegions
        #expect(regions.count == 2)
        let y = frame.planes[0], cbcr = frame.planes[1]
        #expect(y.bytesPerRow == 128)
        #expect(regions[0].baseAddress == UnsafeRawPointer(y.baseAddress))
        #expect(regions[0].count == 128 * 9 + 100)
        #expect(regions[1].baseAddress == UnsafeRawPointer(cbcr.baseAddress))
        #expect(regions[1].count == cbcr.bytesPerRow * 4 + 100)
    }

    @Test("a ring's roofline gives frame index i the regions of the frame the work reads at i")
    func ringIndices() throws {
        let ring = try FrameRing(count: 3) { _ in
            try I420Frame.allocate(size: FrameSize(width: 16, height: 16), rowAlignment: .tight, name: "source")
        }
        let roofline = RooflineBytes(ring: ring, writtenByteCount: 42)
        #expect(roofline.writtenByteCount == 42)
        for index in [0, 1, 2, 4, 7] {
            #expect(roofline.sourceRegions(index).map(\.baseAddress) == ring.frame(index).rooflineRegions.map(\.baseAddress))
        }
        #expect(roofline.sourceRegions(0).first?.baseAddress != roofline.sourceRegions(1).first?.baseAddress)
    }
}
