import Foundation
import Results

extension FileComparison {
    /// The report: a table of the common benchmarks, then the added, removed and failed ones.
    public func render() -> String {
        let figures = FigureFormat.text
        let strings = rows.contains { $0.stringBytes != nil }
        let columns = [Table.Column("benchmark", .left)] + ["before", "after", "change", "U test", "samples"].map { Table.Column($0) }
            + (strings ? [Table.Column("string bytes/frame")] : [])
        let table = Table(columns + [Table.Column("", .left)], rows: rows.map { row in
            [row.name, figures.figure(row.before, metric: metric, precise: true), figures.figure(row.after, metric: metric, precise: true),
             figures.changeFromBaseline(row.change), figures.pValue(row.pValue), "\(row.samples.before) vs \(row.samples.after)"]
                + (strings ? [row.stringBytes.map { "\(figures.grouped($0.before)) -> \(figures.grouped($0.after))" } ?? ""] : [])
                + [row.verdict == .pass ? "" : row.verdict.consoleLabel]
        })
        var lines = [String(table.text.dropLast())]
        let unit = metric == .time ? "median time per frame"
            : strings ? "instructions per frame, each string instruction once (callgrind counts a `rep movsb` once per byte; the bytes "
                + "string instructions moved are beside)" : "instructions per frame"
        lines.append("")
        lines.append("\(unit); marked by the rule: \(rule.description)")
        for (title, names) in [("new (only in the new file)", added), ("removed (only in the base file)", removed),
                               ("failed or without values", failed)] where !names.isEmpty {
            lines.append("\(title): " + names.joined(separator: ", "))
        }
        let counts = [Verdict.regression, .improvement].map { verdict in
            "\(rows.filter { $0.verdict == verdict }.count) \(verdict.rawValue)"
        }
        lines.append("compare: \(rows.count) compared, " + counts.joined(separator: ", ")
                     + ", \(added.count) new, \(removed.count) removed")
        return lines.joined(separator: "\n") + "\n"
    }
}
