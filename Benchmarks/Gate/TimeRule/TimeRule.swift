import Results
import Statistics

/// The time rule: judges one benchmark's time per frame, baseline against run, in three steps.
///
/// 1. **Pair** (`PairedSamples`): on each side, one sample per process, its fastest repetition,
///    with each calibration's fastest repetition in the same process.
/// 2. **Normalise** (`MachineSpeedModel`): every sample is taken to the baseline's machine speed
///    by the calibrations paired with it: the memcpy roofline of the same bytes for the share of
///    the benchmark's baseline time that memcpy takes, the compute calibration for the rest. A
///    uniformly slower machine cancels out.
/// 3. **Decide** (`rule.decide`, the benchmark's `ComparisonRule.gate`): a regression when the
///    median normalised sample grew by more than the threshold AND the two-sided Mann-Whitney U
///    test over the normalised samples gives p < alpha; an improvement when it shrank by as much,
///    as significantly; otherwise a pass.
struct TimeRule {
    /// The benchmark judged.
    let benchmark: String
    /// The benchmark's memcpy roofline, if it is normalised by one.
    let memcpy: String?
    /// The compute calibration, if both files measured it.
    let compute: String?
    /// The rule of step 3, at the benchmark's threshold.
    let rule: ComparisonRule

    /// What the rule concluded, with the figures it concluded from.
    struct Judgement: Equatable {
        /// Regression, improvement or pass.
        let verdict: Verdict
        /// Why, when it needs saying.
        let note: GateNote?
        /// The baseline's samples (step 1).
        let baseline: PairedSamples
        /// The run's samples (step 1).
        let run: PairedSamples
        /// The change of the samples' median before normalisation (reported only).
        let rawChange: Double
        /// The change of the normalised samples' median (step 2): what is judged.
        let change: Double
        /// The U test's two-sided p-value.
        let pValue: Double?
        /// The share of the benchmark's time its memcpy roofline stands for; nil when the samples
        /// carry no calibration and are judged on raw time.
        let memoryShare: Double?
    }

    /// Judges the benchmark from its repetitions and its calibrations' in both files.
    /// - Returns: nil when a calibration in use has no usable measurement on one side.
    func judge(baseline: RepetitionsByBenchmark, run: RepetitionsByBenchmark) -> Judgement? {
        // Step 1: pair.
        guard let baselineSamples = paired(baseline), let runSamples = paired(run) else { return nil }

        // Step 2: normalise.
        let speed = MachineSpeedModel(baseline: baselineSamples)
        let normalisedBaseline = speed?.normalised(baselineSamples) ?? baselineSamples.times
        let normalisedRun = speed?.normalised(runSamples) ?? runSamples.times

        // Step 3: decide.
        let outcome = rule.decide(before: normalisedBaseline, after: normalisedRun)
        let change = outcome.change ?? 0
        let rawChange = Double.relativeChange(from: baselineSamples.times.median ?? 0, to: runSamples.times.median ?? 0)
        return Judgement(
            verdict: outcome.verdict, note: note(outcome.verdict, change: change, rawChange: rawChange, calibrated: speed != nil),
            baseline: baselineSamples, run: runSamples, rawChange: rawChange, change: change, pValue: outcome.pValue,
            memoryShare: speed?.memoryShare)
    }

    /// Step 1 for one file: the benchmark's samples with their calibrations.
    private func paired(_ file: RepetitionsByBenchmark) -> PairedSamples? {
        PairedSamples(
            file.repetitions[benchmark] ?? [], memcpy: memcpy.map { file.repetitions[$0] ?? [] },
            compute: compute.map { file.repetitions[$0] ?? [] })
    }

    /// Why the rule's `verdict` on the normalised `change`, when the verdict alone could mislead.
    private func note(_ verdict: Verdict, change: Double, rawChange: Double, calibrated: Bool) -> GateNote? {
        switch verdict {
        case .regression: return calibrated ? nil : .rawTime
        case .improvement: return .improvement
        default:
            if abs(change) > rule.decisionPoint { return .noise(alpha: rule.alpha) }
            if abs(rawChange) > rule.threshold, calibrated { return .machineSpeed(rawChange: rawChange) }
            return calibrated ? nil : .rawTime
        }
    }
}
