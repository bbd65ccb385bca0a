import Foundation

/// A baseline or run file: Google Benchmark's JSON ("context", "benchmarks" with one entry per
/// repetition and the aggregates) plus the suite's top-level "metadata", which compare.py ignores.
public struct ResultDocument: Sendable, Equatable {
    /// Google Benchmark's entries, in file order.
    public var benchmarks: [BenchmarkEntry]
    /// nil for a plain Google Benchmark file.
    public var metadata: ResultMetadata?

    /// A document from entries and metadata.
    public init(benchmarks: [BenchmarkEntry], metadata: ResultMetadata?) {
        self.benchmarks = benchmarks
        self.metadata = metadata
    }

    /// The key of the suite's metadata at the top level of the JSON object.
    public static let metadataKey = "metadata"

    private struct Decoded: Decodable {
        let benchmarks: [BenchmarkEntry]
        let metadata: ResultMetadata?
    }

    private struct VersionProbe: Decodable {
        struct Version: Decodable { let formatVersion: Int? }
        let metadata: Version?
    }

    /// Reads and checks a file.
    /// - Parameters:
    ///   - metric: the metric the comparison is about; a file with metadata for another metric is rejected.
    ///   - requireMetadata: true for baselines (they must carry metric and machine profile).
    /// - Throws: `ResultFileError` with a message saying what to do.
    public static func read(
        path: String, role: ResultFileError.Role, metric: Metric, requireMetadata: Bool
    ) throws(ResultFileError) -> ResultDocument {
        guard FileManager.default.fileExists(atPath: path) else { throw .notFound(path: path, role: role) }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, role: role, reason: error.localizedDescription)
        }
        return try decode(data, path: path, role: role, metric: metric, requireMetadata: requireMetadata)
    }

    /// `read` without the file system (for tests and for results already in memory).
    public static func decode(
        _ data: Data, path: String, role: ResultFileError.Role, metric: Metric, requireMetadata: Bool
    ) throws(ResultFileError) -> ResultDocument {
        // Files of earlier versions of the suite (and of Google Benchmark itself) may hold bare NaN.
        let data = GoogleBenchmarkJSON.finiteOnly(data)
        guard let object = try? JSONSerialization.jsonObject(with: data) else {
            throw .unreadable(path: path, role: role, reason: "not valid JSON")
        }
        guard let dictionary = object as? [String: Any], dictionary["benchmarks"] is [Any] else {
            throw .notBenchmarkJSON(path: path, role: role)
        }
        if let version = (try? JSONDecoder().decode(VersionProbe.self, from: data))?.metadata?.formatVersion,
           version != ResultMetadata.currentFormatVersion {
            throw .unsupportedFormatVersion(path: path, role: role, version: version)
        }
        let decoded: Decoded
        do {
            decoded = try JSONDecoder().decode(Decoded.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) where context.codingPath.first?.stringValue == "benchmarks" {
            _ = key
            throw .notBenchmarkJSON(path: path, role: role)
        } catch {
            throw .unreadable(path: path, role: role, reason: "unexpected layout (\(Self.describe(error)))")
        }
        if let metadata = decoded.metadata, metadata.metric != metric {
            throw .wrongMetric(path: path, role: role, expected: metric, found: metadata.metric)
        }
        if decoded.metadata == nil, requireMetadata { throw .missingMetadata(path: path, role: role) }
        if decoded.metadata == nil, metric == .instructions {
            // A plain Google Benchmark file holds times, never instruction counts.
            throw .missingMetadata(path: path, role: role)
        }
        if let problem = decoded.benchmarks.lazy.compactMap(\.timeProblem).first {
            throw .unreadable(path: path, role: role, reason: problem)
        }
        return ResultDocument(benchmarks: decoded.benchmarks, metadata: decoded.metadata)
    }

    /// Google Benchmark's JSON output with `metadata` added at the top level; everything else is
    /// kept as Google Benchmark wrote it, so compare.py reads the result.
    /// - Throws: `ResultFileError.notBenchmarkJSON` when `googleBenchmarkJSON` is not such a file.
    public static func adding(_ metadata: ResultMetadata, to googleBenchmarkJSON: Data) throws(ResultFileError) -> Data {
        guard var object = (try? JSONSerialization.jsonObject(with: GoogleBenchmarkJSON.finiteOnly(googleBenchmarkJSON))) as? [String: Any],
              object["benchmarks"] is [Any] else {
            throw .notBenchmarkJSON(path: "(Google Benchmark output)", role: .run)
        }
        object[metadataKey] = jsonObject(metadata)
        return serialize(object)
    }

    /// The counter that repeats an instructions file's count under a name that says what it is.
    public static let instructionsCounter = "instructions_per_frame"

    /// A Google Benchmark-shaped file built from entries (the instructions metric, which does not
    /// run Google Benchmark): "context" holds `context`, "benchmarks" the entries. In an
    /// instructions file, real_time and cpu_time hold the count (with time_unit "ns", so that
    /// compare.py reads it; a dashboard must not read it as time): each measured entry also
    /// holds it as the counter `instructionsCounter` and says so in its "label".
    public static func make(entries: [BenchmarkEntry], context: [String: Any], metadata: ResultMetadata) -> Data {
        let benchmarks = entries.map { entry -> Any in
            guard metadata.metric == .instructions, !entry.failed, let count = entry.realTime,
                  var object = jsonObject(entry) as? [String: Any] else { return jsonObject(entry) }
            object[instructionsCounter] = count
            object["label"] = "instructions per frame (real_time and cpu_time hold the count, not ns)"
            return object
        }
        return serialize(["context": context, "benchmarks": benchmarks, metadataKey: jsonObject(metadata)])
    }

    private static func jsonObject<Value: Encodable>(_ value: Value) -> Any {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Encoding these plain value types cannot fail; an empty object keeps the file valid anyway.
        guard let data = try? encoder.encode(value), let object = try? JSONSerialization.jsonObject(with: data) else {
            return [String: Any]()
        }
        return object
    }

    private static func serialize(_ object: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case let DecodingError.keyNotFound(key, context):
            return "missing \(key.stringValue) at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
             let DecodingError.dataCorrupted(context):
            return "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }
}
