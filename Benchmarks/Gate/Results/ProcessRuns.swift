import Foundation

/// Joins the Google Benchmark JSON files of several processes that ran the same benchmarks into
/// one file, which compare.py and the gate read like a single run.
public enum ProcessRuns {
    /// The key each repetition's process index is stored under (next to Google Benchmark's fields).
    public static let processKey = "process"

    /// One Google Benchmark JSON file holding the samples of `processes` (in order): of each
    /// benchmark in each process, the repetition fastest on `real_time` and the one fastest on
    /// `cpu_time` (one entry when they are the same; failed repetitions are all kept), tagged with
    /// its process index. The gate takes exactly these from each process, and the other
    /// repetitions would make a full-suite baseline tens of megabytes. Repetition indices are
    /// renumbered over the kept entries; `repetition_order` keeps each entry's place in execution,
    /// each process's following the previous one's. The processes' aggregates (mean, median, ...)
    /// are left out: each described one process only. "context" is the first process's, with
    /// "processes" and "kept" added.
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
            let iterations = entries.filter { (($0["run_type"] as? String) ?? "iteration") == "iteration" }
            var lastOrder = -1.0
            for var entry in fastestPerBenchmark(iterations) {
                let name = entry["run_name"] as? String ?? entry["name"] as? String ?? ""
                entry["repetition_index"] = repetitionsSoFar[name] ?? 0
                repetitionsSoFar[name, default: 0] += 1
                if let order = number(entry["repetition_order"]) {
                    entry["repetition_order"] = orderOffset + order
                }
                entry[processKey] = process
                benchmarks.append(entry)
            }
            for entry in iterations { if let order = number(entry["repetition_order"]) { lastOrder = max(lastOrder, order) } }
            orderOffset += lastOrder + 1
        }
        for index in benchmarks.indices {
            let name = benchmarks[index]["run_name"] as? String ?? benchmarks[index]["name"] as? String ?? ""
            if benchmarks[index]["repetitions"] != nil { benchmarks[index]["repetitions"] = repetitionsSoFar[name] ?? 0 }
        }
        context["processes"] = processes.count
        context["kept"] = "per process and benchmark: the repetition fastest on real_time and the one fastest on cpu_time"
        let object: [String: Any] = ["context": context, "benchmarks": benchmarks]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
    }

    /// Of `iterations` (one process's repetitions, in file order): per benchmark, the entries
    /// fastest on real_time and on cpu_time, and every failed one, in file order.
    static func fastestPerBenchmark(_ iterations: [[String: Any]]) -> [[String: Any]] {
        var fastestReal: [String: Int] = [:], fastestCPU: [String: Int] = [:]
        var failed: Set<Int> = []
        for (position, entry) in iterations.enumerated() {
            let name = entry["run_name"] as? String ?? entry["name"] as? String ?? ""
            if entry["error_occurred"] as? Bool == true { failed.insert(position); continue }
            let real = number(entry["real_time"]) ?? .infinity, cpu = number(entry["cpu_time"]) ?? .infinity
            if fastestReal[name].map({ real < (number(iterations[$0]["real_time"]) ?? .infinity) }) ?? true { fastestReal[name] = position }
            if fastestCPU[name].map({ cpu < (number(iterations[$0]["cpu_time"]) ?? .infinity) }) ?? true { fastestCPU[name] = position }
        }
        let kept = failed.union(fastestReal.values).union(fastestCPU.values)
        return iterations.enumerated().filter { kept.contains($0.offset) }.map(\.element)
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
