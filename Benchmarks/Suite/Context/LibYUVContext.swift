import PiPLibYUV

/// The libyuv context keys a run records: the version that ran, found at run time
/// (`LoadedLibYUV`), where it was loaded from, and the header's version the suite was compiled
/// against. `bench libyuv-versions` reads `versionKey` back from each of its processes.
public enum LibYUVContext {
    /// The version of the libyuv that ran ("1857"), or "unknown" when it could not be told.
    public static let versionKey = "libyuv_version"
    /// The shared library the loader opened, or why the version is unknown.
    public static let libraryKey = "libyuv_library"
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
    /// unknown) and the compiled header's version.
    public static var entries: [(key: String, value: String)] {
        let library: String
        switch loaded {
        case .success(let loaded): library = loaded.libraryPath
        case .failure(let error): library = error.description
        }
        return [(versionKey, version), (libraryKey, library), (headerVersionKey, String(LibYUVInfo.version))]
    }
}
