import Foundation
import Results

extension GateReport {
    /// The report as an aligned plain-text table with a headline, notes and warnings.
    public func renderTable() -> String {
        var lines: [String] = []
        if failure == nil {
            let titles = metric == .time
                ? ["baseline", "now", "change", "raw change", "memcpy share", "U test", "samples", "threshold"]
                : ["baseline", "now", "change", "test", "samples", "threshold"]
            let table = Table([Table.Column("benchmark", .left)] + titles.map { Table.Column($0) } + [Table.Column("verdict", .left)],
                              rows: rows.map { row -> [String] in
                let common = [row.name, figure(row.baseline), figure(row.current), Self.figures.changeFromBaseline(row.change)]
                let tail = [Self.figures.share(row.threshold * 100, digits: 1), row.verdict.consoleLabel]
                switch metric {
                case .time:
                    return common + [Self.figures.changeFromBaseline(row.rawChange),
                                     Self.figures.share(row.memoryShare.map { $0 * 100 }, digits: 0),
                                     evidence(row), Self.samples(row)] + tail
                case .instructions, .memory:
                    return common + [evidence(row), Self.samples(row)] + tail
                }
            })
            lines.append(table.text)
            // Every failing row's note; on a passing row, only a change the evidence did not back.
            let notes = rows.compactMap { row in row.note.flatMap { row.verdict != .pass || $0.kind == .noise ? (row, $0) : nil } }
            if !notes.isEmpty { lines.append(notes.map { "  \($0.0.name): \($0.0.verdict.rawValue): \($0.1)\n" }.joined()) }
            lines.append("change: \(changeDefinition); \(ruleText)")
            let profilesText = renderProfilesText()
            if !profilesText.isEmpty { lines.append(String(profilesText.dropLast())) }
        }
        for warning in warnings { lines.append("warning: \(warning)") }
        lines.append("gate: " + headline)
        return lines.joined(separator: "\n") + "\n"
    }
}

extension GateReport {
    /// The verdict file (`VerdictFile`), strict JSON.
    public func renderJSON() -> Data { VerdictFile(self).encoded() }
}
