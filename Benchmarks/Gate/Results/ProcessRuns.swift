import Foundation

/// Joins the Google Benchmark JSON files of several processes that ran the same benchmarks into
/// one file, which compare.py and the gate read like a single run.
public enum ProcessRuns {
    /// The key each repetition's process index is stored under (next to Google Benchmark's fields).
    public static let processKey = "process"

    /// One Google Benchmark JSON file holding every repetition of `processes` (in order), each
    /// tagged with its process index; repetition indices are renumbered to run on across the
    /// processes, and each process's execution order (`repetition_order`) follows the previous
    /// one's. The processes' aggregates (mean, median, ...) are left out: each described one
    /// process only. "context" is the first process's, with "processes" added.
    /// - Throws: `ResultFileError.notBenchmarkJSON` when a file is not Google Benchmark JSON.
    public static func merge(_ processes: [Data]) throws(ResultFileError) -> Data {
        var context: [String: Any] = [:]
        var benchmarks: [[String: Any]] = []
        var repetitionsSoFar: [String: Int] = [:]
        var orderOffset = 0.0
        for (process, data) in processes.enumerated() {
            guard let object = (try? JSONSerialization.jsonObject(with: GoogleBenchmarkJSON.finiteOnly(data))) as? [String: Any],
                  let entries = object["benchmarks"] as? [[String: Any]] else {
                throw .notBenchmarkJSON(path: "(output of process \(process + 1))", role: .run)
            }
            if process == 0 { context = object["context"] as? [String: Any] ?? [:] }
            var repetitionsHere: [String: Int] = [:]
            var lastOrder = -1.0
            for var entry in entries where (entry["run_type"] as? String ?? "iteration") == "iteration" {
                let name = entry["run_name"] as? String ?? entry["name"] as? String ?? ""
                let index = number(entry["repetition_index"]).map { Int($0) } ?? 0
                entry["repetition_index"] = (repetitionsSoFar[name] ?? 0) + index
                repetitionsHere[name] = max(repetitionsHere[name] ?? 0, index + 1)
                if let order = number(entry["repetition_order"]) {
                    entry["repetition_order"] = orderOffset + order
                    lastOrder = max(lastOrder, order)
                }
                entry[processKey] = process
                benchmarks.append(entry)
            }
            for (name, count) in repetitionsHere { repetitionsSoFar[name, default: 0] += count }
            orderOffset += lastOrder + 1
        }
        for index in benchmarks.indices {
            let name = benchmarks[index]["run_name"] as? String ?? benchmarks[index]["name"] as? String ?? ""
            if benchmarks[index]["repetitions"] != nil { benchmarks[index]["repetitions"] = repetitionsSoFar[name] ?? 0 }
        }
        context["processes"] = processes.count
        let object: [String: Any] = ["context": context, "benchmarks": benchmarks]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
    }

    /// A JSON number as Foundation hands it over (Int, Double or NSNumber), or nil.
    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Int: return Double(value)
        case let value as Double: return value
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }
}
