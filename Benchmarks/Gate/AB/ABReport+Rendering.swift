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

    /// What the columns mean.
    var legend: String {
        """
        head/base: Hodges-Lehmann estimate of the rounds' paired ratios (each round one head and one base \
        process back to back, A B B A ...; a process's sample is its fastest repetition, \(clock.rawValue) clock); \
        interval: \(Self.figures.percent(rule.confidence, digits: 2)) exact Wilcoxon signed-rank interval. \
        Decision point \(Self.ratio(rule.decisionRatio)) (1 + threshold/2): regression when the \
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
            row.name, Self.figures.time(row.baseNanoseconds, .compact), Self.figures.time(row.headNanoseconds, .compact),
            row.ratio.map(Self.ratio) ?? "-", interval, "\(row.rounds)", row.decision.consoleLabel,
        ]
    }

    private func crossCheckLines() -> [String] {
        guard let crossCheck else { return crossCheckNote.map { ["instructions per cycle: not shown: \($0)"] } ?? [] }
        var lines = ["instructions per cycle of the head at \(Self.figures.frequency(crossCheck.clockHertz, digits: 2)) "
            + "(measured in this run); instructions from \(crossCheck.instructionsSource):"]
        let table = [["benchmark", "instructions/frame", "time/frame", "per cycle"]] + crossCheck.rows.map { row in
            [row.name, Self.figures.fixed(row.instructionsPerFrame / 1e6, digits: 3, suffix: " M"), Self.figures.time(row.nanosecondsPerFrame, .compact),
             Self.figures.instructionsPerCycle(row.instructionsPerCycle) + (row.problem == nil ? "" : "  <- measurement problem")]
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

    /// The number convention of the renderings (`FigureFormat`, the one number formatter).
    static let figures = FigureFormat.text

    /// A head/base ratio with four decimals: "1.0123".
    static func ratio(_ value: Double) -> String { figures.fixed(value, digits: 4) }
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
