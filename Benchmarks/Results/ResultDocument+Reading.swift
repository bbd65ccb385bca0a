import Foundation

/// Reading a result file: one decode into `ResultDocument`, every problem a `ResultFileError`.
extension ResultDocument {
    /// Reads and checks a file.
    /// - Parameters:
    ///   - metric: the metric the caller expects; a file with metadata for another metric is
    ///     rejected. nil accepts the file's own metric (`metric` of the document).
    ///   - requireMetadata: true for baselines (they must carry metric and machine profile).
    /// - Throws: `ResultFileError` with a message saying what to do.
    public static func read(
        path: String, role: ResultFileError.Role, metric: Metric?, requireMetadata: Bool
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
        _ data: Data, path: String, role: ResultFileError.Role, metric: Metric?, requireMetadata: Bool
    ) throws(ResultFileError) -> ResultDocument {
        // Files of earlier versions of the suite (and of Google Benchmark itself) may hold bare NaN.
        let document: ResultDocument
        do {
            document = try JSONDecoder().decode(ResultDocument.self, from: GoogleBenchmarkJSON.finiteOnly(data))
        } catch let problem as LayoutProblem {
            switch problem {
            case .notBenchmarkJSON: throw .notBenchmarkJSON(path: path, role: role)
            case let .unsupportedFormatVersion(version): throw .unsupportedFormatVersion(path: path, role: role, version: version)
            }
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            throw .unreadable(path: path, role: role, reason: "not valid JSON")
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
            throw .notBenchmarkJSON(path: path, role: role)
        } catch DecodingError.keyNotFound(_, let context) where context.codingPath.first?.stringValue == "benchmarks" {
            // An entry without a name.
            throw .notBenchmarkJSON(path: path, role: role)
        } catch {
            throw .unreadable(path: path, role: role, reason: "unexpected layout (\(Self.describe(error)))")
        }
        let expected = metric ?? document.metric
        if let metadata = document.metadata, metadata.metric != expected {
            throw .wrongMetric(path: path, role: role, expected: expected, found: metadata.metric)
        }
        if document.metadata == nil, requireMetadata { throw .missingMetadata(path: path, role: role) }
        if document.metadata == nil, expected.isExact {
            // A plain Google Benchmark file holds times, never instruction or memory counts.
            throw .missingMetadata(path: path, role: role)
        }
        if let problem = document.benchmarks.lazy.compactMap(\.timeProblem).first {
            throw .unreadable(path: path, role: role, reason: problem)
        }
        return document
    }

    /// What makes JSON not a result file, found while decoding; `decode` turns it into a
    /// `ResultFileError` naming the file.
    enum LayoutProblem: Error {
        /// No "benchmarks" array.
        case notBenchmarkJSON
        /// Metadata of a layout this bench does not read.
        case unsupportedFormatVersion(Int)
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

extension ResultDocument: Codable {
    private enum CodingKeys: String, CodingKey {
        case context, benchmarks, metadata
    }

    private enum VersionKeys: String, CodingKey {
        case formatVersion
    }

    /// Reads the JSON object of a result file. A "context" that is not an object is read as empty
    /// (the gate never needed it).
    /// - Throws: `LayoutProblem` without a "benchmarks" array or for metadata of another format
    ///   version (checked before the rest of the metadata); `DecodingError` for any other layout.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.contains(.benchmarks), (try? container.nestedUnkeyedContainer(forKey: .benchmarks)) != nil else {
            throw LayoutProblem.notBenchmarkJSON
        }
        if let version = try? container.nestedContainer(keyedBy: VersionKeys.self, forKey: .metadata)
            .decodeIfPresent(Int.self, forKey: .formatVersion), version != ResultMetadata.currentFormatVersion {
            throw LayoutProblem.unsupportedFormatVersion(version)
        }
        var entries = try container.nestedUnkeyedContainer(forKey: .benchmarks)
        benchmarks = []
        while !entries.isAtEnd {
            let entry = try entries.superDecoder()
            var benchmark = try BenchmarkEntry(from: entry)
            benchmark.fields = try BenchmarkEntry.otherFields(from: entry)
            benchmarks.append(benchmark)
        }
        metadata = try container.decodeIfPresent(ResultMetadata.self, forKey: .metadata)
        context = (try? container.decodeIfPresent([String: JSONValue].self, forKey: .context)) ?? [:]
    }

    /// Writes "context", "benchmarks" and, when there is one, "metadata".
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(context, forKey: .context)
        var entries = container.nestedUnkeyedContainer(forKey: .benchmarks)
        for benchmark in benchmarks {
            let entry = entries.superEncoder()
            try benchmark.encode(to: entry)
            try benchmark.encodeOtherFields(to: entry)
        }
        try container.encodeIfPresent(metadata, forKey: .metadata)
    }
}
