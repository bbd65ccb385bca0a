/// What a strategy promises about its output, as its catalogue entry declares it: the one
/// declaration from which PiPVideo's typed `Contract` (checked before every benchmark and by the
/// tests) and the arm64 check's references are both made.
public enum KernelContract: Sendable, Equatable {
    /// Every sample equals the operation's exact reference (conversions, rotations).
    case exact
    /// Every sample within `plusMinus` of the reference (channels the operation holds exactly,
    /// such as BGRA's alpha, must match).
    case within(plusMinus: Int)
    /// Every sample within 1/2 of the double-precision area average: the exact average, rounded
    /// half up.
    case withinHalfOfAreaAverage
    /// Within 1 of the area average on planes shrunk by a whole ratio of at most 7 along both axes
    /// (at most two roundings); unbounded elsewhere.
    case withinOneOfAreaAverageOnWholeRatios
    /// Every destination sample is the source sample under its centre: destination sample `i`
    /// of an axis `D` samples long takes source sample `(2i + 1) * S / (2D)` of that axis (`S`
    /// samples long), on every plane and channel.
    case pointSampledAtCentres
    /// The same bytes as the strategy with this id in the same catalogue (a SIMD twin of a plain
    /// kernel), which keeps its own contract.
    case sameBytes(as: String)
    /// No bound against the reference (a tap filter whose bytes are its own definition; libyuv's
    /// box, which truncates). Still checked: nothing written outside the destination's samples.
    case unbounded
}
