import PiPVideo

/// What a scaling strategy promises about its output, checked before it is timed.
enum ScalingContract {
    /// The exact area average, rounded: every sample within 1/2 of the double reference.
    case exactAreaAverage
    /// Within 1 of the double reference on every plane whose ratio is whole and at most 7 in both
    /// axes (`halve`'s promise: at most two roundings).
    case areaAverageOnWholeRatios
    /// The same bytes as another strategy (a simd twin and its plain strategy).
    case sameBytes(as: String)
    /// No bound against the area average: point and tap filters (their definitions are checked bit
    /// for bit by the unit tests) and libyuv, whose box truncates instead of rounding, divides by a
    /// 16-bit reciprocal (off by more than 1 at 6:1) and uses whole-pixel boxes at fractional ratios.
    case none

    /// The contract of the strategy with this id among an operation's `strategies`: a simd
    /// strategy must produce its plain twin's bytes when the operation has the twin, and keeps the
    /// twin's contract otherwise.
    static func of(_ id: String, among strategies: [String]) -> ScalingContract {
        if id.hasSuffix("-simd") {
            let plain = String(id.dropLast("-simd".count))
            return strategies.contains(plain) ? .sameBytes(as: plain) : of(plain, among: strategies)
        }
        switch id {
        case "box", "box-fused": return .exactAreaAverage
        case "halve": return .areaAverageOnWholeRatios
        default: return .none
        }
    }

    /// Throws `VerificationError` unless `planes` keep the contract against `reference`
    /// (the area average of the same source) and `twin` (the plain twin's output, when asked).
    func check(_ name: String, planes: [Plane], sourcePlanes: [Plane], reference: [ReferencePlane], twin: [Plane]?) throws {
        switch self {
        case .exactAreaAverage:
            try Self.checkDeviation(name, planes: planes, reference: reference, limit: 0.5, onlyWholeRatios: nil)
        case .areaAverageOnWholeRatios:
            try Self.checkDeviation(name, planes: planes, reference: reference, limit: 1, onlyWholeRatios: sourcePlanes)
        case .sameBytes:
            guard let twin else { return }
            try VerificationError.check(name, actual: planes, expected: twin)
        case .none:
            return
        }
    }

    private static func checkDeviation(
        _ name: String, planes: [Plane], reference: [ReferencePlane], limit: Double, onlyWholeRatios sources: [Plane]?
    ) throws {
        for (index, (plane, expected)) in zip(planes, reference).enumerated() {
            if let sources {
                let source = sources[index]
                let whole = source.width % plane.width == 0 && source.height % plane.height == 0
                guard whole, source.width / plane.width <= 7, source.height / plane.height <= 7 else { continue }
            }
            for y in 0..<plane.height {
                let row = plane.row(y)
                for i in 0..<plane.rowBytes where abs(Double(row[i]) - expected.values[y * plane.rowBytes + i]) > limit + 1e-9 {
                    throw VerificationError(benchmark: name, plane: plane.name, x: i / plane.bytesPerSample, y: y)
                }
            }
        }
    }
}
