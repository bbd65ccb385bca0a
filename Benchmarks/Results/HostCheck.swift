/// The time gate's host rule: a time baseline judges only runs on the same kind of host
/// (`HostIdentity`). Instructions do not depend on the host and have no such rule.
public enum HostCheck {
    /// Why the time baseline at `baselinePath`, recorded on `baseline`, may not judge a run on
    /// `run` (read from `runPath`, or measured here when nil); nil when it may.
    ///
    /// - Both identities known: they must be equal (`HostIdentity.differences`), else `.otherHost`.
    /// - Either unknown (a file from before host identity was recorded): `.unknownHost`, unless
    ///   `allowUnknownHost` (`bench check --allow-unknown-host`), which compares anyway.
    public static func problem(
        baseline: MachineProfile, run: MachineProfile, baselinePath: String, runPath: String?, allowUnknownHost: Bool
    ) -> ResultFileError? {
        guard let baselineHost = baseline.host else {
            return allowUnknownHost ? nil : .unknownHost(path: baselinePath, role: .baseline)
        }
        guard let runHost = run.host else {
            return allowUnknownHost ? nil : .unknownHost(path: runPath ?? "(this run)", role: .run)
        }
        let differences = baselineHost.differences(from: runHost)
        return differences.isEmpty ? nil : .otherHost(path: baselinePath, differences: differences)
    }

    /// The warning a comparison made with --allow-unknown-host carries, or nil when both hosts are known.
    public static func unknownHostWarning(baseline: MachineProfile, run: MachineProfile) -> String? {
        guard baseline.host == nil || run.host == nil else { return nil }
        let side = baseline.host == nil ? "the baseline" : "the run"
        return "\(side) records no host identity (--allow-unknown-host): if it was measured on another "
            + "microarchitecture behind the same CPU model name, unchanged code can show as a regression"
    }
}
