import Foundation
import Gate
import Results

/// The history database: runs of `bench` (any metric, any machine profile) in one SQLite file,
/// one row per run and one per benchmark of a run. Opening checks that the file is a history of a
/// schema this bench reads; every change is one transaction, so a failure changes nothing.
public final class HistoryStore {
    /// Where the history is kept unless --db says otherwise.
    public static let defaultPath = ".bench/history.sqlite"
    /// The schema this bench writes and reads (`PRAGMA user_version`).
    public static let schemaVersion = 1
    /// Marks the file as a bench history (`PRAGMA application_id`, "PiPH").
    static let applicationID: Int64 = 0x5069_5048

    let database: SQLiteDatabase
    /// The file.
    public var path: String { database.path }

    /// Opens the history at `path`.
    /// - Parameter create: create the file (and its folder) when absent; false for commands that only read.
    /// - Throws: `HistoryError.noDatabase` (absent, `create` false), `.corruptDatabase` (not SQLite,
    ///   damaged), `.notAHistory` (another application's database), `.newerSchema`.
    public init(path: String, create: Bool) throws(HistoryError) {
        let exists = FileManager.default.fileExists(atPath: path)
        if !exists {
            guard create else { throw .noDatabase(path: path) }
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw .database(path: path, reason: "cannot create \(folder.path): \(error.localizedDescription)")
            }
        }
        do {
            database = try SQLiteDatabase(path: path, create: !exists)
        } catch {
            throw .corruptDatabase(path: path, reason: error.message)
        }
        do {
            let check = try database.rows("PRAGMA quick_check").first?.first?.text ?? "no answer"
            guard check == "ok" else { throw HistoryError.corruptDatabase(path: path, reason: "integrity check: \(check)") }
            let application = try database.rows("PRAGMA application_id").first?.first?.integer ?? 0
            let version = Int(try database.rows("PRAGMA user_version").first?.first?.integer ?? 0)
            let tables = try database.rows("SELECT count(*) FROM sqlite_master").first?.first?.integer ?? 0
            if application == 0 && tables == 0 {
                try createSchema()
            } else if application != Self.applicationID {
                throw HistoryError.notAHistory(path: path)
            } else if version > Self.schemaVersion {
                throw HistoryError.newerSchema(path: path, version: version)
            }
        } catch let error as HistoryError {
            throw error
        } catch let error as SQLiteError {
            throw error.isDamagedFile ? .corruptDatabase(path: path, reason: error.message) : .database(path: path, reason: error.description)
        } catch {
            throw .database(path: path, reason: "\(error)")
        }
    }

    private func createSchema() throws(SQLiteError) {
        try database.execute("""
            BEGIN;
            CREATE TABLE runs(
                id INTEGER PRIMARY KEY,
                profile TEXT NOT NULL, metric TEXT NOT NULL, git_commit TEXT NOT NULL, date TEXT NOT NULL,
                settings TEXT NOT NULL, fingerprint TEXT NOT NULL, machine TEXT, machine_change TEXT,
                source TEXT NOT NULL, committed_in TEXT, note TEXT, added TEXT NOT NULL,
                UNIQUE(profile, metric, git_commit, date, settings, fingerprint));
            CREATE TABLE measurements(
                run INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE, benchmark TEXT NOT NULL,
                value REAL NOT NULL, cpu_value REAL, samples INTEGER NOT NULL, PRIMARY KEY(run, benchmark));
            PRAGMA application_id = \(Self.applicationID);
            PRAGMA user_version = \(Self.schemaVersion);
            COMMIT;
            """)
    }

    /// What `add` did with one run.
    public enum Outcome: Sendable, Equatable {
        /// Stored as run `id`; `machineChange` lists how its machine differs from the profile's
        /// previous run (accepted), empty when it does not.
        case added(id: Int64, benchmarks: Int, machineChange: [String])
        /// The same run is stored already (run `id`): nothing added.
        case alreadyStored(id: Int64)
    }

    /// Adds `runs` in one transaction: all of them, or (on any error) none.
    /// - Parameter acceptMachineChange: store a run whose machine differs from the one its
    ///   profile's latest earlier run was measured on (marked as a machine change); false refuses it.
    /// - Throws: `HistoryError.otherMachine`, `.conflictingRun`, `.database`.
    public func add(_ runs: [HistoryRun], acceptMachineChange: Bool = false) throws(HistoryError) -> [Outcome] {
        do {
            return try database.transaction { try runs.map { try insert($0, acceptMachineChange: acceptMachineChange) } }
        } catch let error as HistoryError {
            throw error
        } catch {
            throw .database(path: path, reason: "\(error)")
        }
    }

    private func insert(_ run: HistoryRun, acceptMachineChange: Bool) throws -> Outcome {
        let fingerprint = run.fingerprint
        let key: [SQLiteValue] = [.text(run.profile), .text(run.metric.rawValue), .text(run.commit), .text(run.date), .text(run.settings)]
        let same = try database.rows(
            "SELECT id, fingerprint, source FROM runs WHERE profile=? AND metric=? AND git_commit=? AND date=? AND settings=?", key)
        if let stored = same.first(where: { $0[1].text == fingerprint }), let id = stored[0].integer { return .alreadyStored(id: id) }
        for stored in same {
            guard let id = stored[0].integer else { continue }
            let values = try database.rows("SELECT benchmark, value FROM measurements WHERE run=?", [.integer(id)])
            var storedValues: [String: Double] = [:]
            for row in values { if let name = row[0].text, let value = row[1].real { storedValues[name] = value } }
            if run.measurements.contains(where: { measurement in storedValues[measurement.benchmark].map { $0 != measurement.value } ?? false }) {
                throw HistoryError.conflictingRun(path: run.source, stored: stored[2].text ?? "#\(id)")
            }
        }
        let change = try machineChange(of: run)
        if !change.isEmpty && !acceptMachineChange {
            throw HistoryError.otherMachine(path: run.source, profile: run.profile, problems: change)
        }
        let machine = run.machine.map(HistoryRun.canonical)
        try database.rows(
            """
            INSERT INTO runs(profile, metric, git_commit, date, settings, fingerprint, machine, machine_change, source,
                             committed_in, note, added) VALUES(?,?,?,?,?,?,?,?,?,?,?,?)
            """,
            key + [.text(fingerprint), machine.map(SQLiteValue.text) ?? .null,
                   change.isEmpty ? .null : .text(change.joined(separator: "; ")), .text(run.source),
                   run.committedIn.map(SQLiteValue.text) ?? .null, run.note.map(SQLiteValue.text) ?? .null,
                   .text(ISO8601DateFormatter().string(from: Date()))])
        let id = database.lastInsertedRow
        for measurement in run.measurements {
            try database.rows(
                "INSERT INTO measurements(run, benchmark, value, cpu_value, samples) VALUES(?,?,?,?,?)",
                [.integer(id), .text(measurement.benchmark), .real(measurement.value),
                 measurement.cpuValue.map(SQLiteValue.real) ?? .null, .integer(Int64(measurement.samples))])
        }
        return .added(id: id, benchmarks: run.measurements.count, machineChange: change)
    }

    /// How `run`'s machine differs from that of the latest earlier run of its profile and metric
    /// (the gate's rule, `MachineProfile.incompatibilities`, and for time the host identity); empty
    /// when it does not, or when either machine is unknown.
    func machineChange(of run: HistoryRun) throws -> [String] {
        guard let machine = run.machine else { return [] }
        let previous = try database.rows(
            "SELECT machine FROM runs WHERE profile=? AND metric=? AND date<=? AND machine IS NOT NULL ORDER BY date DESC, id DESC LIMIT 1",
            [.text(run.profile), .text(run.metric.rawValue), .text(run.date)])
        guard let json = previous.first?.first?.text,
              let earlier = try? JSONDecoder().decode(MachineProfile.self, from: Data(json.utf8)) else { return [] }
        var problems = earlier.incompatibilities(with: machine, for: run.metric)
            // Without the gate's hints on what to run (they address a check, not a history).
            .map { $0.replacingOccurrences(of: "baseline '", with: "earlier '").components(separatedBy: "; ")[0] }
        if run.metric == .time, let before = earlier.host, let now = machine.host {
            problems += before.differences(from: now)
        }
        return problems
    }
}
