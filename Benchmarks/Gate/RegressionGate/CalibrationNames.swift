import Results

/// The calibration benchmarks of a time comparison, as the two files' metadata declare them.
struct CalibrationNames {
    /// For each benchmark normalised by a memcpy roofline, the roofline's name (where the files
    /// disagree, the baseline's).
    let memcpy: [String: String]
    /// The compute calibration (`Calibration/compute`), if either file declares one (the
    /// baseline's first).
    let compute: String?

    /// The calibrations declared in `baseline` and `run`.
    init(baseline: ResultDocument, run: ResultDocument) {
        var memcpy = run.metadata?.calibrations ?? [:]
        for (name, calibration) in baseline.metadata?.calibrations ?? [:] { memcpy[name] = calibration }
        self.memcpy = memcpy
        compute = baseline.metadata?.computeCalibration ?? run.metadata?.computeCalibration
    }

    /// True for a calibration benchmark (a memcpy roofline or the compute calibration that is not
    /// itself normalised): reported, not gated.
    func isCalibration(_ name: String) -> Bool {
        memcpy[name] == nil && (name == compute || memcpy.values.contains(name))
    }
}
