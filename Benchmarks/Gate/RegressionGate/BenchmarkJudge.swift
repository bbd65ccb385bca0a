import Results
import Statistics

/// Judges one benchmark for `RegressionGate.compare`: the checks every benchmark of the baseline
/// gets (is it in the run, did it fail on either side), then its metric's rule: for instructions
/// the change alone (the counts are exact, `ComparisonRule.gate`), for time `TimeRule`. Also reports calibration
/// benchmarks and benchmarks only in the run.
struct BenchmarkJudge {
    /// The benchmark's name.
    let name: String
    /// The baseline's repetitions.
    let baseline: RepetitionsByBenchmark
    /// The run's repetitions.
    let run: RepetitionsByBenchmark
    /// Metric, thresholds and significance level.
    let settings: GateSettings
    /// time: the memcpy roofline the benchmark is normalised by, if any (named in its row).
    var memcpyCalibration: String? = nil
    /// time: the compute calibration, if the files declare one.
    var computeCalibration: String? = nil

    /// The benchmark's rule, at its threshold.
    private var rule: ComparisonRule { settings.rule(for: name) }

    /// The row of a benchmark in the baseline.
    func row() -> GateRow {
        guard run.contains(name) else {
            return row(.missing, repetitionMedians(showingRun: false), note: .notInRun)
        }
        if let error = run.failures[name] { return row(.failed, repetitionMedians(showingRun: false), note: .failed(error)) }
        if let error = baseline.failures[name] {
            return row(.failed, repetitionMedians(showingRun: false), note: .failed(error, inBaseline: true))
        }
        guard !baseline.values(name).isEmpty, !run.values(name).isEmpty else {
            return row(.failed, repetitionMedians(showingRun: false), note: .noMeasurements)
        }
        switch settings.metric {
        case .instructions, .memory: return exactRow()
        case .time: return timeRow()
        }
    }

    /// The row of a calibration benchmark (time): reported, not gated.
    func calibrationRow() -> GateRow {
        guard run.contains(name) else {
            return row(.missing, repetitionMedians(showingRun: false), note: .calibrationNotInRun)
        }
        if let error = run.failures[name] { return row(.failed, repetitionMedians(showingRun: false), note: .failed(error)) }
        return row(.calibration, repetitionMedians(), note: .calibration)
    }

    /// The row of a benchmark only in the run.
    func newRow() -> GateRow {
        if let error = run.failures[name] { return row(.failed, repetitionMedians(showingRun: false), note: .failed(error)) }
        return row(.new, repetitionMedians(), note: .notInBaseline)
    }

    /// The rule of exact counts (instructions, memory): the change alone decides; from 0 to
    /// anything more is an infinite change, beyond every threshold.
    private func exactRow() -> GateRow {
        var figures = repetitionMedians()
        let change = figures.rawChange ?? 0
        figures.change = change
        let verdict = rule.verdict(change: change, pValue: nil)
        return row(verdict, figures, note: verdict == .improvement ? .improvement : nil)
    }

    /// The time rule (`TimeRule`), once the benchmark's memcpy calibration is in both files.
    private func timeRow() -> GateRow {
        if let memcpy = memcpyCalibration, run.failures[memcpy] != nil || !run.contains(memcpy) || !baseline.contains(memcpy) {
            return row(run.failures[memcpy] != nil ? .failed : .missing, repetitionMedians(), note: .calibrationMissing(memcpy))
        }
        // The compute calibration counts where both files measured it (files written before it existed lack it).
        let compute = computeCalibration.flatMap { baseline.repetitions[$0] != nil && run.repetitions[$0] != nil ? $0 : nil }
        let timeRule = TimeRule(benchmark: name, memcpy: memcpyCalibration, compute: compute, rule: rule)
        guard let judgement = timeRule.judge(baseline: baseline, run: run) else {
            return row(.failed, repetitionMedians(), note: .calibrationsUnusable)
        }
        // Shown: the medians of the samples judged, so `raw change` and `change` describe the same samples.
        let figures = Figures(
            baseline: judgement.baseline.times.median, current: judgement.run.times.median, rawChange: judgement.rawChange,
            change: judgement.change, pValue: judgement.pValue, baselineSamples: judgement.baseline.times.count,
            currentSamples: judgement.run.times.count, memoryShare: judgement.memoryShare, units: judgement.run.pairing)
        return row(judgement.verdict, figures, note: judgement.note)
    }

    /// What a row shows besides its verdict and note: the fields of `GateRow` of the same names.
    private struct Figures {
        var baseline: Double?
        var current: Double?
        var rawChange: Double?
        var change: Double?
        var pValue: Double?
        var baselineSamples: Int
        var currentSamples: Int
        var memoryShare: Double?
        var units: PairedSamples.Pairing?
    }

    /// The medians of the benchmark's repetitions: the baseline's, and unless `showingRun` is false
    /// the run's and the change between them; how many repetitions each side has.
    private func repetitionMedians(showingRun: Bool = true) -> Figures {
        let baselineValues = baseline.values(name), runValues = run.values(name)
        let baselineMedian = baselineValues.median, runMedian = showingRun ? runValues.median : nil
        let rawChange = baselineMedian.flatMap { before in runMedian.map { Double.relativeChange(from: before, to: $0) } }
        return Figures(
            baseline: baselineMedian, current: runMedian, rawChange: rawChange, baselineSamples: baselineValues.count,
            currentSamples: runValues.count)
    }

    private func row(_ verdict: Verdict, _ figures: Figures, note: GateNote?) -> GateRow {
        GateRow(
            name: name, verdict: verdict, baseline: figures.baseline, current: figures.current, rawChange: figures.rawChange,
            change: figures.change, pValue: figures.pValue, threshold: rule.threshold, baselineSamples: figures.baselineSamples,
            currentSamples: figures.currentSamples, calibration: memcpyCalibration, memoryShare: figures.memoryShare,
            units: figures.units, note: note)
    }
}
