import Foundation

extension ABReport {
    /// The one-line conclusion.
    public var headline: String {
        if let failure { return "ab: FAILED: \(failure)" }
        let regressions = rows.filter { $0.decision == .regression }.count
        let undecided = rows.filter { $0.decision == .undecided }.count
        let summary = "\(rounds) rounds in \(Int(seconds.rounded())) s (\(stop.rawValue))"
        if regressions > 0 { return "ab: FAIL: \(regressions) regression(s) beyond \(Self.percent(rule.threshold)); \(summary)" }
        if undecided > 0 { return "ab: UNDECIDED: \(undecided) benchmark(s) undecided; \(summary)" }
        return "ab: PASS: no regression of \(Self.percent(rule.threshold)); \(summary)"
    }

    /// What the columns mean.
    var legend: String {
        """
        head/base: Hodges-Lehmann estimate of the rounds' paired ratios (each round one head and one base \
        process back to back, A B B A ...; a process's sample is its fastest repetition, \(clock.rawValue) clock); \
        interval: \(Self.percent(rule.confidence)) exact Wilcoxon signed-rank interval. \
        Decision point \(String(format: "%.4f", rule.decisionRatio)) (1 + threshold/2): regression when the \
        interval is above it, pass when below it. rounds: the rounds a benchmark ran in (a decided one \
        leaves the following rounds).
        """
    }

    /// The console table.
    public func renderTable() -> String {
        var lines = [headline]
        if failure == nil {
            let header = ["benchmark", "base", "head", "head/base", "interval", "rounds", "decision"]
            lines += Self.align([header] + rows.map(cells))
            lines.append(legend)
            lines += crossCheckLines()
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The Markdown summary.
    public func renderMarkdown() -> String {
        var lines = ["## bench ab: head vs base", "", "**\(headline)**", ""]
        if failure == nil {
            lines.append("| benchmark | base | head | head/base | interval | rounds | decision |")
            lines.append("|---|---:|---:|---:|---:|---:|---|")
            for row in rows { lines.append("| " + cells(row).joined(separator: " | ") + " |") }
            lines += ["", legend]
            let crossCheck = crossCheckLines()
            if !crossCheck.isEmpty { lines += [""] + crossCheck.map { "    " + $0 } }
        }
        lines.append("")
        lines.append("head `\(headExecutable)`, base `\(baseExecutable)`")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The JSON verdict.
    public func renderJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(ABVerdict(self))
    }

    private func cells(_ row: ABRow) -> [String] {
        let interval = row.ratioLower.flatMap { lower in row.ratioUpper.map { "\(Self.ratio(lower))-\(Self.ratio($0))" } } ?? "-"
        return [
            row.name, Self.nanoseconds(row.baseNanoseconds), Self.nanoseconds(row.headNanoseconds),
            row.ratio.map(Self.ratio) ?? "-", interval, "\(row.rounds)", row.decision.consoleLabel,
        ]
    }

    private func crossCheckLines() -> [String] {
        guard let crossCheck else { return crossCheckNote.map { ["instructions per cycle: not shown: \($0)"] } ?? [] }
        var lines = ["instructions per cycle of the head at \(String(format: "%.2f", crossCheck.clockHertz / 1e9)) GHz "
            + "(measured in this run); instructions from \(crossCheck.instructionsSource):"]
        let table = [["benchmark", "instructions/frame", "time/frame", "per cycle"]] + crossCheck.rows.map { row in
            [row.name, String(format: "%.3f M", row.instructionsPerFrame / 1e6), Self.nanoseconds(row.nanosecondsPerFrame),
             MetricCrossCheck.format(row.instructionsPerCycle) + (row.problem == nil ? "" : "  <- measurement problem")]
        }
        lines += Self.align(table)
        return lines
    }

    static func align(_ table: [[String]]) -> [String] {
        let widths = (0..<(table.first?.count ?? 0)).map { column in table.map { $0[column].count }.max() ?? 0 }
        return table.map { cells in
            cells.enumerated().map { column, cell in cell.padding(toLength: widths[column], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
    }

    static func percent(_ fraction: Double) -> String {
        let value = fraction * 100
        return (value == value.rounded() ? String(Int(value)) : String(format: "%.2g", value)) + "%"
    }

    static func ratio(_ value: Double) -> String { String(format: "%.4f", value) }

    static func nanoseconds(_ value: Double?) -> String {
        guard let value else { return "-" }
        if value >= 1e6 { return String(format: "%.2f ms", value / 1e6) }
        if value >= 1e3 { return String(format: "%.1f us", value / 1e3) }
        return String(format: "%.0f ns", value)
    }
}

/// The machine-readable verdict `bench ab` writes.
public struct ABVerdict: Sendable, Equatable, Codable {
    /// "pass", "fail" or "undecided".
    public let status: String
    /// The exit status of `bench ab`.
    public let exitCode: Int32
    /// The report: rule, rounds, rows, cross-check.
    public let report: ABReport
    /// Rows per decision.
    public let counts: [String: Int]
    /// What the numbers are.
    public let units: [String: String]

    /// The verdict of `report`.
    public init(_ report: ABReport) {
        switch report.exitCode {
        case .pass: status = "pass"
        case .undecided: status = "undecided"
        default: status = "fail"
        }
        exitCode = report.exitCode.rawValue
        self.report = report
        counts = report.counts
        units = [
            "baseNanoseconds": "ns per frame (median over rounds of each process's fastest repetition)",
            "headNanoseconds": "ns per frame (median over rounds of each process's fastest repetition)",
            "ratio": "head/base (Hodges-Lehmann estimate over rounds)",
            "ratioLower": "head/base, lower end of the confidence interval",
            "ratioUpper": "head/base, upper end of the confidence interval",
            "logRatios": "natural log of head/base, one per round, in round order",
            "threshold": "fraction (0.03 = 3%): the slowdown to catch; decided at 1 + threshold/2",
            "seconds": "wall clock of the rounds",
        ]
    }
}
