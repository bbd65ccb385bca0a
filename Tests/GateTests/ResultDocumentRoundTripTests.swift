import Foundation
@testable import Gate
@testable import Results
import Testing

/// The one model keeps what it does not type: a file read and written again keeps Google
/// Benchmark's fields, its counters and its context.
@Suite struct ResultDocumentRoundTripTests {
    func decode(_ data: Data) throws -> ResultDocument {
        try ResultDocument.decode(data, path: "r.json", role: .run, metric: nil, requireMetadata: false)
    }

    @Test("entries keep counters and bookkeeping; context keeps nested values; a second round changes nothing")
    func roundTrip() throws {
        let data = try ResultDocument.adding(Fixtures.metadata(.time), to: Data(ResultDocumentTests.googleBenchmarkJSON.utf8))
        let document = try decode(data)
        #expect(document.benchmarks[0].counters == ["bytes_per_second": 1e9])
        #expect(document.benchmarks[0].fields["repetitions"] == .number(2))
        #expect(document.benchmarks[2].fields["aggregate_name"] == "median")
        #expect(document.context["num_cpus"]?.text == "2" && document.context["library_build_type"] == "release")
        #expect(try decode(document.encoded()) == document)
        let object = try #require(try JSONSerialization.jsonObject(with: document.encoded()) as? [String: Any])
        let entry = try #require((object["benchmarks"] as? [[String: Any]])?.first)
        #expect(entry["bytes_per_second"] as? Double == 1e9 && entry["run_type"] as? String == "iteration")
    }

    @Test("the file's metric: metadata, else the context's, else time; families are absent unless recorded")
    func metric() throws {
        #expect(try decode(Data(#"{"benchmarks": []}"#.utf8)).metric == .time)
        // A plain file whose context says instructions: counts without the metadata that says whose.
        #expect(throws: ResultFileError.missingMetadata(path: "r.json", role: .run)) {
            try decode(Data(#"{"context": {"metric": "instructions"}, "benchmarks": []}"#.utf8))
        }
        #expect(ResultDocument(benchmarks: [], metadata: nil, context: ["metric": "instructions"]).metric == .instructions)
        #expect(throws: ResultFileError.missingMetadata(path: "r.json", role: .run)) {
            try ResultDocument.decode(Data(#"{"benchmarks": []}"#.utf8), path: "r.json", role: .run, metric: .instructions, requireMetadata: false)
        }
        let encoded = String(decoding: try JSONEncoder().encode(Fixtures.metadata(.time)), as: UTF8.self)
        #expect(!encoded.contains("strategyFamilies"))
        var recorded = Fixtures.metadata(.time)
        recorded.strategyFamilies = ["I420ToNV12/simd/1280x720/hot": "simd"]
        #expect(try JSONDecoder().decode(ResultMetadata.self, from: JSONEncoder().encode(recorded)) == recorded)
    }

    @Test("numbers stay numbers (0 and 1 are not booleans), booleans and strings stay what they were")
    func valueKinds() throws {
        let json = #"{"benchmarks": [{"name": "A", "threads": 1, "family_index": 0, "flag": true, "label": "x", "list": [1, null]}]}"#
        let fields = try decode(Data(json.utf8)).benchmarks[0].fields
        #expect(fields["threads"] == .number(1) && fields["family_index"] == .number(0) && fields["flag"] == .bool(true))
        #expect(fields["label"] == "x" && fields["list"] == .array([.number(1), .null]))
    }

    @Test("a context that is not an object, or a null benchmarks array, are read as the old reader read them")
    func oddLayouts() throws {
        #expect(try decode(Data(#"{"context": "x", "benchmarks": []}"#.utf8)).context.isEmpty)
        #expect(throws: ResultFileError.notBenchmarkJSON(path: "r.json", role: .run)) { try decode(Data(#"{"benchmarks": null}"#.utf8)) }
        #expect(throws: ResultFileError.notBenchmarkJSON(path: "r.json", role: .run)) { try decode(Data("[1, 2]".utf8)) }
        #expect(throws: ResultFileError.self) { try decode(Data(#"{"benchmarks": [{"name": "A", "real_time": "fast"}]}"#.utf8)) }
    }
}
