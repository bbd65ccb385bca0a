import Foundation
import Harness
import Measurement
import Results
import Suite

/// `bench run --summary-markdown FILE`: the run's summary tables as Markdown, under a header with
/// the machine (as result files record it: `MachineFacts.profile()`), the date, the git commit, the
/// load average when the run ended and the command line.
enum SummaryMarkdownFile {
    /// Writes the document to `path` (through a temporary file next to it, renamed when whole),
    /// with the run's `warnings` above the legend.
    /// - Throws: `SummaryMarkdownError` naming the file when it cannot be written.
    static func write(
        to path: String, summary: SummaryTable, readOrders: ReadOrderSummary, pipelines: PipelineSummary, warnings: [String],
        arguments: [String]
    ) throws {
        let profile = MachineFacts.profile()
        let command = (["bench"] + arguments).map(shellWord).joined(separator: " ")
        let facts: [(label: String, value: String)] = [
            ("Machine", "\(profile.cpuModel), \(profile.logicalCores) logical cores, \(profile.architecture)"),
            ("Caches", profile.caches.joined(separator: ", ")),
            ("SIMD features", profile.simdFeatures.joined(separator: " ")),
            ("Operating system", profile.operatingSystem),
            ("Toolchain", "\(profile.swiftVersion); \(profile.buildConfiguration) build; row kernels \(profile.rowKernelsName); libyuv \(profile.libyuvVersion)"),
            ("Date", MachineFacts.date()),
            ("Commit", "`\(MachineFacts.gitCommit())`"),
            ("Load average at the end of the run", loadAverage()),
            ("Command", "`\(command)`"),
        ]
        let notes = warnings.map { "**\($0)**" } + [SummaryLegend(framesPerSecond: summary.framesPerSecond).markdown]
        let text = SummaryMarkdown.document(
            title: "Results", facts: facts, notes: notes, summary: summary, readOrders: readOrders, pipelines: pipelines)
        let url = URL(fileURLWithPath: path)
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw SummaryMarkdownError(path: path, reason: "\(error)")
        }
    }

    /// The 1, 5 and 15 minute load averages, or "unknown".
    static func loadAverage() -> String {
        var loads = [Double](repeating: 0, count: 3)
        guard getloadavg(&loads, 3) == 3 else { return "unknown" }
        return loads.map { FigureFormat.text.fixed($0, digits: 2) }.joined(separator: ", ")
    }

    /// `word` as a shell word: quoted when it holds characters a shell would interpret.
    static func shellWord(_ word: String) -> String {
        let plain = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=./,:@+")
        guard !word.isEmpty, word.unicodeScalars.allSatisfy(plain.contains) else {
            return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        return word
    }
}

/// The Markdown summary could not be written.
struct SummaryMarkdownError: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { "cannot write the Markdown summary to \(path): \(reason)" }
}
