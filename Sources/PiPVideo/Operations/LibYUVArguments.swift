/// The check every libyuv strategy runs after its operation's own: libyuv takes `int` strides and
/// sizes and computes byte offsets such as `stride * (height - 1)` in 32-bit arithmetic, so a plane
/// whose byte span does not fit in an `Int32` would make it read or write outside the plane
/// (a 16x2049 Y plane with a 1 MiB stride rotated by 90 degrees: SIGSEGV). Such planes are refused.
/// Scales are refused at ratios libyuv's 16.16 step cannot hold. A few comparisons per call.
enum LibYUVArguments {
    /// The largest plane span (stride x (height - 1) + row bytes) libyuv addresses correctly.
    static let largestSpanBytes = Int(Int32.max)
    /// libyuv's scale step is `(source << 16) / destination` in an `int` (FixedDiv): from this
    /// ratio on it overflows, which x86 reports as SIGFPE.
    static let scaleRatioLimit = 1 << 15

    /// - Throws: `FrameError.beyondLibYUVOffsetLimit` for the first plane of `source`, then of
    ///   `destination`, whose span exceeds `largestSpanBytes`.
    /// Two lists rather than a variadic one: a variadic parameter allocates its array on every call.
    static func validate(_ source: PlaneList, _ destination: PlaneList) throws(FrameError) {
        try validate(source)
        try validate(destination)
    }

    private static func validate(_ planes: PlaneList) throws(FrameError) {
        for plane in planes where plane.spanBytes > largestSpanBytes {
            throw FrameError.beyondLibYUVOffsetLimit(plane: plane.name, spanBytes: plane.spanBytes, limit: largestSpanBytes)
        }
    }

    /// - Throws: `FrameError.beyondLibYUVScaleLimit` when a side of `source` is `scaleRatioLimit`
    ///   times a side of `destination` or more (checked across sides, so that it holds for a
    ///   rotation before the scale too).
    static func validateScale(from source: FrameSize, to destination: FrameSize) throws(FrameError) {
        guard max(source.width, source.height) < scaleRatioLimit * min(destination.width, destination.height) else {
            throw FrameError.beyondLibYUVScaleLimit(source: source, destination: destination, limit: scaleRatioLimit)
        }
    }
}
