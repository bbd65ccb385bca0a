import Foundation
import Gate
import Results

/// The "context" of an instructions or memory file, with Google Benchmark's fields and types
/// (what dashboards and compare.py expect: num_cpus a number, caches a list of objects) and what
/// the values are.
enum InstructionsContext {
    /// The context of a file of `metric` (instructions or memory) measured on `machine` at `date`.
    static func make(machine: MachineProfile, date: String, metric: Metric = .instructions) -> [String: JSONValue] {
        let described: [String: JSONValue] = metric == .memory ? [
            "metric": "memory", "unit": "per entry: allocations per frame, bytes per frame or bytes (its label and name say which)",
            "note": .string("""
                one entry per benchmark and measure, named <benchmark>#<measure>; real_time and cpu_time \
                hold the measure's value (hot cache, an untimed pass), not times; time_unit stays "ns" \
                so that compare.py reads the file; each entry repeats the value as its measure's counter
                """),
        ] : [
            "metric": "instructions", "unit": "instructions per frame",
            "note": .string("""
                real_time and cpu_time hold instructions per frame counted under callgrind (hot cache), \
                not times; time_unit stays "ns" so that compare.py reads the file; each entry repeats \
                the count as \(ResultDocument.instructionsCounter)
                """),
        ]
        return described.merging([
            "date": .string(date), "host_name": .string(ProcessInfo.processInfo.hostName), "executable": "bench",
            "num_cpus": .number(Double(machine.logicalCores)), "library_build_type": .string(machine.buildConfiguration),
            "caches": .array(caches()),
        ]) { first, _ in first }
    }

    /// This machine's caches as Google Benchmark describes them: type, level, size in bytes and
    /// how many logical CPUs share each.
    static func caches(_ descriptions: [[String: String]] = MachineFacts.cacheDescriptions()) -> [JSONValue] {
        descriptions.compactMap { cache in
            guard let level = cache["level"].flatMap(Int.init), let size = cache["size"].flatMap(bytes) else { return nil }
            return .object([
                "type": .string(cache["type"] ?? "Unknown"), "level": .number(Double(level)), "size": .number(Double(size)),
                "num_sharing": .number(Double(cache["shared_cpu_list"].map(cpuCount) ?? 1)),
            ])
        }
    }

    /// "48K" as 49152.
    static func bytes(_ text: String) -> Int? {
        guard let multiplier = ["K": 1024, "M": 1024 * 1024, "G": 1024 * 1024 * 1024][String(text.suffix(1))] else {
            return Int(text)
        }
        return Int(text.dropLast()).map { $0 * multiplier }
    }

    /// How many CPUs "0-1,4" lists.
    static func cpuCount(_ list: String) -> Int {
        list.split(separator: ",").reduce(0) { count, range in
            let bounds = range.split(separator: "-").compactMap { Int($0) }
            return count + (bounds.count == 2 ? bounds[1] - bounds[0] + 1 : 1)
        }
    }
}
