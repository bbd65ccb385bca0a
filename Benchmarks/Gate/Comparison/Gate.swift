/// Settings of one comparison.
public struct GateSettings: Sendable {
    /// What the files measure.
    public var metric: Metric
    /// The threshold of each benchmark.
    public var thresholds: Thresholds
    /// Significance level of the U test (time).
    public var alpha: Double
    /// Restricts the comparison to the benchmarks it selects; nil for all.
    public var filter: BenchmarkFilter?
    /// The clock the time metric reads (wall clock by default).
    public var clock: TimeClock

    /// The defaults: the metric's threshold (time 5%, instructions 1%), alpha 0.01, no filter, wall clock.
    public init(
        metric: Metric, thresholds: Thresholds? = nil, alpha: Double = 0.01, filter: BenchmarkFilter? = nil,
        clock: TimeClock = .real
    ) {
        self.metric = metric
        self.thresholds = thresholds ?? Thresholds(defaultThreshold: metric.defaultThreshold)
        self.alpha = alpha
        self.filter = filter
        self.clock = clock
    }
}

/// The regression gate: compares every benchmark of a run with the baseline.
public enum Gate {
    /// Compares `run` with `baseline`.
    ///
    /// - time: files from `bench record`/`check` hold several processes' repetitions; each
    ///   process gives one unit: the benchmark's fastest repetition with its calibrations' fastest
    ///   in the same process (older files: one unit per repetition, see `CalibrationPairing`). Each
    ///   unit is taken to the baseline's machine speed by its memcpy and compute calibrations,
    ///   weighted by how memory-bound the benchmark is (`MachineSpeedModel`), so a uniformly slower
    ///   machine cancels out. A benchmark regresses when the median of these normalised units grew
    ///   by more than its threshold AND the two-sided Mann-Whitney U test over them gives p < alpha.
    /// - instructions: a benchmark regresses when its instructions per frame grew by more than its
    ///   threshold (the counts are exact; no test is needed).
    public static func compare(baseline: ResultDocument, run: ResultDocument, settings: GateSettings) -> GateReport {
        let before = BenchmarkSamples(baseline, clock: settings.clock)
        let after = BenchmarkSamples(run, clock: settings.clock)
        var calibrations = run.metadata?.calibrations ?? [:]
        for (name, calibration) in baseline.metadata?.calibrations ?? [:] { calibrations[name] = calibration }
        let compute = settings.metric == .time ? (baseline.metadata?.computeCalibration ?? run.metadata?.computeCalibration) : nil
        let calibrationNames = Set(calibrations.values).union(compute.map { [$0] } ?? [])
        let selected = { (name: String) in settings.filter?.matches(name) ?? true }

        var rows: [ComparisonRow] = []
        var warnings: [String] = []
        for name in before.order where selected(name) {
            let judge = RowJudge(
                name: name, before: before, after: after, settings: settings,
                calibration: settings.metric == .time ? calibrations[name] : nil, computeCalibration: compute)
            if settings.metric == .time, calibrationNames.contains(name), calibrations[name] == nil {
                rows.append(judge.calibrationRow())
            } else {
                rows.append(judge.row())
            }
        }
        for name in after.order where selected(name) && !before.contains(name) {
            rows.append(RowJudge(name: name, before: before, after: after, settings: settings, calibration: nil).newRow())
        }

        if let compute, !(before.contains(compute) && after.contains(compute)) {
            warnings.append(
                "the compute calibration \(compute) is not in both files: benchmarks are normalised by their memcpy roofline alone, "
                    + "or judged on raw time; record and check with `bench record`/`bench check` to have it")
        }
        if settings.metric == .time, let warning = samplingMismatch(baseline.metadata?.settings, run.metadata?.settings) {
            warnings.append(warning)
        }
        if settings.metric == .time {
            let compared = rows.filter { $0.pValue != nil }
            if let smallest = compared.map({ min($0.baselineSamples, $0.currentSamples) }).min(),
               let row = compared.first(where: { min($0.baselineSamples, $0.currentSamples) == smallest }),
               MannWhitneyU.smallestExactPValue(m: row.baselineSamples, n: row.currentSamples) >= settings.alpha {
                warnings.append(
                    "with \(row.baselineSamples) baseline and \(row.currentSamples) run samples the U test cannot reach "
                        + "p < \(settings.alpha), so no regression can be declared: use at least 6 processes (or repetitions) on each side")
            }
        }
        return GateReport(
            metric: settings.metric, alpha: settings.alpha, rows: rows, warnings: warnings,
            clock: settings.metric == .time ? settings.clock : nil)
    }

    /// A warning when the two time files took their samples differently: a process's fastest of
    /// more, shorter repetitions comes out lower, so the change would be biased.
    static func samplingMismatch(_ baseline: RunSettings?, _ run: RunSettings?) -> String? {
        guard let baseline, let run,
              let baselineRepetitions = baseline.repetitions, let runRepetitions = run.repetitions,
              let baselineSeconds = baseline.minimumSecondsPerRepetition, let runSeconds = run.minimumSecondsPerRepetition,
              baselineRepetitions != runRepetitions || baselineSeconds != runSeconds
        else { return nil }
        return "the baseline's samples are each process's fastest of \(baselineRepetitions) repetitions of \(baselineSeconds) s, "
            + "the run's of \(runRepetitions) of \(runSeconds) s: the fastest of more, shorter repetitions comes out lower, "
            + "so the changes are biased; check with --repetitions \(baselineRepetitions) --min-time \(baselineSeconds) or re-record"
    }
}
