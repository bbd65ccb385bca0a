import Foundation
import Gate
import Results

/// A result file that `MeasurementPlan.measure()` made: the bytes to write, and the document
/// decoded from them; for instructions, the benchmarks' function profiles to write beside it.
public struct MeasuredResult: Sendable {
    /// The file's JSON: Google Benchmark's output plus the suite's metadata.
    public let contents: Data
    /// `contents` decoded.
    public let document: ResultDocument
    /// instructions: where each benchmark's instructions went (`ProfileDocument.path(besideResult:)`
    /// says where it is kept); nil for time.
    public var profiles: ProfileDocument?

    /// A result and its profiles.
    public init(contents: Data, document: ResultDocument, profiles: ProfileDocument? = nil) {
        self.contents = contents
        self.document = document
        self.profiles = profiles
    }

    /// Writes the result to `path` (creating its folder) and its profiles, if any, beside it.
    public func write(to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url)
        let profilePath = ProfileDocument.path(besideResult: path)
        if let profiles {
            try profiles.encoded().write(to: URL(fileURLWithPath: profilePath))
        } else if FileManager.default.fileExists(atPath: profilePath) {
            try FileManager.default.removeItem(atPath: profilePath)  // a stale one would describe another run
        }
    }
}
