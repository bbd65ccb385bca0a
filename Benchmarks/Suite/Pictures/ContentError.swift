/// The bundled real frames could not be loaded. Every message says which file and what to do.
public enum ContentError: Error, Equatable, CustomStringConvertible {
    /// No directory with a manifest was found at any of the places looked at.
    case contentNotFound(searched: [String])
    /// The manifest exists but is not the expected JSON.
    case unreadableManifest(path: String, reason: String)
    /// A frame file the manifest lists does not exist or cannot be read.
    case missingFrame(path: String)
    /// A frame file does not hold exactly the bytes of an I420 frame of its listed size.
    case wrongByteCount(path: String, expected: Int, actual: Int)
    /// A frame file's bytes do not match the checksum in the manifest (corrupt or replaced).
    case checksumMismatch(path: String, expected: String, actual: String)
    /// The manifest lists a size that is not a positive even size.
    case invalidSize(path: String, width: Int, height: Int)

    private static let regenerate = "restore it from git (git checkout -- Benchmarks/Suite/Content) or regenerate it with scripts/tools/make-real-frames.py"

    public var description: String {
        switch self {
        case let .contentNotFound(searched):
            return "real frames not found (looked in \(searched.joined(separator: ", "))); build with SwiftPM, which copies Benchmarks/Suite/Content next to the executable, or run from the package checkout"
        case let .unreadableManifest(path, reason):
            return "\(path): not a valid frame manifest (\(reason)); \(Self.regenerate)"
        case let .missingFrame(path):
            return "\(path): frame file missing or unreadable; \(Self.regenerate)"
        case let .wrongByteCount(path, expected, actual):
            return "\(path): holds \(actual) bytes but an I420 frame of the listed size has \(expected) (truncated or wrong file); \(Self.regenerate)"
        case let .checksumMismatch(path, expected, actual):
            return "\(path): FNV-1a checksum \(actual) differs from the manifest's \(expected) (corrupt file); \(Self.regenerate)"
        case let .invalidSize(path, width, height):
            return "\(path): listed size \(width)x\(height) is not a positive even size; \(Self.regenerate)"
        }
    }
}
