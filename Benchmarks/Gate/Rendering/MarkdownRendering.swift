import Foundation

extension GateReport {
    /// The report as GitHub-flavoured Markdown (for $GITHUB_STEP_SUMMARY and pull-request comments):
    /// a headline, failing rows first, then every row.
    public func renderMarkdown(title: String = "Benchmark regression gate") -> String {
        var text = "### \(title) (\(metric.rawValue))\n\n"
        text += "**\(ValueFormatting.headline(self))**\n\n"
        for warning in warnings { text += "> warning: \(Self.escape(warning))\n\n" }
        guard failure == nil else { return text }

        let failing = rows.filter { $0.verdict.failsGate }
        if !failing.isEmpty {
            text += "Failing:\n\n"
            for row in failing {
                text += "- `\(row.name)`: **\(row.verdict.rawValue)** \(ValueFormatting.percent(row.change))"
                    + (row.note.map { " - \(Self.escape($0))" } ?? "") + "\n"
            }
            text += "\n"
        }
        let evidenceHeader = metric == .time ? "U test p" : "test"
        text += "| benchmark | baseline | now | change | \(evidenceHeader) | threshold | verdict |\n"
        text += "|---|---:|---:|---:|---:|---:|---|\n"
        for row in rows {
            let cells = [
                "`\(row.name)`", ValueFormatting.value(row.baseline, metric: metric),
                ValueFormatting.value(row.current, metric: metric), ValueFormatting.percent(row.change),
                ValueFormatting.evidence(row, metric: metric),
                String(format: "%.1f%%", row.threshold * 100),
                row.verdict.failsGate ? "**\(row.verdict.rawValue)**" : row.verdict.rawValue,
            ]
            text += "| " + cells.joined(separator: " | ") + " |\n"
        }
        text += "\n"
        if metric == .time {
            text += "Change = median \(clock == .cpu ? "CPU" : "wall-clock") time per frame at the baseline's machine speed: one sample per process (its fastest repetition), divided by the memcpy of the same bytes for the memcpy share of its time and by the compute calibration for the rest; a regression needs the change above the threshold and a two-sided Mann-Whitney U p < \(alpha) over the samples.\n"
        } else {
            text += "Change = instructions per frame counted by \(instructionCounter ?? "callgrind") (exact); a regression needs change > threshold.\n"
        }
        if rows.contains(where: { $0.verdict == .improvement || $0.verdict == .new }) {
            text += "\nImprovements and new benchmarks pass; re-record the baseline to gate them (`bench record --metric \(metric.rawValue)`).\n"
        }
        return text
    }

    private static func escape(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
