import Foundation
import Results

extension HistoryStore {
    /// The values of the newest stored run of `profile` and `metric` measured at exactly `commit`
    /// (a full hash; runs of a tree with changes, `<hash>-dirty`, are not it), by benchmark, with
    /// the machine it was measured on; nil when the history has none. What `bench bisect` reuses
    /// instead of building a commit.
    public func values(atCommit commit: String, profile: String, metric: Metric) throws(HistoryError) -> (values: [String: Double], machine: MachineProfile?)? {
        let runs = try query(
            "SELECT id, machine FROM runs WHERE git_commit=? AND profile=? AND metric=? ORDER BY date DESC, id DESC LIMIT 1",
            [.text(commit), .text(profile), .text(metric.rawValue)])
        guard let run = runs.first, let id = run[0].integer else { return nil }
        var values: [String: Double] = [:]
        for row in try query("SELECT benchmark, value FROM measurements WHERE run=?", [.integer(id)]) {
            if let name = row[0].text, let value = row[1].real { values[name] = value }
        }
        let machine = run[1].text.flatMap { try? JSONDecoder().decode(MachineProfile.self, from: Data($0.utf8)) }
        return (values, machine)
    }
}
