import Foundation

/// Writing `bench ab`'s summary and verdict: a file (its folder made when missing), and appending
/// to one (the GitHub Actions step summary).
enum SummaryOutput {
    /// Writes `data` to `path`, making its folder.
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Appends `data` to `path` (created when missing).
    static func append(_ data: Data, to path: String) throws {
        if !FileManager.default.fileExists(atPath: path) { try write(data, to: path); return }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: data)
    }
}
