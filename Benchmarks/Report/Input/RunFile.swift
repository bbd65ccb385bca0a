import Foundation
import Gate
import Results

/// One result file given to `bench report` (`bench run --benchmark_out`, `bench record`, `bench
/// check --save-run`), read by the gate's one reader (`ResultDocument`), with where it came from.
public struct RunFile: Sendable {
    /// Where it was read from.
    public let path: String
    /// The file, decoded once.
    public let document: ResultDocument

    /// What it measures: from its metadata (or context), else time for a plain Google Benchmark file.
    public var metric: Metric { document.metric }

    /// Reads a file; any metric.
    /// - Throws: `ReportInputError.resultFile` with the gate's message.
    public static func read(path: String) throws(ReportInputError) -> RunFile {
        do {
            return RunFile(path: path, document: try ResultDocument.read(path: path, role: .run, metric: nil, requireMetadata: false))
        } catch {
            throw .resultFile(error)
        }
    }

    /// `read` without the file system.
    public static func decode(_ data: Data, path: String) throws(ReportInputError) -> RunFile {
        do {
            return RunFile(path: path, document: try ResultDocument.decode(data, path: path, role: .run, metric: nil, requireMetadata: false))
        } catch {
            throw .resultFile(error)
        }
    }
}
