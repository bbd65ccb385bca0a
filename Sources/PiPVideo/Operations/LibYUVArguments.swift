/// The check every libyuv strategy runs after its operation's own: libyuv takes `int` strides and
/// sizes and computes byte offsets such as `stride * (height - 1)` in 32-bit arithmetic, so a plane
/// whose byte span does not fit in an `Int32` would make it read or write outside the plane
/// (a 16x2049 Y plane with a 1 MiB stride rotated by 90 degrees: SIGSEGV). Such planes are refused.
/// One comparison per plane per call.
enum LibYUVArguments {
    /// The largest plane span (stride x (height - 1) + row bytes) libyuv addresses correctly.
    static let largestSpanBytes = Int(Int32.max)

    /// - Throws: `FrameError.beyondLibYUVOffsetLimit` for the first plane of `planeLists` whose
    ///   span exceeds `largestSpanBytes`.
    static func validate(_ planeLists: PlaneList...) throws(FrameError) {
        for planes in planeLists {
            for plane in planes where plane.spanBytes > largestSpanBytes {
                throw FrameError.beyondLibYUVOffsetLimit(plane: plane.name, spanBytes: plane.spanBytes, limit: largestSpanBytes)
            }
        }
    }
}
