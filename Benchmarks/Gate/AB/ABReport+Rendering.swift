import Foundation
import Results

extension ABReport {
    /// The one-line conclusion.
    public var headline: String {
        let figures = Self.figures
        if let failure { return "ab: FAILED: \(failure)" }
        let regressions = rows.filter { $0.decision == .regression }.count
        let undecided = rows.filter { $0.decision == .undecided }.count
        let summary = "\(rounds) rounds in \(Int(seconds.rounded())) s (\(stop.rawValue))"
        if regressions > 0 { return "ab: FAIL: \(regressions) regression(s) beyond \(figures.percent(rule.threshold, digits: 2)); \(summary)" }
        if undecided > 0 { return "ab: UNDECIDED: \(undecided) benchmark(s) undecided; \(summary)" }
        return "ab: PASS: no regression of \(figures.percent(rule.threshold, digits: 2)); \(summary)"
    }

    /// What the columns mean, and the rule in its own words.
    var legend: String {
        """
        head/base: Hodges-Lehmann estimate of the rounds' paired ratios (each round one head and one base \
        process back to back, A B B A ...; a process's sample is its fastest repetition, \(clock.rawValue) clock); \
        interval: \(Self.figures.percent(rule.confidence, digits: 2)) exact Wilcoxon signed-rank interval. \
        Decision point \(Self.ratio(rule.decisionRatio)) (1 + threshold/2); rule: \(rule.description). rounds: the \
        rounds a benchmark ran in (a decided one leaves the following rounds).
        """
    }

    /// The console table.
    public func renderTable() -> String {
        var lines = [headline]
        if failure == nil {
            lines += [String(table.text.dropLast()), legend]
            lines += crossCheckLines()
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The Markdown summary.
    public func renderMarkdown() -> String {
        var lines = ["## bench ab: head vs base", "", "**\(headline)**", ""]
        if failure == nil {
            lines += [table.markdown, legend]
            let crossCheck = crossCheckLines()
            if !crossCheck.isEmpty { lines += [""] + crossCheck.map { "    " + $0 } }
        }
        lines.append("")
        lines.append("head `\(headExecutable)`, base `\(baseExecutable)`")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The verdict file (`VerdictFile`), strict JSON.
    public func renderJSON() -> Data { VerdictFile(self).encoded() }

    /// A row per benchmark: the medians, the paired estimate and its interval, the rounds, the decision.
    var table: Table {
        Table([Table.Column("benchmark", .left)] + ["base", "head", "head/base", "interval", "rounds"].map { Table.Column($0) }
              + [Table.Column("decision", .left)], rows: rows.map { row in
            let interval = row.ratioLower.flatMap { lower in row.ratioUpper.map { "\(Self.ratio(lower))-\(Self.ratio($0))" } } ?? "-"
            return [row.name, Self.figures.time(row.baseNanoseconds, .compact), Self.figures.time(row.headNanoseconds, .compact),
                    row.ratio.map(Self.ratio) ?? "-", interval, "\(row.rounds)", row.decision.consoleLabel]
        })
    }

    private func crossCheckLines() -> [String] {
        guard let crossCheck else { return crossCheckNote.map { ["instructions per cycle: not shown: \($0)"] } ?? [] }
        let table = Table(titles: ["benchmark", "instructions/frame", "time/frame", "per cycle"], rows: crossCheck.rows.map { row in
            [row.name, Self.figures.fixed(row.instructionsPerFrame / 1e6, digits: 3, suffix: " M"), Self.figures.time(row.nanosecondsPerFrame, .compact),
             Self.figures.instructionsPerCycle(row.instructionsPerCycle) + (row.problem == nil ? "" : "  <- measurement problem")]
        })
        return ["instructions per cycle of the head at \(Self.figures.frequency(crossCheck.clockHertz, digits: 2)) "
            + "(measured in this run); instructions from \(crossCheck.instructionsSource):"]
            + table.text.split(separator: "\n").map(String.init)
    }

    /// The number convention of the renderings (`FigureFormat`, the one number formatter).
    static let figures = FigureFormat.text

    /// A head/base ratio with four decimals: "1.0123".
    static func ratio(_ value: Double) -> String { figures.fixed(value, digits: 4) }
}
