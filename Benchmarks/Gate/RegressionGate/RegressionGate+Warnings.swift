import Results
import Statistics

extension RegressionGate {
    /// A warning when the compute calibration is not in both files: the benchmarks are then
    /// normalised by their memcpy roofline alone, or judged on raw time.
    static func computeCalibrationMissing(
        _ compute: String?, baseline: RepetitionsByBenchmark, run: RepetitionsByBenchmark
    ) -> String? {
        guard let compute, !(baseline.contains(compute) && run.contains(compute)) else { return nil }
        return "the compute calibration \(compute) is not in both files: benchmarks are normalised by their memcpy roofline alone, "
            + "or judged on raw time; record and check with `bench record`/`bench check` to have it"
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

    /// A warning when the row tested with the fewest samples has too few for the U test to reach
    /// p < alpha at all, so no regression could be declared.
    static func tooFewSamples(_ rows: [GateRow], alpha: Double?) -> String? {
        let tested = rows.filter { $0.pValue != nil }
        guard let alpha, let smallest = tested.map({ min($0.baselineSamples, $0.currentSamples) }).min(),
              let row = tested.first(where: { min($0.baselineSamples, $0.currentSamples) == smallest }),
              MannWhitneyU.smallestExactPValue(m: row.baselineSamples, n: row.currentSamples) >= alpha
        else { return nil }
        return "with \(row.baselineSamples) baseline and \(row.currentSamples) run samples the U test cannot reach "
            + "p < \(alpha), so no regression can be declared: use at least 6 processes (or repetitions) on each side"
    }
}
