import Foundation

/// Writing a result file: Google Benchmark's layout, so compare.py and dashboards read it.
extension ResultDocument {
    /// The file's JSON (pretty-printed, sorted keys). A value that is not finite is written as
    /// Google Benchmark writes it (`NaN`, `Infinity`), which compare.py reads.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        // Encoding these value types cannot fail; an empty object keeps the file valid anyway.
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }

    /// Google Benchmark's JSON output with `metadata` added at the top level; everything else is
    /// kept as Google Benchmark wrote it, so compare.py reads the result.
    /// - Throws: `ResultFileError.notBenchmarkJSON` when `googleBenchmarkJSON` is not such a file.
    public static func adding(_ metadata: ResultMetadata, to googleBenchmarkJSON: Data) throws(ResultFileError) -> Data {
        var document: ResultDocument
        do {
            document = try decode(googleBenchmarkJSON, path: "(Google Benchmark output)", role: .run, metric: nil, requireMetadata: false)
        } catch {
            throw .notBenchmarkJSON(path: "(Google Benchmark output)", role: .run)
        }
        document.metadata = metadata
        return document.encoded()
    }

    /// A Google Benchmark-shaped file built from entries (the instructions metric, which does not
    /// run Google Benchmark): "context" holds `context`, "benchmarks" the entries. In an
    /// instructions file, real_time and cpu_time hold the count (with time_unit "ns", so that
    /// compare.py reads it; a dashboard must not read it as time): each measured entry also
    /// holds it as the counter `instructionsCounter` and says so in its "label".
    public static func make(entries: [BenchmarkEntry], context: [String: JSONValue], metadata: ResultMetadata) -> Data {
        let benchmarks = entries.map { entry -> BenchmarkEntry in
            guard metadata.metric == .instructions, !entry.failed, let count = entry.realTime else { return entry }
            var entry = entry
            entry.fields[instructionsCounter] = .number(count)
            entry.fields["label"] = .string("instructions per frame (real_time and cpu_time hold the count, not ns)")
            return entry
        }
        return ResultDocument(benchmarks: benchmarks, metadata: metadata, context: context).encoded()
    }
}
