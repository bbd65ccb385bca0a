import Foundation
import Gate
@testable import History
import Results
import Testing

/// The database: adding, reading back, duplicates, and bad input that must change nothing.
@Suite struct HistoryStoreTests {
    @Test func runsAreStoredAndReadBackInTheOrderTheyWereMeasured() throws {
        let path = HistoryFixtures.temporaryPath()
        let store = try HistoryStore(path: path, create: true)
        let later = try HistoryFixtures.run(["A/simd/1280x720/hot": 110, "B/simd/1280x720/hot": 50], commit: "bbb", date: "2026-02-01T00:00:00Z")
        let earlier = try HistoryFixtures.run(["A/simd/1280x720/hot": 100], commit: "aaa", date: "2026-01-01T00:00:00Z")
        let outcomes = try store.add([later, earlier])
        #expect(outcomes.allSatisfy { if case .added = $0 { return true } else { return false } })
        let history = try HistoryStore(path: path, create: false).history(profile: "linux-x86_64-2core", metric: .instructions)
        #expect(history.points.map(\.commit) == ["aaa", "bbb"])
        #expect(history.series("A/simd/1280x720/hot").map(\.value) == [100, 110])
        #expect(history.series("B/simd/1280x720/hot").map(\.point) == [1])
        #expect(try store.contents() == [HistoryStore.Series(profile: "linux-x86_64-2core", metric: .instructions, runs: 2)])
    }

    @Test func addingTheSameRunTwiceAddsNothing() throws {
        let path = HistoryFixtures.temporaryPath()
        let store = try HistoryStore(path: path, create: true)
        let run = try HistoryFixtures.run(["A/simd/1280x720/hot": 100], commit: "aaa", date: "2026-01-01T00:00:00Z")
        guard case let .added(id, _, _) = try store.add([run]).first else { Issue.record("not added"); return }
        #expect(try store.add([run]) == [.alreadyStored(id: id)])
        #expect(try store.contents().first?.runs == 1)
    }

    @Test func aRunThatContradictsAStoredOneIsRefused() throws {
        let store = try HistoryStore(path: HistoryFixtures.temporaryPath(), create: true)
        _ = try store.add([try HistoryFixtures.run(["A/simd/1280x720/hot": 100], commit: "aaa", date: "2026-01-01T00:00:00Z")])
        let edited = try HistoryFixtures.run(["A/simd/1280x720/hot": 90], commit: "aaa", date: "2026-01-01T00:00:00Z")
        #expect(throws: HistoryError.conflictingRun(path: "aaa.json", stored: "aaa.json")) { try store.add([edited]) }
        // The same run with more benchmarks (a baseline committed again with new rows) is kept.
        let extended = try HistoryFixtures.run(["A/simd/1280x720/hot": 100, "C/simd/1280x720/hot": 7], commit: "aaa", date: "2026-01-01T00:00:00Z")
        guard case .added = try store.add([extended]).first else { Issue.record("not added"); return }
        let history = try store.history(profile: "linux-x86_64-2core", metric: .instructions)
        #expect(history.points.count == 1)
        #expect(history.series("C/simd/1280x720/hot").map(\.value) == [7])
    }

    @Test func aRunOfAnotherMachineIsRefusedAndTheBatchAddsNothing() throws {
        let path = HistoryFixtures.temporaryPath()
        let store = try HistoryStore(path: path, create: true)
        _ = try store.add([try HistoryFixtures.run(["A/simd/1280x720/hot": 100], commit: "aaa", date: "2026-01-01T00:00:00Z")])
        var other = HistoryFixtures.machine
        other.swiftVersion = "Swift version 7.0"
        other.rowKernels = "x86-64"
        let good = try HistoryFixtures.run(["A/simd/1280x720/hot": 101], commit: "bbb", date: "2026-01-02T00:00:00Z")
        let foreign = try HistoryFixtures.run(["A/simd/1280x720/hot": 90], commit: "ccc", date: "2026-01-03T00:00:00Z", machine: other)
        do {
            _ = try store.add([good, foreign])
            Issue.record("a run of another machine was stored")
        } catch {
            guard case let .otherMachine(path, profile, problems) = error else { Issue.record("\(error)"); return }
            #expect(path == "ccc.json" && profile == "linux-x86_64-2core")
            #expect(problems.contains { $0.contains("Swift") } && problems.contains { $0.contains("row kernels") })
            #expect(error.description.contains("--profile") && error.description.contains("nothing was added"))
        }
        #expect(try store.contents().first?.runs == 1)
        // Accepted on purpose, the change is recorded and marked.
        _ = try store.add([good, foreign], acceptMachineChange: true)
        let points = try store.history(profile: "linux-x86_64-2core", metric: .instructions).points
        #expect(points.count == 3)
        #expect(points[2].machineChange?.contains("Swift") == true && points[1].machineChange == nil)
    }

