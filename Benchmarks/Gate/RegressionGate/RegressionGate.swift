import Results

/// The regression gate: compares every benchmark of a run with the baseline. See README.md ("The
/// regression gate") and docs/design/time-gate.md.
public enum RegressionGate {
    /// Compares `run` with `baseline`: one row per baseline benchmark the filter selects (in
    /// baseline order), then one per benchmark only in the run, and warnings about the comparison.
    ///
    /// - time: `TimeRule` judges each benchmark: its samples (one per process: its fastest
    ///   repetition) are taken to the baseline's machine speed by the calibrations measured in the
    ///   same process, and it regresses when their median grew by more than its threshold AND the
    ///   two-sided Mann-Whitney U test over them gives p < alpha. The calibrations themselves are
    ///   reported, not gated.
    /// - instructions: a benchmark regresses when its instructions per frame grew by more than its
    ///   threshold (the counts are exact; no test is needed).
    /// - memory: each measure of a benchmark (`MemoryMeasure`: allocations and bytes per frame,
    ///   bytes held) is a row of its own, judged as instructions are; 0 to 1 allocation per frame
    ///   is an infinite change. The filter selects by the benchmark's name.
    public static func compare(baseline: ResultDocument, run: ResultDocument, settings: GateSettings) -> GateReport {
        let before = RepetitionsByBenchmark(baseline, clock: settings.clock)
        let after = RepetitionsByBenchmark(run, clock: settings.clock)
        let calibrations = settings.metric == .time ? CalibrationNames(baseline: baseline, run: run) : nil
        let selected = { (name: String) in settings.filter?.matches(settings.metric.benchmark(ofEntry: name)) ?? true }

        var rows: [GateRow] = []
        for name in before.names where selected(name) {
            let judge = BenchmarkJudge(
                name: name, baseline: before, run: after, settings: settings, memcpyCalibration: calibrations?.memcpy[name],
                computeCalibration: calibrations?.compute)
            rows.append(calibrations?.isCalibration(name) == true ? judge.calibrationRow() : judge.row())
        }
        for name in after.names where selected(name) && !before.contains(name) {
            rows.append(BenchmarkJudge(name: name, baseline: before, run: after, settings: settings).newRow())
        }
        guard settings.metric == .time else {
            return GateReport(settings: settings, rows: rows, instructionCounter: baseline.metadata?.machine.instructionCounterName)
        }
        let warnings = [
            computeCalibrationMissing(calibrations?.compute, baseline: before, run: after),
            samplingMismatch(baseline.metadata?.settings, run.metadata?.settings),
            tooFewSamples(rows, alpha: settings.rule.alpha),
        ].compactMap { $0 }
        return GateReport(settings: settings, rows: rows, warnings: warnings)
    }
}
