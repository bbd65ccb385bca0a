import CLibYUV
import Foundation

/// The libyuv this process actually runs: the shared library the dynamic loader mapped (which
/// `LD_LIBRARY_PATH` can point at another version's `libyuv.so.0`) and the version its install root
/// declares. `LibYUVInfo.version` is the header the suite was compiled against; this is what ran.
///
/// Found by asking the loader for the `libyuv.so.0` it already loaded (`dlopen` with `RTLD_NOLOAD`),
/// where its `I420ToNV12` is (`dlsym`) and which mapped file holds
/// that address (`/proc/self/maps`; Swift's Glibc module does not export `dladdr`), then
/// reading `LIBYUV_VERSION` from `include/libyuv/version.h` of the same install root: a Debian
/// `libyuv0` puts the library in `<root>/usr/lib/<triplet>/` and its `libyuv-dev` (built from the
/// same source package) puts the header in `<root>/usr/include/libyuv/`. Where the library's
/// file name carries the version too (Debian's `libyuv.so.0.0.<version>`), the two must agree;
/// where the header is missing (a newer `libyuv.so.0` dropped in through `LD_LIBRARY_PATH`), the
/// file name alone tells the version, and `versionSource` says so.
public struct LoadedLibYUV: Sendable, Equatable {
    /// Where the version was read.
    public enum VersionSource: Sendable, Equatable {
        /// `LIBYUV_VERSION` of the install root's header (`headerPath`).
        case header
        /// The library's file name (`libyuv.so.0.0.<version>`, links resolved): the header at
        /// `headerPath` is missing.
        case fileName(String)
    }

    /// The path the loader opened (for example `/usr/lib/x86_64-linux-gnu/libyuv.so.0`).
    public let libraryPath: String
    /// The header whose `LIBYUV_VERSION` was read (or, with `versionSource` `.fileName`, that is missing).
    public let headerPath: String
    /// The version that ran (1857, 1904, ...).
    public let version: Int
    /// Where `version` was read.
    public let versionSource: VersionSource

    /// A description from its parts (`detect()` finds them).
    public init(libraryPath: String, headerPath: String, version: Int, versionSource: VersionSource = .header) {
        self.libraryPath = libraryPath
        self.headerPath = headerPath
        self.version = version
        self.versionSource = versionSource
    }

    /// Where the version was read, in words: "version.h at PATH" or "the file name libyuv.so.0.0.1904
    /// (no version.h at PATH)".
    public var versionOrigin: String {
        switch versionSource {
        case .header: return "version.h at \(headerPath)"
        case let .fileName(name): return "the file name \(name) (no version.h at \(headerPath))"
        }
    }

    /// The soname every libyuv version shares.
    public static let soname = "libyuv.so.0"

    /// The libyuv loaded in this process.
    /// - Throws: `LibYUVVersionError` when the loader cannot name a shared libyuv or its install
    ///   root has no readable version header.
    public static func detect() throws(LibYUVVersionError) -> LoadedLibYUV {
        // RTLD_NOLOAD: the handle of the libyuv.so.0 already loaded, never a new load.
        guard let handle = dlopen(soname, RTLD_LAZY | RTLD_NOLOAD), let symbol = dlsym(handle, "I420ToNV12") else {
            throw .symbolNotFound("I420ToNV12")
        }
        dlclose(handle)
        // Read to the end: /proc files report a size of 0, and a sized read stops early.
        guard let data = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile(),
              let path = mappedFile(containing: UInt(bitPattern: symbol), maps: String(decoding: data, as: UTF8.self)) else {
            throw .symbolNotFound("I420ToNV12")
        }
        return try describe(libraryPath: path)
    }

    /// The file mapped at `address` in a `/proc/<pid>/maps` text (`start-end perms offset dev
    /// inode path`), or nil when no file mapping holds it.
    static func mappedFile(containing address: UInt, maps: String) -> String? {
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6 else { continue }
            let range = fields[0].split(separator: "-")
            guard range.count == 2, let start = UInt(range[0], radix: 16), let end = UInt(range[1], radix: 16),
                  start <= address, address < end else { continue }
            let path = fields[5].trimmingCharacters(in: .whitespaces)
            return path.hasPrefix("/") ? path : nil
        }
        return nil
    }

    /// The description of the libyuv at `libraryPath` (a shared library the loader opened): the
    /// version of its install root's header, or, when there is none, of its file name.
    /// - Throws: `LibYUVVersionError` when the path is not a libyuv shared library, has neither a
    ///   header at its install root nor a version in its file name, or the header's version
    ///   disagrees with the library's file name.
    public static func describe(libraryPath: String) throws(LibYUVVersionError) -> LoadedLibYUV {
        let file = URL(fileURLWithPath: libraryPath)
        guard file.lastPathComponent.hasPrefix("libyuv.so") else { throw .notASharedLibYUV(libraryPath) }
        // The directory with its links resolved: on a merged-/usr system the loader may open
        // /lib/<triplet>/libyuv.so.0, whose header is /usr/include's.
        let headerPath = Self.headerPath(libraryDirectory: file.deletingLastPathComponent().resolvingSymlinksInPath().path)
        let resolved = file.resolvingSymlinksInPath().lastPathComponent
        guard let text = try? String(contentsOfFile: headerPath, encoding: .utf8) else {
            guard let fileVersion = Self.version(inFileName: resolved) else {
                throw .headerMissing(library: libraryPath, header: headerPath)
            }
            return LoadedLibYUV(libraryPath: libraryPath, headerPath: headerPath, version: fileVersion, versionSource: .fileName(resolved))
        }
        guard let version = Self.version(inHeader: text) else { throw .headerUnreadable(headerPath) }
        if let fileVersion = Self.version(inFileName: resolved), fileVersion != version {
            throw .versionsDisagree(library: libraryPath, fileName: resolved, header: headerPath, headerVersion: version)
        }
        return LoadedLibYUV(libraryPath: libraryPath, headerPath: headerPath, version: version)
    }

    /// `<root>/usr/include/libyuv/version.h` for a library in `<root>/usr/lib/<triplet>` or
    /// `<root>/usr/lib`; else `include/libyuv/version.h` beside the library's parent directory
    /// (a `<prefix>/lib` install).
    static func headerPath(libraryDirectory: String) -> String {
        var components = URL(fileURLWithPath: libraryDirectory).standardized.pathComponents
        if let lib = components.lastIndex(of: "lib") { components.removeSubrange(lib...) }
        let root = components.isEmpty ? "/" : NSString.path(withComponents: components)
        return URL(fileURLWithPath: root).appendingPathComponent("include/libyuv/version.h").path
    }

    /// `LIBYUV_VERSION` in a version.h (`#define LIBYUV_VERSION 1857`), or nil.
    static func version(inHeader text: String) -> Int? {
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if words.count >= 3, words[0] == "#define", words[1] == "LIBYUV_VERSION" { return Int(words[2]) }
        }
        return nil
    }

    /// The version in Debian's file name of the library, `libyuv.so.0.0.<version>`, or nil for
    /// other names.
    static func version(inFileName name: String) -> Int? {
        let prefix = "libyuv.so.0.0."
        guard name.hasPrefix(prefix) else { return nil }
        return Int(name.dropFirst(prefix.count))
    }
}
