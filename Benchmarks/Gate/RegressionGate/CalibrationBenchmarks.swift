/// The suite's calibration benchmarks by name, for files and histories whose metadata does not
/// declare them: the memcpy rooflines (`Memcpy/...`) and the compute calibration
/// (`Calibration/compute`). They measure the machine, not the code: a step in them is the
/// machine's (`CalibrationNames` reads a comparison's calibrations from its files' metadata).
public enum CalibrationBenchmarks {
    /// The prefix of the memcpy roofline benchmarks.
    public static let memcpyPrefix = "Memcpy/"
    /// The compute calibration's name.
    public static let compute = "Calibration/compute"

    /// True for a memcpy roofline or the compute calibration.
    public static func contains(_ name: String) -> Bool {
        name.hasPrefix(memcpyPrefix) || name == compute
    }
}
