import Foundation
import Testing
@testable import PiPLibYUV

/// The libyuv version found at run time: from the loaded library, its install root's header, and
/// typed errors for paths that do not describe one.
@Suite struct LoadedLibYUVTests {
    /// A temporary install root with `usr/lib/x86_64-linux-gnu/<file>` and, when `header` is
    /// given, `usr/include/libyuv/version.h` holding it.
    private func installRoot(libraryFile: String, header: String?) throws -> (root: URL, library: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("libyuv-root-\(UUID().uuidString)")
        let libraryDirectory = root.appendingPathComponent("usr/lib/x86_64-linux-gnu")
        try FileManager.default.createDirectory(at: libraryDirectory, withIntermediateDirectories: true)
        let library = libraryDirectory.appendingPathComponent(libraryFile).path
        FileManager.default.createFile(atPath: library, contents: Data())
        if let header {
            let include = root.appendingPathComponent("usr/include/libyuv")
            try FileManager.default.createDirectory(at: include, withIntermediateDirectories: true)
            try header.write(to: include.appendingPathComponent("version.h"), atomically: true, encoding: .utf8)
        }
        return (root, library)
    }

    @Test func theTestProcessRunsTheInstalledLibYUVOfItsHeader() throws {
        let loaded = try LoadedLibYUV.detect()
        #expect(loaded.version == LibYUVInfo.version)
        #expect(URL(fileURLWithPath: loaded.libraryPath).lastPathComponent.hasPrefix("libyuv.so"))
        #expect(loaded.headerPath.hasSuffix("include/libyuv/version.h"))
    }

    @Test func theVersionComesFromTheInstallRootsHeader() throws {
        let (root, library) = try installRoot(libraryFile: "libyuv.so.0", header: "#ifndef X\n#define LIBYUV_VERSION 1974\n#endif\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let described = try LoadedLibYUV.describe(libraryPath: library)
        #expect(described.version == 1974)
        #expect(described.headerPath == root.appendingPathComponent("usr/include/libyuv/version.h").path)
    }

    @Test func aLibraryOpenedThroughTheLibLinkFindsTheUsrHeader() throws {
        guard (try? FileManager.default.destinationOfSymbolicLink(atPath: "/lib")) != nil,
              FileManager.default.fileExists(atPath: "/lib/x86_64-linux-gnu/libyuv.so.0") else { return }
        #expect(try LoadedLibYUV.describe(libraryPath: "/lib/x86_64-linux-gnu/libyuv.so.0").headerPath == "/usr/include/libyuv/version.h")
    }

    @Test func aMissingHeaderIsATypedError() throws {
        let (root, library) = try installRoot(libraryFile: "libyuv.so.0", header: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: LibYUVVersionError.headerMissing(
            library: library, header: root.appendingPathComponent("usr/include/libyuv/version.h").path)) {
            try LoadedLibYUV.describe(libraryPath: library)
        }
    }

    @Test func withoutAHeaderTheVersionComesFromTheFileNameAndSaysSo() throws {
        let (root, library) = try installRoot(libraryFile: "libyuv.so.0.0.1904", header: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        let link = URL(fileURLWithPath: library).deletingLastPathComponent().appendingPathComponent("libyuv.so.0").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "libyuv.so.0.0.1904")
        let described = try LoadedLibYUV.describe(libraryPath: link)
        #expect(described.version == 1904)
        #expect(described.versionSource == .fileName("libyuv.so.0.0.1904"))
        #expect(described.versionOrigin.hasPrefix("the file name libyuv.so.0.0.1904 (no version.h at "))
    }

    @Test func aHeaderWithoutTheVersionIsATypedError() throws {
        let (root, library) = try installRoot(libraryFile: "libyuv.so.0", header: "#define LIBYUV_SOMETHING 3\n")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: LibYUVVersionError.headerUnreadable(root.appendingPathComponent("usr/include/libyuv/version.h").path)) {
            try LoadedLibYUV.describe(libraryPath: library)
        }
    }

    @Test func aLibraryFileOfAnotherVersionThanItsHeaderIsATypedError() throws {
        let (root, library) = try installRoot(libraryFile: "libyuv.so.0.0.1904", header: "#define LIBYUV_VERSION 1974\n")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: LibYUVVersionError.self) { try LoadedLibYUV.describe(libraryPath: library) }
        do {
            _ = try LoadedLibYUV.describe(libraryPath: library)
        } catch {
            guard case .versionsDisagree(_, let fileName, _, let headerVersion) = error else { Issue.record("\(error)"); return }
            #expect(fileName == "libyuv.so.0.0.1904" && headerVersion == 1974)
        }
    }

    @Test func aPathThatIsNotLibYUVIsATypedError() {
        #expect(throws: LibYUVVersionError.notASharedLibYUV("/usr/bin/bench")) {
            try LoadedLibYUV.describe(libraryPath: "/usr/bin/bench")
        }
    }

    @Test func theMappedFileIsTheOneHoldingTheAddress() {
        let maps = """
            55d0a000-55d0b000 r-xp 00000000 fe:00 1 /work/bench
            7f0869973000-7f08699e3000 r-xp 00018000 fe:00 333834                     /usr/lib/x86_64-linux-gnu/libyuv.so.0.0.1857
            7ffd1000-7ffd2000 rw-p 00000000 00:00 0                          [stack]
            """
        #expect(LoadedLibYUV.mappedFile(containing: 0x7f0869989970, maps: maps) == "/usr/lib/x86_64-linux-gnu/libyuv.so.0.0.1857")
        #expect(LoadedLibYUV.mappedFile(containing: 0x7ffd1100, maps: maps) == nil)
        #expect(LoadedLibYUV.mappedFile(containing: 0x1000, maps: maps) == nil)
    }

    @Test func headersAreFoundAtTheRootOfTheLibraryDirectory() {
        #expect(LoadedLibYUV.headerPath(libraryDirectory: "/usr/lib/x86_64-linux-gnu") == "/usr/include/libyuv/version.h")
        #expect(LoadedLibYUV.headerPath(libraryDirectory: "/tmp/v/1904/amd64/usr/lib/x86_64-linux-gnu")
            == "/tmp/v/1904/amd64/usr/include/libyuv/version.h")
        #expect(LoadedLibYUV.version(inFileName: "libyuv.so.0.0.1857") == 1857)
        #expect(LoadedLibYUV.version(inFileName: "libyuv.so.0") == nil)
    }
}
