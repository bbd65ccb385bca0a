import Foundation
import PiPLibYUV

/// One libyuv version `LibYUVVersionsSession` measures: its version and the directory its
/// processes load `libyuv.so.0` from (through `LD_LIBRARY_PATH`, so the newer library loads in
/// place of the installed one under the same `bench`: same soname).
public struct LibYUVInstall: Sendable, Equatable {
    /// The version the install's header declares (and its processes must report).
    public let version: Int
    /// The directory holding `libyuv.so.0` that `LD_LIBRARY_PATH` names; nil for the libyuv this
    /// `bench` loads itself (its processes inherit the environment).
    public let libraryDirectory: String?
    /// The library file (for messages and the result file's context).
    public let libraryPath: String

    /// An install from its parts.
    public init(version: Int, libraryDirectory: String?, libraryPath: String) {
        self.version = version
        self.libraryDirectory = libraryDirectory
        self.libraryPath = libraryPath
    }

    /// The libyuv this process loaded (`LoadedLibYUV.detect()`), run without `LD_LIBRARY_PATH` changes.
    /// - Throws: `LibYUVVersionsError.installedUnknown` when its version cannot be told.
    public static func installed() throws(LibYUVVersionsError) -> LibYUVInstall {
        do {
            let loaded = try LoadedLibYUV.detect()
            return LibYUVInstall(version: loaded.version, libraryDirectory: nil, libraryPath: loaded.libraryPath)
        } catch {
            throw .installedUnknown(error)
        }
    }

    /// Reads `[VERSION=]DIR`: DIR is the root the version's `libyuv0` and `libyuv-dev` packages
    /// were extracted into (`dpkg-deb -x`: `DIR/usr/lib/<multiarch>/libyuv.so.0` and
    /// `DIR/usr/include/libyuv/version.h`), or a directory holding `libyuv.so.0` under such a root.
    /// The version is the header's; a VERSION given must equal it.
    /// - Throws: `LibYUVVersionsError` when the text has no directory, the directory holds no
    ///   libyuv, its header cannot be read, or it declares another version than VERSION.
    public static func parse(_ text: String, multiarch: String = Self.multiarch) throws(LibYUVVersionsError) -> LibYUVInstall {
        var expected: Int?
        var directory = text
        if let equals = text.firstIndex(of: "="), !text[..<equals].contains("/") {
            guard let version = Int(text[..<equals]), version > 0 else { throw .badArgument(text) }
            expected = version
            directory = String(text[text.index(after: equals)...])
        }
        guard !directory.isEmpty else { throw .badArgument(text) }
        let root = URL(fileURLWithPath: directory).standardized.path
        let candidates = ["\(root)/usr/lib/\(multiarch)", root]
        guard let libraryDirectory = candidates.first(where: {
            FileManager.default.fileExists(atPath: "\($0)/\(Self.soname)")
        }) else {
            throw .noLibrary(directory: directory, looked: candidates.map { "\($0)/\(Self.soname)" })
        }
        let libraryPath = "\(libraryDirectory)/\(Self.soname)"
        let described: LoadedLibYUV
        do {
            described = try LoadedLibYUV.describe(libraryPath: libraryPath)
        } catch {
            throw .undescribable(directory: directory, error)
        }
        if let expected, expected != described.version {
            throw .versionMismatch(given: expected, header: described.headerPath, found: described.version)
        }
        return LibYUVInstall(version: described.version, libraryDirectory: libraryDirectory, libraryPath: libraryPath)
    }

    /// The soname every libyuv version shares.
    public static let soname = LoadedLibYUV.soname

    /// This machine's Debian multiarch directory name ("x86_64-linux-gnu").
    public static var multiarch: String {
        var name = utsname()
        uname(&name)
        let machine = withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return "\(machine)-linux-gnu"
    }

    /// The environment assignments a process of this install starts with (`env NAME=VALUE ...`):
    /// its library directory first in `LD_LIBRARY_PATH`, before `inherited` (this process's
    /// `LD_LIBRARY_PATH`, which other libraries may need).
    public func environment(inherited: String? = ProcessInfo.processInfo.environment["LD_LIBRARY_PATH"]) -> [String] {
        guard let libraryDirectory else { return [] }
        let rest = inherited.map { $0.isEmpty ? "" : ":" + $0 } ?? ""
        return ["LD_LIBRARY_PATH=\(libraryDirectory)\(rest)"]
    }
}
