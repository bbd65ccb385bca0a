import Foundation
import Gate

/// The "context" of an instructions file, with Google Benchmark's fields and types (what
/// dashboards and compare.py expect: num_cpus a number, caches a list of objects) and what the
/// values are.
enum InstructionsContext {
    static func make(machine: MachineProfile, date: String) -> [String: Any] {
        [
            "date": date, "host_name": ProcessInfo.processInfo.hostName, "executable": "bench",
            "num_cpus": machine.logicalCores, "library_build_type": machine.buildConfiguration,
            "caches": caches(), "metric": "instructions", "unit": "instructions per frame",
            "note": """
                real_time and cpu_time hold instructions per frame counted under callgrind (hot cache), \
                not times; time_unit stays "ns" so that compare.py reads the file; each entry repeats \
                the count as \(ResultDocument.instructionsCounter)
                """,
        ]
    }

    /// This machine's caches as Google Benchmark describes them: type, level, size in bytes and
    /// how many logical CPUs share each.
    static func caches() -> [[String: Any]] {
        MachineFacts.cacheDescriptions().compactMap { cache in
            guard let level = cache["level"].flatMap(Int.init), let size = cache["size"].flatMap(bytes) else { return nil }
            return ["type": cache["type"] ?? "Unknown", "level": level, "size": size,
                    "num_sharing": cache["shared_cpu_list"].map(cpuCount) ?? 1]
        }
    }

    /// "48K" as 49152.
    private static func bytes(_ text: String) -> Int? {
        guard let multiplier = ["K": 1024, "M": 1024 * 1024, "G": 1024 * 1024 * 1024][String(text.suffix(1))] else {
            return Int(text)
        }
        return Int(text.dropLast()).map { $0 * multiplier }
    }

    /// How many CPUs "0-1,4" lists.
    private static func cpuCount(_ list: String) -> Int {
        list.split(separator: ",").reduce(0) { count, range in
            let bounds = range.split(separator: "-").compactMap { Int($0) }
            return count + (bounds.count == 2 ? bounds[1] - bounds[0] + 1 : 1)
        }
    }
}
