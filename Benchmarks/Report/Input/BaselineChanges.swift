import Foundation
import Gate
import Results

/// What section 6 shows: the gate's rows from a verdict file (`bench check --verdict` or `bench ab
/// --verdict`), or from comparing the run with a baseline here; or why there is no comparison.
public struct BaselineChanges: Sendable {
    /// Where the rows come from, for the page ("verdict FILE" or "baseline FILE").
    public var source: String
    public var metric: Metric?
    /// One row per benchmark, as the gate writes them.
    public var rows: [GateRow]
    /// Why the comparison could not be made (an unusable baseline, a failed check), or nil.
    public var failure: String?
    /// The gate's warnings and the report's own notes.
    public var notes: [String]
    /// Where the instructions of each REGRESSION and IMPROVEMENT row moved (from a verdict of
    /// `bench check --metric instructions`).
    public var profiles: [ProfileComparison] = []

    /// The verdict file at `path` (`VerdictFile`, read with its Codable conformance).
    /// - Throws: `ReportInputError.notAVerdict` when the file is missing or not a verdict file.
    public static func verdict(path: String) throws(ReportInputError) -> BaselineChanges {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .notAVerdict(path: path, reason: "no such file or not readable")
        }
        let verdict: VerdictFile
        do {
            verdict = try VerdictFile.decode(data)
        } catch {
            throw .notAVerdict(path: path, reason: VerdictFile.problem(error))
        }
        return BaselineChanges(source: "verdict \(path)", metric: verdict.metric, rows: verdict.benchmarks, failure: verdict.failure,
                               notes: ["gate status: \(verdict.status)"] + verdict.warnings + (verdict.profileNote.map { ["profiles: \($0)"] } ?? []),
                               profiles: verdict.profiles ?? [])
    }

    /// The run compared with the baseline at `path` by the gate's own rules (default thresholds),
    /// over the benchmarks the run holds. An unusable baseline gives a comparison with `failure` set.
    public static func baseline(path: String, run: ReportData) -> BaselineChanges {
        let source = "baseline \(path)"
        let baseline: ResultDocument
        do {
            baseline = try ResultDocument.read(path: path, role: .baseline, metric: run.metric, requireMetadata: false)
        } catch {
            return BaselineChanges(source: source, metric: run.metric, rows: [], failure: error.description, notes: [])
        }
        let names = Set(run.benchmarks.map(\.name.full))
        let kept = baseline.benchmarks.filter { names.contains($0.benchmarkName) }
        let leftOut = Set(baseline.benchmarks.map(\.benchmarkName)).subtracting(names).count
        let report = RegressionGate.compare(
            baseline: ResultDocument(benchmarks: kept, metadata: baseline.metadata), run: run.combinedDocument,
            settings: GateSettings(metric: run.metric))
        var notes = report.warnings
        notes.append("rule (as `bench check` at its default threshold): \(report.rule.description)")
        if leftOut > 0 {
            notes.append("\(leftOut) baseline benchmark(s) not in this run are left out (a filtered run); `bench check` reports them as missing")
        }
        if run.metric == .time {
            notes.append("time: an indication from one run's samples; `bench check` samples fresh processes for the verdict")
        }
        return BaselineChanges(source: source, metric: run.metric, rows: report.rows, failure: report.failure, notes: notes)
    }
}
