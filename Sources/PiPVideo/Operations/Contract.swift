/// What a strategy promises about its output, checked against its operation's reference before
/// the strategy is timed (and by the tests).
public indirect enum Contract<Operation: FrameOperation>: Sendable {
    /// Every sample equals the reference's.
    case exact
    /// Every sample within `tolerance` of the reference's (channels the operation holds exactly,
    /// such as BGRA's alpha, must match).
    case within(Tolerance<Operation.Parameters>)
    /// Every sample within 1/2 of the double-precision area average: the exact average, rounded.
    case withinHalfOfAreaAverage
    /// Within 1 of the area average on planes shrunk by a whole ratio of at most 7 in both axes (at
    /// most two roundings); unbounded elsewhere.
    case withinOneOfAreaAverageOnWholeRatios
    /// Every destination sample is the source sample under its centre (`KernelContract.pointSampledAtCentres`;
    /// the source plane and channel each destination channel samples: `FrameOperation.pointSampledSource`).
    case pointSampledAtCentres
    /// The same bytes as another strategy of the operation (a SIMD twin of a plain kernel), which
    /// keeps its own contract.
    case sameBytes(as: Strategy<Operation>)
    /// No bound against the reference: point and tap filters (their own definitions are checked
    /// by the tests) and libyuv's box, which truncates and averages whole pixels at fractional
    /// ratios. Still checked: nothing written outside the destination's samples.
    case unbounded
}

/// How far a sample may be from the reference, per call parameters (libyuv's video-range BGRA is
/// allowed more than its full range).
public struct Tolerance<Parameters>: Sendable {
    /// The largest allowed difference for a call with these parameters.
    public let largestDifference: @Sendable (Parameters) -> Int
    /// What it is, for listings: "+-1", "+-1 (full range), +-3 (video range)".
    public let description: String

    /// A tolerance that depends on the parameters.
    public init(_ description: String, _ largestDifference: @escaping @Sendable (Parameters) -> Int) {
        self.description = description
        self.largestDifference = largestDifference
    }

    /// The same tolerance for every call.
    public static func plusMinus(_ difference: Int) -> Tolerance {
        Tolerance("+-\(difference)") { _ in difference }
    }
}

extension Contract: CustomStringConvertible {
    public var description: String {
        switch self {
        case .exact: return "exact"
        case let .within(tolerance): return "within \(tolerance.description) of the reference"
        case .withinHalfOfAreaAverage: return "within 1/2 of the exact area average"
        case .withinOneOfAreaAverageOnWholeRatios: return "within 1 of the area average at whole ratios up to 7"
        case .pointSampledAtCentres: return "the source sample under each destination centre"
        case let .sameBytes(twin): return "same bytes as \(twin.id)"
        case .unbounded: return "unbounded (no reference bound)"
        }
    }
}
