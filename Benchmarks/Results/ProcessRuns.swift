import Foundation

/// Joins the Google Benchmark JSON files of several processes that ran the same benchmarks into
/// one file, which compare.py and the gate read like a single run.
public enum ProcessRuns {
    /// The key each repetition's process index is stored under (next to Google Benchmark's fields).
    public static let processKey = BenchmarkEntry.CodingKeys.process.rawValue

    /// One Google Benchmark JSON file holding the samples of `processes` (in order): of each
    /// benchmark in each process, the repetition fastest on `real_time` and the one fastest on
    /// `cpu_time` (`[Repetition].fastestInEachProcess`; one entry when they are the same; failed
    /// repetitions are all kept), tagged with its process index. The gate takes exactly these from
    /// each process, and the other repetitions would make a full-suite baseline tens of megabytes.
    /// Repetition indices are renumbered over the kept entries; `repetition_order` keeps each
    /// entry's place in execution, each process's following the previous one's. The processes'
    /// aggregates (mean, median, ...) are left out: each described one process only. "context" is
    /// the first process's, with "processes" and "kept" added.
    /// - Throws: `ResultFileError.notBenchmarkJSON` when a file is not Google Benchmark JSON.
    public static func merge(_ processes: [Data]) throws(ResultFileError) -> Data {
        var merged = ResultDocument(benchmarks: [], metadata: nil)
        var repetitionsSoFar: [String: Int] = [:]
        var orderOffset = 0.0
        for (process, data) in processes.enumerated() {
            let path = "(output of process \(process + 1))"
            let document: ResultDocument
            do {
                document = try ResultDocument.decode(data, path: path, role: .run, metric: nil, requireMetadata: false)
            } catch {
                throw .notBenchmarkJSON(path: path, role: .run)
            }
            if process == 0 { merged.context = document.context }
            var iterations = document.benchmarks.filter(\.isIteration)
            for index in iterations.indices { iterations[index].process = process }
            for var entry in fastestPerBenchmark(iterations) {
                entry.repetitionIndex = repetitionsSoFar[entry.benchmarkName] ?? 0
                repetitionsSoFar[entry.benchmarkName, default: 0] += 1
                entry.repetitionOrder = entry.repetitionOrder.map { orderOffset + $0 }
                merged.benchmarks.append(entry)
            }
            orderOffset += (iterations.compactMap(\.repetitionOrder).max() ?? -1) + 1
        }
        for index in merged.benchmarks.indices where merged.benchmarks[index].fields["repetitions"] != nil {
            merged.benchmarks[index].fields["repetitions"] = .number(Double(repetitionsSoFar[merged.benchmarks[index].benchmarkName] ?? 0))
        }
        merged.context["processes"] = .number(Double(processes.count))
        merged.context["kept"] = .string("per process and benchmark: the repetition fastest on real_time and the one fastest on cpu_time")
        return merged.encoded()
    }

    /// Of `iterations` (one process's repetitions, in file order, tagged with the process): per
    /// benchmark, the entries fastest on real_time and on cpu_time, and every failed one, in file order.
    static func fastestPerBenchmark(_ iterations: [BenchmarkEntry]) -> [BenchmarkEntry] {
        let document = ResultDocument(benchmarks: iterations, metadata: nil)
        var kept = Set(iterations.indices.filter { iterations[$0].failed })
        for clock in TimeClock.allCases {
            let file = document.repetitions(clock: clock)
            for name in file.names {
                kept.formUnion((file.repetitions[name] ?? []).fastestInEachProcess.values.map(\.entry))
            }
        }
        return iterations.indices.filter(kept.contains).map { iterations[$0] }
    }
}
