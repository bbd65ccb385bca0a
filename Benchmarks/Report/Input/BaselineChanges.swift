import Foundation
import Gate
import Results

/// What section 6 shows: the gate's rows from a `bench check` verdict, or from comparing the run
/// with a baseline here; or why there is no comparison.
public struct BaselineChanges: Sendable {
    /// One benchmark's change.
    public struct Row: Sendable, Equatable {
        public var name: String
        /// What the gate concluded.
        public var verdict: Verdict
        public var baseline: Double?
        public var current: Double?
        /// current / baseline - 1 as the gate judged it, or nil.
        public var change: Double?
        public var threshold: Double?
        public var pValue: Double?
        public var note: String?
    }

    /// Where the rows come from, for the page ("verdict FILE" or "baseline FILE").
    public var source: String
    public var metric: Metric?
    public var rows: [Row]
    /// Why the comparison could not be made (an unusable baseline, a failed check), or nil.
    public var failure: String?
    /// The gate's warnings and the report's own notes.
    public var notes: [String]

    /// The verdict `bench check --verdict FILE` wrote. Tolerates non-finite changes written as
    /// strings ("nan") or as null, and absent fields other than each benchmark's verdict.
    /// - Throws: `ReportInputError` when the file is missing or not a verdict, or a benchmark's
    ///   verdict is absent or unknown.
    public static func verdict(path: String) throws(ReportInputError) -> BaselineChanges {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .notAVerdict(path: path, reason: "no such file or not readable")
        }
        guard let object = (try? JSONSerialization.jsonObject(with: GoogleBenchmarkJSON.finiteOnly(data))) as? [String: Any],
              let status = object["status"] as? String, let entries = object["benchmarks"] as? [[String: Any]] else {
            throw .notAVerdict(path: path, reason: "no \"status\" and \"benchmarks\"")
        }
        func number(_ value: Any?) -> Double? {
            guard let value else { return nil }
            if let text = value as? String { return Double(text) }
            switch value {
            case let value as Int: return Double(value)
            case let value as Double: return value
            case let value as NSNumber: return value.doubleValue
            default: return nil
            }
        }
        var rows: [Row] = []
        for entry in entries {
            let name = entry["name"] as? String ?? "?"
            guard let verdict = (entry["verdict"] as? String).flatMap(Verdict.init(rawValue:)) else {
                throw .notAVerdict(path: path, reason: "benchmark \(name) has no known \"verdict\" (\(entry["verdict"].map { "\($0)" } ?? "none"))")
            }
            rows.append(Row(
                name: name, verdict: verdict, baseline: number(entry["baseline"]), current: number(entry["current"]),
                change: number(entry["change"]), threshold: number(entry["threshold"]), pValue: number(entry["pValue"]),
                note: entry["note"] as? String))
        }
        var notes = object["warnings"] as? [String] ?? []
        notes.insert("gate status: \(status)", at: 0)
        return BaselineChanges(source: "verdict \(path)", metric: (object["metric"] as? String).flatMap(Metric.init(rawValue:)),
                          rows: rows, failure: object["failure"] as? String, notes: notes)
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
        let settings = GateSettings(metric: run.metric)
        let report = RegressionGate.compare(
            baseline: ResultDocument(benchmarks: kept, metadata: baseline.metadata), run: run.combinedDocument, settings: settings)
        var notes = report.warnings
        notes.append("rule (as `bench check` at its default threshold): \(settings.rule(for: "").description)")
        if leftOut > 0 {
            notes.append("\(leftOut) baseline benchmark(s) not in this run are left out (a filtered run); `bench check` reports them as missing")
        }
        if run.metric == .time {
            notes.append("time: an indication from one run's samples; `bench check` samples fresh processes for the verdict")
        }
        return BaselineChanges(
            source: source, metric: run.metric,
            rows: report.rows.map { row in
                Row(name: row.name, verdict: row.verdict, baseline: row.baseline, current: row.current,
                    change: row.change, threshold: row.threshold, pValue: row.pValue, note: row.note)
            },
            failure: report.failure, notes: notes)
    }
}
