import PiPVideo
import CLibYUV

/// libyuv's I420ToNV12 on validated frames.
func libyuvI420ToNV12(_ source: I420Frame, _ destination: NV12Frame) throws {
    let status = CLibYUV.I420ToNV12(
        source.y.bytes, Int32(source.y.bytesPerRow),
        source.u.bytes, Int32(source.u.bytesPerRow),
        source.v.bytes, Int32(source.v.bytesPerRow),
        destination.y.bytes, Int32(destination.y.bytesPerRow),
        destination.cbcr.bytes, Int32(destination.cbcr.bytesPerRow),
        Int32(source.size.width), Int32(source.size.height))
    guard status == 0 else { throw LibYUVError(function: "I420ToNV12", status: status) }
}
