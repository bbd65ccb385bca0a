/// Judges one benchmark for `Gate.compare`.
struct RowJudge {
    let name: String
    let before: BenchmarkSamples
    let after: BenchmarkSamples
    let settings: GateSettings
    /// The memory calibration benchmark (time): the memcpy roofline of the same bytes, if any.
    let calibration: String?
    /// The compute calibration (time), if the files have one.
    var computeCalibration: String? = nil

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
            return timeRow(baselineMedian: baselineMedian, currentMedian: currentMedian, rawChange: rawChange)
        }
    }

    /// The time rule: units (a process's fastest repetition, or a repetition) at the baseline's
    /// machine speed (`MachineSpeedModel`); a regression when their median grew by more than the
    /// threshold AND the two-sided Mann-Whitney U test over them gives p < alpha.
    private func timeRow(baselineMedian: Double, currentMedian: Double, rawChange: Double) -> ComparisonRow {
        if let calibration, after.failures[calibration] != nil || !after.contains(calibration) || !before.contains(calibration) {
            let verdict: Verdict = after.failures[calibration] != nil ? .failed : .missing
            return make(verdict, baseline: baselineMedian, current: currentMedian, rawChange: rawChange,
                        note: "its calibration \(calibration) is missing or failed on one side")
        }
        let memory = calibration
        let compute = computeCalibration.flatMap { name in
            before.samples[name] != nil && after.samples[name] != nil ? name : nil
        }
        guard let unitsBefore = CalibrationPairing.units(
                  before.samples[name] ?? [], memory: memory.map { before.samples[$0] ?? [] },
                  compute: compute.map { before.samples[$0] ?? [] }),
              let unitsAfter = CalibrationPairing.units(
                  after.samples[name] ?? [], memory: memory.map { after.samples[$0] ?? [] },
                  compute: compute.map { after.samples[$0] ?? [] })
        else {
            return make(.failed, baseline: baselineMedian, current: currentMedian, rawChange: rawChange,
                        note: "its calibrations have no usable measurement on one side")
        }
        let model = MachineSpeedModel(baseline: unitsBefore)
        let normalisedBefore = model?.normalised(unitsBefore) ?? unitsBefore.times
        let normalisedAfter = model?.normalised(unitsAfter) ?? unitsAfter.times
        let unitChange = Self.change(from: unitsBefore.times.median ?? 0, to: unitsAfter.times.median ?? 0)
        let change = Self.change(from: normalisedBefore.median ?? 0, to: normalisedAfter.median ?? 0)
        let test = MannWhitneyU.test(normalisedBefore, normalisedAfter)
        let significant = (test?.pValue ?? 1) < settings.alpha
        var note: String? = model == nil ? "no calibration benchmark: judged on raw time" : nil
        let verdict: Verdict
        if change > threshold && significant {
            verdict = .regression
        } else if change < -threshold && significant {
            verdict = .improvement
            note = Self.reRecordHint
        } else {
            verdict = .pass
            if abs(change) > threshold {
                note = "beyond the threshold but not significant (p >= \(settings.alpha)): noise"
            } else if abs(unitChange) > threshold, model != nil {
                note = "raw \(Self.percent(unitChange)), within the threshold at the baseline's machine speed: the machine, not the code"
            }
        }
        // Shown: the medians of the samples judged (a process's fastest repetition, or each
        // repetition in older files), so `raw change` and `change` describe the same samples.
        return make(
            verdict, baseline: unitsBefore.times.median ?? baselineMedian, current: unitsAfter.times.median ?? currentMedian,
            rawChange: unitChange, change: change, pValue: test?.pValue, baselineSamples: unitsBefore.times.count, currentSamples: unitsAfter.times.count,
            memoryShare: model?.memoryShare, units: unitsAfter.pairing, note: note)
    }

    /// The row of a calibration benchmark (time): reported, not gated.
    func calibrationRow() -> ComparisonRow {
        guard after.contains(name) else { return make(.missing, note: "calibration benchmark not in the run") }
        if let error = after.failures[name] { return make(.failed, note: error) }
        let baselineMedian = before.values(name).median, currentMedian = after.values(name).median
        let rawChange = baselineMedian.flatMap { b in currentMedian.map { Self.change(from: b, to: $0) } }
        return make(
            .calibration, baseline: baselineMedian, current: currentMedian, rawChange: rawChange,
            note: "calibrates the machine's speed for the benchmarks it stands for; its change is the machine's, not the code's")
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
        change: Double? = nil, pValue: Double? = nil, baselineSamples: Int? = nil, currentSamples: Int? = nil,
        memoryShare: Double? = nil, units: CalibrationPairing? = nil, note: String?
    ) -> ComparisonRow {
        ComparisonRow(
            name: name, verdict: verdict, baseline: baseline ?? before.values(name).median, current: current,
            rawChange: rawChange, change: change, pValue: pValue, threshold: threshold,
            baselineSamples: baselineSamples ?? before.values(name).count,
            currentSamples: currentSamples ?? after.values(name).count,
            calibration: calibration, memoryShare: memoryShare, units: units, note: note)
    }
}
