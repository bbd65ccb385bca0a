import ArgumentParser
import Foundation
import Gate

/// Writing the gate's outputs (`bench check`, `bench ab`): a file (its folder made when missing),
/// and appending to one (the GitHub Actions step summary).
enum SummaryOutput {
    /// Prints the console `table`, writes the Markdown summary and the verdict file, appends the
    /// summary to `$GITHUB_STEP_SUMMARY` when that is set, prints where both went (after
    /// `label: `), and ends with `exitCode` unless it is a pass.
    static func publish(
        table: String, markdown: String, verdict: Data, exitCode: GateExitCode, summaryPath: String, verdictPath: String, label: String
    ) throws {
        print(table, terminator: "")
        try write(Data(markdown.utf8), to: summaryPath)
        try write(verdict, to: verdictPath)
        if let stepSummary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !stepSummary.isEmpty {
            try append(Data((markdown + "\n").utf8), to: stepSummary)
        }
        print("\(label): summary \(summaryPath), verdict \(verdictPath)")
        if exitCode != .pass { throw ExitCode(exitCode.rawValue) }
    }

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
