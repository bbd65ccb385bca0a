/// Why a profile file (`ProfileDocument`) cannot be used. Each message says what to do. The
/// commands that take one as their input (`bench report --profile`) exit 4 (unusable input);
/// `bench check` names it in a warning and judges the counts without it.
public enum ProfileFileError: Error, Equatable, CustomStringConvertible {
    /// No file at the path.
    case notFound(path: String)
    /// The file exists but cannot be read.
    case unreadable(path: String)
    /// Not a profile file, or a damaged one.
    case notAProfile(path: String, reason: String)
    /// Written by a newer bench.
    case newerFormat(path: String, version: Int)

    /// What is wrong and what to do.
    public var description: String {
        switch self {
        case let .notFound(path):
            return "no profile file at \(path): `bench record --metric instructions` writes one beside the baseline, "
                + "`bench check --metric instructions` beside its saved run, `bench profile` into its output folder"
        case let .unreadable(path):
            return "the profile file \(path) cannot be read (permissions?)"
        case let .notAProfile(path, reason):
            return "\(path) is not a function profile of bench (\(reason)); write it again with `bench record --metric instructions` "
                + "or `bench profile`"
        case let .newerFormat(path, version):
            return "the profile file \(path) has format \(version), newer than this bench reads (\(ProfileDocument.currentFormatVersion)); use a newer bench"
        }
    }
}
