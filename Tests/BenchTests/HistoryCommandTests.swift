import Foundation
import Testing

/// `bench history` end to end: exit codes, bad input that changes nothing, a step at the newest run.
@Suite struct HistoryCommandTests {
    static func instructionsFile(_ counts: [String: Double], commit: String, date: String, swift: String = "Swift version 6.3.1") -> String {
        let entries = counts.map { name, count in
            "{\"name\": \"\(name)\", \"run_name\": \"\(name)\", \"run_type\": \"iteration\", \"repetition_index\": 0, \"iterations\": 2, \"real_time\": \(count), \"cpu_time\": \(count), \"time_unit\": \"ns\"}"
        }
        return """
            {"context": {"metric": "instructions"}, "benchmarks": [\(entries.joined(separator: ","))],
             "metadata": {"formatVersion": 1, "metric": "instructions", "profile": "linux-x86_64-2core", "gitCommit": "\(commit)",
              "date": "\(date)", "calibrations": {},
              "settings": {"sizes": ["1280x720"], "scope": "standard", "cacheStates": ["hot"], "framesCounted": 2},
              "machine": {"architecture": "x86_64", "cpuModel": "AMD EPYC", "logicalCores": 2, "caches": [], "simdFeatures": [],
               "operatingSystem": "Linux", "swiftVersion": "\(swift)", "libyuvVersion": "1857", "valgrindVersion": "valgrind-3.19.0",
               "buildConfiguration": "release"}}}
            """
    }

    @Test func addChangesAndBadInput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("history-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func write(_ name: String, _ text: String) throws -> String {
            let path = folder.appendingPathComponent(name).path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        let db = folder.appendingPathComponent("h.sqlite").path
        let first = try write("a.json", Self.instructionsFile(["A/simd/1280x720/hot": 1000], commit: "aaa", date: "2026-01-01T00:00:00Z"))
        let second = try write("b.json", Self.instructionsFile(["A/simd/1280x720/hot": 1000], commit: "bbb", date: "2026-01-02T00:00:00Z"))
        let slower = try write("c.json", Self.instructionsFile(["A/simd/1280x720/hot": 1100], commit: "ccc", date: "2026-01-03T00:00:00Z"))
        let foreign = try write("f.json", "{\"hello\": 1}")
        let otherMachine = try write("o.json", Self.instructionsFile(["A/simd/1280x720/hot": 1000], commit: "ddd", date: "2026-01-04T00:00:00Z",
                                                                       swift: "Swift version 7"))

        #expect(try EndToEndTests.bench(["history", "add", "--db", db, first, second]).status == 0)
        let again = try EndToEndTests.bench(["history", "add", "--db", db, first])
        #expect(again.status == 0 && again.output.contains("stored already"))
        #expect(try EndToEndTests.bench(["history", "changes", "--db", db]).status == 0)

        let bytes = FileManager.default.contents(atPath: db)
        let bad = try EndToEndTests.bench(["history", "add", "--db", db, slower, foreign])
        #expect(bad.status == 4 && bad.errors.contains("not Google Benchmark's") && bad.errors.contains("nothing was added"))
        let machine = try EndToEndTests.bench(["history", "add", "--db", db, otherMachine])
        #expect(machine.status == 4 && machine.errors.contains("another machine"))
        #expect(FileManager.default.contents(atPath: db) == bytes)

        #expect(try EndToEndTests.bench(["history", "add", "--db", db, slower]).status == 0)
        let changes = try EndToEndTests.bench(["history", "changes", "--db", db])
        #expect(changes.status == 2, "\(changes.output)")
        #expect(changes.output.contains("+10.0%") && changes.output.contains("REGRESSION") && changes.output.contains("previous run bbb"))

        let corrupt = try write("corrupt.sqlite", String(repeating: "garbage ", count: 1000))
        let refused = try EndToEndTests.bench(["history", "changes", "--db", corrupt])
        #expect(refused.status == 4 && refused.errors.contains("not a readable SQLite database"))
        #expect(try EndToEndTests.bench(["history", "runs", "--db", folder.appendingPathComponent("none.sqlite").path]).status == 4)
    }
}
