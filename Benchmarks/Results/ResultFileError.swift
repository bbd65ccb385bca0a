/// Why a baseline or run file cannot be used. Each message says what to do.
public enum ResultFileError: Error, Equatable, CustomStringConvertible {
    /// Which side of the comparison a file is.
    public enum Role: String, Sendable, Equatable {
        case baseline
        case run
    }

    case notFound(path: String, role: Role)
    case unreadable(path: String, role: Role, reason: String)
    /// Valid JSON, but not Google Benchmark's (no "benchmarks" array of named entries).
    case notBenchmarkJSON(path: String, role: Role)
    /// A baseline without the suite's metadata (for example a plain `bench run --benchmark_out` file).
    case missingMetadata(path: String, role: Role)
    case unsupportedFormatVersion(path: String, role: Role, version: Int)
    case wrongMetric(path: String, role: Role, expected: Metric, found: Metric)
    case incompatibleProfile(path: String, problems: [String])
    /// time: the baseline was recorded on another kind of host (`HostIdentity.differences`).
    case otherHost(path: String, differences: [String])
    /// time: the file (baseline or run) was written before host identity was recorded.
    case unknownHost(path: String, role: Role)

    /// The file's role: baseline problems and run problems end with different exit codes.
    public var role: Role {
        switch self {
        case let .notFound(_, role), let .unreadable(_, role, _), let .notBenchmarkJSON(_, role),
             let .missingMetadata(_, role), let .unsupportedFormatVersion(_, role, _), let .wrongMetric(_, role, _, _),
             let .unknownHost(_, role):
            return role
        case .incompatibleProfile, .otherHost:
            return .baseline
        }
    }

    /// The message for the command line: what is wrong and what to do.
    public var description: String {
        switch self {
        case let .notFound(path, .baseline):
            return "no baseline at \(path): record one on this machine kind with `bench record --metric <time|instructions>` and commit it, or pass --baseline FILE"
        case let .notFound(path, .run):
            return "no run file at \(path): pass a JSON file written by `bench record --output FILE` or `bench run --benchmark_out=FILE --benchmark_out_format=json`"
        case let .unreadable(path, role, reason):
            return "cannot read the \(role.rawValue) \(path): \(reason); re-create it (`bench record`) or point to another file"
        case let .notBenchmarkJSON(path, role):
            return "the \(role.rawValue) \(path) is JSON but not Google Benchmark's (no \"benchmarks\" array of named entries); write it with `bench record`"
        case let .missingMetadata(path, role):
            return "the \(role.rawValue) \(path) has no \"metadata\" (metric, machine profile); write it with `bench record` rather than `bench run --benchmark_out`"
        case let .unsupportedFormatVersion(path, role, version):
            return "the \(role.rawValue) \(path) has metadata format \(version); this bench reads \(ResultMetadata.currentFormatVersion): re-record it with `bench record`"
        case let .wrongMetric(path, role, expected, found):
            return "the \(role.rawValue) \(path) measures \(found.rawValue), not \(expected.rawValue): pass --metric \(found.rawValue), or use a \(expected.rawValue) file"
        case let .incompatibleProfile(path, problems):
            return "the baseline \(path) comes from an incompatible machine profile (\(problems.joined(separator: "; "))): re-record on this machine kind with `bench record` (see README), or check on the machine kind the baseline was recorded on"
        case let .otherHost(path, differences):
            return "the time baseline \(path) was recorded on another host (\(differences.joined(separator: "; "))); "
                + "the calibrations do not absorb a change of microarchitecture, so its times cannot judge this host's. "
                + "Re-record it on this host (`bench record --metric time`), or compare base and head in one job: "
                + "`bench record --metric time --output base.json` on the base build, then "
                + "`bench check --metric time --baseline base.json` on the head's"
        case let .unknownHost(path, role):
            return "the time \(role.rawValue) \(path) predates host identity (it records no CPU family, model, stepping, "
                + "SIMD flags or caches), so the host that measured it cannot be told apart from this one "
                + "(behind one model name a Zen 4 baseline flagged unchanged code on Zen 3 at +20-27%): "
                + "re-record it on this host (`bench record --metric time`), or pass --allow-unknown-host "
                + "to compare anyway if you know it comes from this kind of host"
        }
    }
}
