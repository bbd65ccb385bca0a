/// How a benchmark's repetitions are divided by its calibration benchmark's in the same run.
enum CalibrationPairing: String, Sendable, Codable {
    /// Each repetition by the calibration repetition nearest in execution order (the harness's
    /// `repetition_order` counter): both saw the same moment of the machine's load.
    case nearestInTime = "nearest-in-time"
    /// Each repetition by the calibration repetition with the same repetition index.
    case repetitionIndex = "repetition-index"
    /// Every repetition by the calibration's median.
    case median

    /// The normalised samples (value / calibration value) and the pairing used, or nil when the
    /// calibration has no usable (positive) value.
    static func normalise(_ samples: [Sample], by calibration: [Sample]) -> (values: [Double], pairing: CalibrationPairing)? {
        let usable = calibration.filter { $0.value > 0 }
        guard !usable.isEmpty, !samples.isEmpty else { return nil }

        let ordered = usable.compactMap { sample in sample.order.map { (order: $0, value: sample.value) } }
        if ordered.count == usable.count, samples.allSatisfy({ $0.order != nil }) {
            let values = samples.map { sample -> Double in
                let order = sample.order ?? 0
                // Nearest by distance in order; the earlier one on a tie, so the result is deterministic.
                let nearest = ordered.min { a, b in
                    let (da, db) = (abs(a.order - order), abs(b.order - order))
                    return da < db || (da == db && a.order < b.order)
                }
                return sample.value / (nearest?.value ?? 1)
            }
            return (values, .nearestInTime)
        }

        var byIndex: [Int: Double] = [:]
        for sample in usable { if let index = sample.repetitionIndex { byIndex[index] = sample.value } }
        let pairs = samples.compactMap { sample in sample.repetitionIndex.flatMap { byIndex[$0] }.map { sample.value / $0 } }
        if pairs.count == samples.count, samples.count > 1 {
            return (pairs, .repetitionIndex)
        }

        guard let median = usable.map(\.value).median else { return nil }
        return (samples.map { $0.value / median }, .median)
    }
}
