import Foundation
import Results

extension GateReport {
    /// The report as an aligned plain-text table with a headline, notes and warnings.
    public func renderTable() -> String {
        var lines: [String] = []
        if failure == nil {
            let header = metric == .time
                ? ["benchmark", "baseline", "now", "change", "raw change", "memcpy share", "U test", "samples", "threshold", "verdict"]
                : ["benchmark", "baseline", "now", "change", "test", "samples", "threshold", "verdict"]
            let body = rows.map { row -> [String] in
                let common = [row.name, figure(row.baseline), figure(row.current), Self.figures.changeFromBaseline(row.change)]
                let tail = [Self.figures.share(row.threshold * 100, digits: 1), row.verdict.consoleLabel]
                switch metric {
                case .time:
                    return common + [Self.figures.changeFromBaseline(row.rawChange),
                                     Self.figures.share(row.memoryShare.map { $0 * 100 }, digits: 0),
                                     evidence(row), Self.samples(row)] + tail
                case .instructions:
                    return common + [evidence(row), Self.samples(row)] + tail
                }
            }
            lines += Self.align([header] + body)
            let notes = rows.filter { $0.note != nil && $0.verdict != .pass || ($0.verdict == .pass && $0.note?.contains("noise") == true) }
            if !notes.isEmpty {
                lines.append("")
                for row in notes { lines.append("  \(row.name): \(row.verdict.rawValue): \(row.note ?? "")") }
            }
            if metric == .time {
                lines.append("")
                lines.append("change: median \(clock == .cpu ? "CPU" : "wall-clock") time per frame at the baseline's machine speed: one sample per process "
                    + "(its fastest repetition), divided by the memcpy of the same bytes for the memcpy share of its time and by the compute calibration "
                    + "for the rest; regression = change > threshold AND two-sided Mann-Whitney U p < \(alpha) over the samples")
            } else {
                lines.append("")
                lines.append("change: instructions per frame counted by \(instructionCounter ?? "callgrind") (exact); regression = change > threshold")
            }
        }
        for warning in warnings { lines.append("warning: \(warning)") }
        lines.append("gate: " + headline)
        return lines.joined(separator: "\n") + "\n"
    }

    static func align(_ table: [[String]]) -> [String] {
        guard let columns = table.map(\.count).max() else { return [] }
        let widths = (0..<columns).map { column in table.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return table.map { cells in
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 || column == cells.count - 1 ? cell + padding : padding + cell
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
    }
}
