import Foundation
import Gate

/// One JSON file `bench` wrote (`bench run --benchmark_out`, `bench record`, `bench check
/// --save-run`), with the user counters the gate's reader leaves out.
public struct RunFile: Sendable {
    /// Where it was read from.
    public let path: String
    /// What it measures: from its metadata, or time for a plain Google Benchmark file.
    public let metric: Metric
    /// The entries and metadata as the gate reads them.
    public let document: ResultDocument
    /// Google Benchmark's "context" values as text (machine, build, date), for the header.
    public let context: [String: String]
    /// Per entry (same order as `document.benchmarks`), its numeric fields: user counters such as
    /// `psnr_y` and `cpu_percent`, and Google Benchmark's own.
    public let numbers: [[String: Double]]

    /// Reads a file; any metric.
    /// - Throws: `ReportInputError.resultFile` with the gate's message.
    public static func read(path: String) throws(ReportInputError) -> RunFile {
        guard FileManager.default.fileExists(atPath: path) else { throw .resultFile(.notFound(path: path, role: .run)) }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else {
            throw .resultFile(.unreadable(path: path, role: .run, reason: "cannot read the file"))
        }
        return try decode(data, path: path)
    }

    /// `read` without the file system.
    public static func decode(_ data: Data, path: String) throws(ReportInputError) -> RunFile {
        // Google Benchmark writes bare NaN for some aggregates; read them as null (no number).
        let data = GoogleBenchmarkJSON.finiteOnly(data)
        let object = try? JSONSerialization.jsonObject(with: data)
        let dictionary = object as? [String: Any]
        let metadata = dictionary?[ResultDocument.metadataKey] as? [String: Any]
        let rawContext = dictionary?["context"] as? [String: Any] ?? [:]
        let metric = (metadata?["metric"] as? String).flatMap(Metric.init(rawValue:))
            ?? (rawContext["metric"] as? String).flatMap(Metric.init(rawValue:)) ?? .time
        let document: ResultDocument
        do {
            document = try ResultDocument.decode(data, path: path, role: .run, metric: metric, requireMetadata: false)
        } catch {
            throw .resultFile(error)
        }
        let entries = dictionary?["benchmarks"] as? [[String: Any]] ?? []
        return RunFile(
            path: path, metric: metric, document: document,
            context: rawContext.compactMapValues(Self.text), numbers: entries.map { $0.compactMapValues(Self.number) })
    }

    static func number(_ value: Any) -> Double? {
        switch value {
        case let value as Int: return Double(value)
        case let value as Double: return value
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }

    private static func text(_ value: Any) -> String? {
        switch value {
        case let value as String: return value
        case let value as NSNumber: return value.stringValue
        default: return nil
        }
    }
}
