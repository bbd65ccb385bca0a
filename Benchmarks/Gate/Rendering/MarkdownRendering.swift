import Foundation
import Results

extension GateReport {
    /// The report as GitHub-flavoured Markdown (for $GITHUB_STEP_SUMMARY and pull-request comments):
    /// a headline, failing rows first, then every row.
    public func renderMarkdown(title: String = "Benchmark regression gate") -> String {
        var text = "### \(title) (\(metric.rawValue))\n\n"
        text += "**\(headline)**\n\n"
        for warning in warnings { text += "> warning: \(Self.escape(warning))\n\n" }
        guard failure == nil else { return text }

        let failing = rows.filter { $0.verdict.failsGate }
        if !failing.isEmpty {
            text += "Failing:\n\n"
            for row in failing {
                text += "- `\(row.name)`: \(row.verdict.markdownLabel) \(Self.figures.changeFromBaseline(row.change))"
                    + (row.note.map { " - \(Self.escape($0.description))" } ?? "") + "\n"
            }
            text += "\n"
        }
        let columns = ["baseline", "now", "change", metric == .time ? "U test p" : "test", "threshold"].map { Table.Column($0) }
        text += Table([Table.Column("benchmark", .left)] + columns + [Table.Column("verdict", .left)], rows: rows.map { row in
            ["`\(row.name)`", figure(row.baseline), figure(row.current), Self.figures.changeFromBaseline(row.change),
             evidence(row), Self.figures.share(row.threshold * 100, digits: 1), row.verdict.markdownLabel]
        }).markdown
        text += "\nChange = \(changeDefinition); \(ruleText).\n"
        if rows.contains(where: { $0.verdict == .improvement || $0.verdict == .new }) {
            text += "\nImprovements and new benchmarks pass; re-record the baseline to gate them (`bench record --metric \(metric.rawValue)`).\n"
        }
        text += renderProfilesMarkdown(escape: Self.escape)
        text += renderCrossCheckMarkdown()
        return text
    }

    /// The cross-check section (time): instructions per frame, time per frame and instructions per
    /// cycle, or why there is none; empty for instructions.
    func renderCrossCheckMarkdown() -> String {
        guard metric == .time else { return "" }
        guard let crossCheck else {
            return crossCheckNote.map { "\nInstructions per cycle: not computed: \(Self.escape($0)).\n" } ?? ""
        }
        var text = "\n#### Instructions per cycle (the two metrics cross-checked)\n\n"
        text += "Instructions per frame from \(Self.escape(crossCheck.instructionsSource)), time per frame of this run, "
            + "at the clock measured in this run (\(Self.figures.frequency(crossCheck.clockHertz, digits: 3))). "
        let plausible = MetricCrossCheck.plausibleInstructionsPerCycle
        text += "Outside \(Self.figures.instructionsPerCycle(plausible.lowerBound))-"
            + "\(Self.figures.instructionsPerCycle(plausible.upperBound)) per cycle is a measurement problem, not a result.\n\n"
        if crossCheck.problemCount > 0 {
            text += "**\(crossCheck.problemCount) measurement problem\(crossCheck.problemCount == 1 ? "" : "s")** (below).\n\n"
        }
        let columns = ["instructions/frame", "time/frame", "instructions/cycle"].map { Table.Column($0) }
        let rows = crossCheck.rows.map { row in
            ["`\(row.name)`", Self.figures.figure(row.instructionsPerFrame, metric: .instructions, precise: true),
             Self.figures.figure(row.nanosecondsPerFrame, metric: .time, precise: true),
             Self.figures.instructionsPerCycle(row.instructionsPerCycle), row.problem.map { "**\($0)**" } ?? ""]
        }
        text += Table([Table.Column("benchmark", .left)] + columns + [Table.Column("", .left)],
                      rows: rows.isEmpty ? [["(no benchmark in both)"]] : rows).markdown
        return text
    }

    private static func escape(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
