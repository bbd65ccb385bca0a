import PiPVideo
import CLibYUV

/// libyuv's J420ToARGB (full range) or I420ToARGB (video range) on validated frames.
func libyuvI420ToBGRA(_ source: I420Frame, _ destination: BGRAFrame, _ range: ColorRange) throws {
    let convert = range == .full ? J420ToARGB : I420ToARGB
    let status = convert(
        source.y.bytes, Int32(source.y.bytesPerRow),
        source.u.bytes, Int32(source.u.bytesPerRow),
        source.v.bytes, Int32(source.v.bytesPerRow),
        destination.pixels.bytes, Int32(destination.pixels.bytesPerRow),
        Int32(source.size.width), Int32(source.size.height))
    guard status == 0 else { throw LibYUVError(function: range == .full ? "J420ToARGB" : "I420ToARGB", status: status) }
}
