import Foundation
import Gate
import Results

extension HistoryStore {
    /// One machine profile and metric of the history, with its number of stored runs.
    public struct Series: Sendable, Equatable {
        public var profile: String
        public var metric: Metric
        /// Stored runs (before runs of one commit and date are merged into one point).
        public var runs: Int
    }

    /// Every profile and metric stored, instructions first, then by profile.
    public func contents() throws(HistoryError) -> [Series] {
        let rows = try query("SELECT profile, metric, count(*) FROM runs GROUP BY profile, metric ORDER BY metric DESC, profile")
        return rows.compactMap { row in
            guard let profile = row[0].text, let metric = row[1].text.flatMap(Metric.init(rawValue:)), let count = row[2].integer else { return nil }
            return Series(profile: profile, metric: metric, runs: Int(count))
        }
    }

    /// The runs of `profile` and `metric`, oldest first (by the date each was measured). Runs of
    /// the same commit and date are one point (the later-added one's values win where both have a
    /// benchmark).
    public func history(profile: String, metric: Metric) throws(HistoryError) -> RunHistory {
        let runs = try query(
            "SELECT id, git_commit, date, committed_in, note, source, machine_change FROM runs WHERE profile=? AND metric=? ORDER BY date, id",
            [.text(profile), .text(metric.rawValue)])
        var points: [RunHistory.Point] = []
        var pointOfRun: [Int64: Int] = [:]
        for row in runs {
            guard let id = row[0].integer, let commit = row[1].text, let date = row[2].text else { continue }
            if let last = points.last, last.commit == commit, last.date == date {
                pointOfRun[id] = points.count - 1
                continue
            }
            pointOfRun[id] = points.count
            points.append(RunHistory.Point(commit: commit, date: date, committedIn: row[3].text, note: row[4].text,
                                           source: row[5].text ?? "", machineChange: row[6].text))
        }
        let measured = try query(
            """
            SELECT m.run, m.benchmark, m.value, m.cpu_value FROM measurements m JOIN runs r ON r.id = m.run
            WHERE r.profile=? AND r.metric=? ORDER BY m.run
            """, [.text(profile), .text(metric.rawValue)])
        var values: [String: [Int: Double]] = [:], cpuValues: [String: [Int: Double]] = [:]
        for row in measured {
            guard let run = row[0].integer, let point = pointOfRun[run], let name = row[1].text, let value = row[2].real else { continue }
            values[name, default: [:]][point] = value
            cpuValues[name, default: [:]][point] = row[3].real ?? value
        }
        return RunHistory(profile: profile, metric: metric, points: points, values: values, cpuValues: cpuValues)
    }

    /// Every stored history, in `contents()` order.
    public func histories() throws(HistoryError) -> [RunHistory] {
        try contents().map { series throws(HistoryError) in try history(profile: series.profile, metric: series.metric) }
    }

    func query(_ sql: String, _ values: [SQLiteValue] = []) throws(HistoryError) -> [[SQLiteValue]] {
        do {
            return try database.rows(sql, values)
        } catch {
            throw error.isDamagedFile ? .corruptDatabase(path: path, reason: error.message) : .database(path: path, reason: error.description)
        }
    }
}
