import Foundation
import PiPVideo

/// One real photo as an I420 frame at its native size.
public struct Photo: Sendable {
    /// The manifest's name, for example "coffee".
    public let name: String
    /// The photo's pixels (tight rows).
    public let frame: I420Frame
}

/// The real frames committed under Benchmarks/Suite/Content (see its README and manifest.json),
/// loaded and checked: exact byte count and FNV-1a checksum per file.
public enum PhotoLibrary {
    private struct Manifest: Decodable {
        struct Entry: Decodable {
            let name: String
            let file: String
            let width: Int
            let height: Int
            let fnv1a64: String
        }
        let frames: [Entry]
    }

    /// Loads every photo the manifest in `directory` lists.
    /// - Throws: `ContentError` for a missing or invalid manifest, or a missing, short, long or
    ///   corrupt frame file.
    public static func load(directory: URL) throws -> [Photo] {
        let manifestURL = directory.appendingPathComponent("manifest.json")
        guard let manifestData = FileManager.default.contents(atPath: manifestURL.path) else {
            throw ContentError.contentNotFound(searched: [directory.path])
        }
        let manifest: Manifest
        do {
            manifest = try JSONDecoder().decode(Manifest.self, from: manifestData)
        } catch {
            throw ContentError.unreadableManifest(path: manifestURL.path, reason: "\(error)")
        }
        guard !manifest.frames.isEmpty else {
            throw ContentError.unreadableManifest(path: manifestURL.path, reason: "it lists no frames")
        }
        return try manifest.frames.map { entry in
            let path = directory.appendingPathComponent(entry.file).path
            guard entry.width > 0, entry.height > 0, entry.width % 2 == 0, entry.height % 2 == 0,
                  entry.width <= Plane.maximumDimension, entry.height <= Plane.maximumDimension else {
                throw ContentError.invalidSize(path: path, width: entry.width, height: entry.height)
            }
            guard let bytes = FileManager.default.contents(atPath: path) else { throw ContentError.missingFrame(path: path) }
            let size = FrameSize(width: entry.width, height: entry.height)
            guard bytes.count == size.yuv420ByteCount else {
                throw ContentError.wrongByteCount(path: path, expected: size.yuv420ByteCount, actual: bytes.count)
            }
            let checksum = fnv1a64(bytes)
            guard checksum == entry.fnv1a64.lowercased() else {
                throw ContentError.checksumMismatch(path: path, expected: entry.fnv1a64, actual: checksum)
            }
            let frame = try I420Frame.allocate(size: size, name: entry.name)
            var offset = 0
            for plane in frame.planes {
                for y in 0..<plane.height {
                    let row = plane.row(y)
                    bytes.copyBytes(to: row.bindMemory(to: UInt8.self), from: offset..<(offset + plane.rowBytes))
                    offset += plane.rowBytes
                }
            }
            return Photo(name: entry.name, frame: frame)
        }
    }

    /// The photos bundled with the suite, loaded once.
    /// - Throws: `ContentError` when they cannot be found or fail their checks.
    public static func bundled() throws -> [Photo] { try cached.get() }

    private static let cached: Result<[Photo], Error> = Result {
        let candidates = bundledDirectoryCandidates()
        guard let directory = candidates.first(where: {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("manifest.json").path)
        }) else {
            throw ContentError.contentNotFound(searched: candidates.map(\.path))
        }
        return try load(directory: directory)
    }

    /// Where SwiftPM puts the copied resources (next to the executable or test bundle), then the
    /// source checkout this file was compiled from.
    static func bundledDirectoryCandidates() -> [URL] {
        let resources = "PiPFrameBench_Suite.resources/Content"
        let executableDirectory = Bundle.main.bundleURL
        let sourceDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return [
            executableDirectory.appendingPathComponent(resources),
            executableDirectory.deletingLastPathComponent().appendingPathComponent(resources),
            sourceDirectory.appendingPathComponent("Content"),
        ]
    }

    /// 64-bit FNV-1a of `bytes`, as lowercase hex (the manifest's checksum).
    static func fnv1a64(_ bytes: Data) -> String {
        var hash = FNV1a64()
        bytes.withUnsafeBytes { hash.update($0) }
        return hash.hex
    }
}
