import PiPLibYUV

/// The libyuv context keys a run records: the version that ran, found at run time
/// (`LoadedLibYUV`), where it was loaded from, and the header's version the suite was compiled
/// against. `bench libyuv-versions` reads `versionKey` back from each of its processes.
public enum LibYUVContext {
    /// The version of the libyuv that ran ("1857"), or "unknown" when it could not be told.
    public static let versionKey = "libyuv_version"
    /// The shared library the loader opened, or why the version is unknown.
    public static let libraryKey = "libyuv_library"
    /// Where the version that ran was read: its install root's version.h, or its file name when
    /// that header is missing.
    public static let versionSourceKey = "libyuv_version_from"
    /// `LIBYUV_VERSION` of the header the suite was compiled against.
    public static let headerVersionKey = "libyuv_header_version"
    /// The value of `versionKey` when the loaded library could not be described.
    public static let unknown = "unknown"

    /// The loaded libyuv, detected once per process.
    public static let loaded: Result<LoadedLibYUV, LibYUVVersionError> = Result { () throws(LibYUVVersionError) in
        try LoadedLibYUV.detect()
    }

    /// The version that ran, as the context records it.
    public static var version: String {
        switch loaded {
        case .success(let library): String(library.version)
        case .failure: unknown
        }
    }

    /// The context entries, in order: the loaded version, its library (or the reason it is
    /// unknown), where the version was read (when known) and the compiled header's version.
    public static var entries: [(key: String, value: String)] {
        switch loaded {
        case .success(let loaded):
            return [(versionKey, version), (libraryKey, loaded.libraryPath), (versionSourceKey, loaded.versionOrigin),
                    (headerVersionKey, String(LibYUVInfo.version))]
        case .failure(let error):
            return [(versionKey, version), (libraryKey, error.description), (headerVersionKey, String(LibYUVInfo.version))]
        }
    }
}
