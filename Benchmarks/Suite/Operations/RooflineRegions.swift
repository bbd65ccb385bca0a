import Harness
import PiPVideo

extension VideoFrame {
    /// Each plane's bytes from its first sample to its last (row padding between rows included, as
    /// a cache reads it): what the read+write roofline reads of a source frame.
    var rooflineRegions: [UnsafeRawBufferPointer] {
        planes.map { plane in
            UnsafeRawBufferPointer(start: plane.baseAddress,
                                   count: plane.bytesPerRow * (plane.height - 1) + plane.width * plane.bytesPerSample)
        }
    }
}

extension RooflineBytes {
    /// The roofline of an operation reading frames of `ring` and writing `writtenByteCount` bytes.
    init<Frame: VideoFrame>(ring: FrameRing<Frame>, writtenByteCount: Int) {
        let regions = ring.frames.map(\.rooflineRegions)
        self.init(writtenByteCount: writtenByteCount) { regions[$0 % regions.count] }
    }
}
