/// Judges one benchmark for `Gate.compare`.
struct RowJudge {
    let name: String
    let before: BenchmarkSamples
    let after: BenchmarkSamples
    let settings: GateSettings
    /// The calibration benchmark (time), if any.
    let calibration: String?

    private var threshold: Double { settings.thresholds.threshold(for: name) }

    /// The row of a benchmark in the baseline.
    func row() -> ComparisonRow {
        let baselineValues = before.values(name)
        guard after.contains(name) else {
            return make(.missing, note: "in the baseline but not in the run: removed or renamed? Re-record if intended")
        }
        if let error = after.failures[name] { return make(.failed, note: error) }
        if let error = before.failures[name] {
            return make(.failed, note: "failed in the baseline (\(error)): re-record")
        }
        let currentValues = after.values(name)
        guard let baselineMedian = baselineValues.median, let currentMedian = currentValues.median else {
            return make(.failed, note: "no measurements")
        }
        let rawChange = Self.change(from: baselineMedian, to: currentMedian)

        switch settings.metric {
        case .instructions:
            let verdict: Verdict = rawChange > threshold ? .regression : rawChange < -threshold ? .improvement : .pass
            return make(
                verdict, baseline: baselineMedian, current: currentMedian, rawChange: rawChange, change: rawChange,
                note: verdict == .improvement ? Self.reRecordHint : nil)

        case .time:
            var normalisedBefore = baselineValues, normalisedAfter = currentValues
            var note: String?
            if let calibration {
                guard let pairedBefore = CalibrationPairing.normalise(before.samples[name] ?? [], by: before.samples[calibration] ?? []),
                      let pairedAfter = CalibrationPairing.normalise(after.samples[name] ?? [], by: after.samples[calibration] ?? [])
                else {
                    let verdict: Verdict = after.failures[calibration] != nil ? .failed : .missing
                    return make(verdict, baseline: baselineMedian, current: currentMedian, rawChange: rawChange,
                                note: "its calibration \(calibration) is missing or failed on one side")
                }
                normalisedBefore = pairedBefore.values
                normalisedAfter = pairedAfter.values
            } else {
                note = "no calibration benchmark: judged on raw time"
            }
            let change = Self.change(from: normalisedBefore.median ?? 0, to: normalisedAfter.median ?? 0)
            let test = MannWhitneyU.test(normalisedBefore, normalisedAfter)
            let significant = (test?.pValue ?? 1) < settings.alpha
            // Slower (or faster) both relative to the calibration and in absolute time: a uniformly
            // slower machine lifts the raw time only, a faster calibration the normalised one only.
            let slower = change > threshold && (calibration == nil || rawChange > threshold)
            let faster = change < -threshold && (calibration == nil || rawChange < -threshold)
            let verdict: Verdict
            if slower && significant {
                verdict = .regression
            } else if faster && significant {
                verdict = .improvement
                note = Self.reRecordHint
            } else {
                verdict = .pass
                if abs(change) > threshold {
                    note = significant
                        ? "beyond the threshold relative to the calibration, within it in absolute time (raw \(Self.percent(rawChange))): the machine, not the code"
                        : "beyond the threshold but not significant (p >= \(settings.alpha)): noise"
                }
            }
            return make(
                verdict, baseline: baselineMedian, current: currentMedian, rawChange: rawChange, change: change,
                pValue: test?.pValue, currentSamples: currentValues.count, note: note)
        }
    }

    /// The row of a calibration benchmark (time): reported, not gated.
    func calibrationRow() -> ComparisonRow {
        guard after.contains(name) else { return make(.missing, note: "calibration benchmark not in the run") }
        if let error = after.failures[name] { return make(.failed, note: error) }
        let baselineMedian = before.values(name).median, currentMedian = after.values(name).median
        let rawChange = baselineMedian.flatMap { b in currentMedian.map { Self.change(from: b, to: $0) } }
        return make(
            .calibration, baseline: baselineMedian, current: currentMedian, rawChange: rawChange,
            note: "divides the benchmarks of its size and cache state; its change is the machine's, not the code's")
    }

    /// The row of a benchmark only in the run.
    func newRow() -> ComparisonRow {
        if let error = after.failures[name] { return make(.failed, note: error) }
        return make(.new, current: after.values(name).median, note: "not in the baseline: re-record to gate it")
    }

    static let reRecordHint = "faster than the baseline: re-record (`bench record`) to keep the gain"

    static func percent(_ fraction: Double) -> String {
        fraction.isFinite ? "\(Double(Int((fraction * 1000).rounded())) / 10)%" : "inf"
    }

    /// after / before - 1 (0 when both are 0).
    static func change(from before: Double, to after: Double) -> Double {
        if before == 0 { return after == 0 ? 0 : .infinity }
        return after / before - 1
    }

    private func make(
        _ verdict: Verdict, baseline: Double? = nil, current: Double? = nil, rawChange: Double? = nil,
        change: Double? = nil, pValue: Double? = nil, currentSamples: Int? = nil, note: String?
    ) -> ComparisonRow {
        ComparisonRow(
            name: name, verdict: verdict, baseline: baseline ?? before.values(name).median, current: current,
            rawChange: rawChange, change: change, pValue: pValue, threshold: threshold,
            baselineSamples: before.values(name).count,
            currentSamples: currentSamples ?? after.values(name).count,
            calibration: calibration, note: note)
    }
}