    @Test func aFileThatIsNotSQLiteIsReportedAndLeftAsItWas() throws {
        let path = HistoryFixtures.temporaryPath()
        let bytes = Data(String(repeating: "not a database, a text file\n", count: 200).utf8)
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect(throws: HistoryError.self) { try HistoryStore(path: path, create: true) }
        do {
            _ = try HistoryStore(path: path, create: true)
        } catch {
            guard case .corruptDatabase = error else { Issue.record("\(error)"); return }
            #expect(error.description.contains("nothing was changed"))
        }
        #expect(HistoryFixtures.contents(path) == bytes)
    }

    @Test func aDamagedHistoryIsReportedAndLeftAsItWas() throws {
        let path = HistoryFixtures.temporaryPath()
        do {
            let store = try HistoryStore(path: path, create: true)
            let counts = Dictionary(uniqueKeysWithValues: (0..<400).map { ("B\($0)/simd/1280x720/hot", Double($0 + 1)) })
            _ = try store.add([try HistoryFixtures.run(counts, commit: "aaa", date: "2026-01-01T00:00:00Z")])
        }
        var bytes = try #require(HistoryFixtures.contents(path))
        #expect(bytes.count > 8192)
        // Overwrite the second page and beyond (the tables' b-trees) with garbage.
        for index in 4096..<bytes.count { bytes[index] = UInt8(truncatingIfNeeded: index &* 31) }
        try bytes.write(to: URL(fileURLWithPath: path))
        do {
            let store = try HistoryStore(path: path, create: false)
            _ = try store.histories()
            Issue.record("a damaged database was read")
        } catch {
            guard case .corruptDatabase = error else { Issue.record("\(error)"); return }
        }
        #expect(HistoryFixtures.contents(path) == bytes)
    }

    @Test func anotherApplicationsDatabaseAndANewerSchemaAreRefused() throws {
        let path = HistoryFixtures.temporaryPath()
        do {
            let database = try SQLiteDatabase(path: path, create: true)
            try database.execute("CREATE TABLE notes(text TEXT); INSERT INTO notes VALUES('mine')")
        }
        #expect(throws: HistoryError.notAHistory(path: path)) { try HistoryStore(path: path, create: true) }
        let newer = HistoryFixtures.temporaryPath()
        do {
            _ = try HistoryStore(path: newer, create: true)
            try SQLiteDatabase(path: newer, create: false).execute("PRAGMA user_version = 99")
        }
        #expect(throws: HistoryError.newerSchema(path: newer, version: 99)) { try HistoryStore(path: newer, create: false) }
        #expect(throws: HistoryError.noDatabase(path: "/nonexistent/h.sqlite")) { try HistoryStore(path: "/nonexistent/h.sqlite", create: false) }
    }

    @Test func aPlainGoogleBenchmarkFileNeedsACommit() throws {
        let document = ResultDocument(benchmarks: [BenchmarkEntry(name: "A/simd/1280x720/hot", realTime: 5, timeUnit: "us")], metadata: nil,
                                      context: ["date": .string("2026-01-01T00:00:00+00:00")])
        #expect(throws: HistoryError.missingIdentity(path: "run.json")) { try HistoryRun(document: document, source: "run.json") }
        let run = try HistoryRun(document: document, source: "run.json", identity: ("abc", "linux-x86_64-2core", HistoryFixtures.machine))
        #expect(run.metric == .time && run.commit == "abc" && run.measurements.first?.value == 5_000)
    }
}
