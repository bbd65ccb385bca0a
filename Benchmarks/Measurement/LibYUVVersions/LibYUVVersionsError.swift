import Gate
import PiPLibYUV

/// Why `bench libyuv-versions` could not measure (each case says what to do).
public enum LibYUVVersionsError: Error, CustomStringConvertible {
    /// A `--libyuv` value that is not `[VERSION=]DIR`.
    case badArgument(String)
    /// No `libyuv.so.0` where a `--libyuv` directory should hold one.
    case noLibrary(directory: String, looked: [String])
    /// The library's install root does not tell its version.
    case undescribable(directory: String, LibYUVVersionError)
    /// `--libyuv VERSION=DIR` where DIR's header declares another version.
    case versionMismatch(given: Int, header: String, found: Int)
    /// Two installs of one version.
    case duplicateVersion(Int)
    /// The libyuv this bench loads cannot be described.
    case installedUnknown(LibYUVVersionError)
    /// The filter selects no libyuv benchmark.
    case noBenchmarkSelected(filter: String)
    /// A process exited with a failure or wrote no readable result.
    case processFailed(version: Int, reason: String)
    /// A process ran another libyuv than the one it was given.
    case wrongVersionLoaded(expected: Int, found: String, library: String)
    /// A benchmark failed (for example its output verification) against a version.
    case benchmarkFailed(version: Int, name: String, reason: String)
    /// A file to read (`--from`, `--instructions`) is missing or not a result file.
    case unreadableFile(path: String, reason: String)
    /// The results file could not be written.
    case cannotWrite(path: String, reason: String)

    /// 64 for bad arguments, 6 for an empty selection, 4 when a given libyuv or file is not usable, else 5.
    public var exitCode: GateExitCode {
        switch self {
        case .badArgument, .duplicateVersion, .versionMismatch: .badArguments
        case .noLibrary, .undescribable, .installedUnknown, .unreadableFile: .unusableBaseline
        case .noBenchmarkSelected: .emptySelection
        case .processFailed, .wrongVersionLoaded, .benchmarkFailed, .cannotWrite: .suiteFailed
        }
    }

    /// What failed and what to do.
    public var description: String {
        switch self {
        case let .badArgument(text):
            return "--libyuv '\(text)' is not [VERSION=]DIR (for example 1904=.build/libyuv-versions/1904/amd64)"
        case let .noLibrary(directory, looked):
            return "--libyuv \(directory): no \(LibYUVInstall.soname) at \(looked.joined(separator: " or ")); extract the version's libyuv0 and libyuv-dev packages there (scripts/setup/libyuv-versions.sh)"
        case let .undescribable(directory, error):
            return "--libyuv \(directory): \(error)"
        case let .versionMismatch(given, header, found):
            return "--libyuv \(given)=...: \(header) declares \(found); give \(found)= or the directory of \(given)"
        case let .duplicateVersion(version):
            return "libyuv \(version) is given twice (the installed libyuv counts: leave it out of --libyuv)"
        case let .installedUnknown(error):
            return "the libyuv this bench loads: \(error)"
        case let .noBenchmarkSelected(filter):
            return "the filter '\(filter)' selects no libyuv benchmark in the cache state asked for (list them with `bench --benchmark_list_tests=true`)"
        case let .processFailed(version, reason):
            return "the process against libyuv \(version) failed: \(reason)"
        case let .wrongVersionLoaded(expected, found, library):
            return "a process given libyuv \(expected) ran libyuv \(found) (\(library)); check that nothing else in LD_LIBRARY_PATH or /etc/ld.so.preload provides libyuv.so.0"
        case let .benchmarkFailed(version, name, reason):
            return "\(name) failed against libyuv \(version): \(reason)"
        case let .unreadableFile(path, reason):
            return "cannot read \(path): \(reason)"
        case let .cannotWrite(path, reason):
            return "cannot write \(path): \(reason)"
        }
    }
}
