import Foundation
import FuzzSupport
import Gate
import Results

/// libFuzzer's entry point for the gate's readers. The bytes: a mode byte (metric, whether the
/// baseline must carry metadata, a filter), then a baseline file and a run file separated by the
/// first NUL byte (without one, the same bytes serve as both).
///
/// Checks: reading never fails other than with `ResultFileError`; two documents that read are
/// compared, the verdict renders as table, Markdown and JSON, and the verdict file reads back (as
/// `VerdictFile`) to the same verdict; read as `bench compare` and `bench export` read them, they
/// compare and export, and a document written again reads back the same; the run merger and the
/// Callgrind dump parsers (the header's and the whole dump's, and a profile of it) and the profile
/// file reader take any bytes;
/// and a verdict reader given the bytes themselves either decodes or throws.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResultFiles(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var input = FuzzInput(data, count)
    let mode = input.byte()
    let files = input.twoFiles()
    let bytes = files.first + (files.second.map { [0] + $0 } ?? [])
    let baselineBytes = Data(files.first), runBytes = Data(files.second ?? files.first)
    let metric: Metric = mode & 1 == 0 ? .instructions : .time
    let baseline = read(baselineBytes, role: .baseline, metric: metric, requireMetadata: mode & 2 != 0)
    let run = read(runBytes, role: .run, metric: metric, requireMetadata: false)
    if let baseline, let run {
        let filter = mode & 4 != 0 ? try? BenchmarkFilter(mode & 8 != 0 ? "^Memcpy" : "-naive") : nil
        let report = RegressionGate.compare(baseline: baseline, run: run, settings: GateSettings(metric: metric, filter: filter))
        _ = report.renderTable()
        _ = report.renderMarkdown()
        let json = report.renderJSON()
        do {
            // Read back as its consumers would, and written again: the same document (NaN != NaN,
            // so the values are not compared directly; a null, which the verdict writes for a
            // number that is not finite, reads back as absent).
            let decoder = JSONDecoder()
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
            let readBack = try decoder.decode(VerdictFile.self, from: json)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
            if try withoutNulls(encoder.encode(readBack)) != withoutNulls(json) {
                fuzzFailure("the JSON verdict does not read back to the same verdict")
            }
        } catch {
            fuzzFailure("the JSON verdict does not read back: \(error)")
        }
    }
    // The same documents as `bench compare` and `bench export` read them (any metric).
    if let base = read(baselineBytes, role: .run, metric: nil, requireMetadata: false),
       let new = read(runBytes, role: .run, metric: nil, requireMetadata: false) {
        _ = (try? FileComparison(base: base, new: new, clock: mode & 16 == 0 ? .real : .cpu))?.render()
        _ = DashboardExport(new).render(mode & 32 == 0 ? .bencher : .githubActionBenchmark)
        // The one model writes what it read: reading that back gives the same document.
        if let again = read(new.encoded(), role: .run, metric: nil, requireMetadata: false), again != new {
            fuzzFailure("a document written by ResultDocument.encoded() reads back differently")
        }
    }
    _ = try? ProcessRuns.merge([baselineBytes, runBytes])
    _ = CallgrindDump.parse(String(decoding: bytes, as: UTF8.self))
    // The whole-dump reader and a profile of what it read (string instructions named from no bytes).
    if let graph = try? CallgrindCallGraph.parse(String(decoding: bytes, as: UTF8.self)) {
        let profile = graph.profile(benchmark: "b", frames: Int(mode % 4), instruction: { _, _ in nil })
        _ = ProfileDocument(counter: "callgrind", architecture: "x86_64", gitCommit: "", benchmarks: [profile.pruned()]).encoded()
    }
    // Profile files: decoded or refused with ProfileFileError, and a pair compared as the gate does.
    if let before = try? ProfileDocument.decode(baselineBytes, path: "baseline"), let after = try? ProfileDocument.decode(runBytes, path: "run") {
        for profile in after.benchmarks { if let old = before[profile.benchmark] { _ = ProfileComparison(baseline: old, current: profile) } }
    }
    _ = try? VerdictFile.decode(Data(bytes))
    return 0
}

/// `ResultDocument.decode`; nil when it throws `ResultFileError` (any other error is a finding).
private func read(_ data: Data, role: ResultFileError.Role, metric: Metric?, requireMetadata: Bool) -> ResultDocument? {
    do {
        return try ResultDocument.decode(data, path: "fuzz.json", role: role, metric: metric, requireMetadata: requireMetadata)
    } catch {
        // The typed throw guarantees ResultFileError; its message must name the file.
        if !error.description.contains("fuzz.json") { fuzzFailure("message without the file's path: \(error)") }
        return nil
    }
}

/// `json` parsed, with every null member removed, written again with sorted keys.
private func withoutNulls(_ json: Data) throws -> Data {
    func strip(_ value: Any) -> Any {
        if let object = value as? [String: Any] { return object.filter { !($0.value is NSNull) }.mapValues(strip) }
        if let array = value as? [Any] { return array.map(strip) }
        return value
    }
    return try JSONSerialization.data(withJSONObject: strip(JSONSerialization.jsonObject(with: json)), options: [.sortedKeys])
}
