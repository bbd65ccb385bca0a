import Gate
import Results

/// The upgrade table's words and cells, shared by the Markdown (`markdown`) and the report's
/// section (`UpgradeSection`).
extension UpgradeTable {
    /// The header: case, libyuv strategy, a column per version, ours, ours / each version.
    public var header: [String] {
        ["case", "libyuv"] + versions.map { "libyuv \($0)" } + ["ours"] + versions.map { "ours / \($0)" }
    }

    /// A row's cells (`format`: text or page), in `header`'s order. A version's cell holds its
    /// figure and, after the first version, its step from the previous one (`stepWord`); an ours /
    /// libyuv cell holds the ratio and its word.
    public func cells(_ row: Row, format: FigureFormat) -> [String] {
        let versionCase = row.versionCase
        var cells = [versionCase.title + (versionCase.cache.map { " \($0)" } ?? ""), versionCase.libyuvStrategy]
        for version in versions {
            guard let figure = row.figures[version] else { cells.append(format.missing); continue }
            var cell = format.figure(figure, metric: metric)
            if let step = row.steps[version] { cell += " " + Self.stepWord(step, format: format) }
            cells.append(cell)
        }
        let ours = versionCase.ours
        cells.append(ours.map { "\($0.name.unversionedStrategy ?? $0.name.full) \(format.figure(row.oursFigure, metric: metric))" } ?? format.missing)
        for version in versions {
            guard let outcome = row.oursAgainst[version], let change = outcome.change else { cells.append(format.missing); continue }
            cells.append(format.fixed(1 + change, digits: 2) + " " + Self.word(outcome.verdict))
        }
        return cells
    }

    /// "faster (-12.0%)", "slower (+20.0%)", "same" or "undecided": a step's verdict and change.
    static func stepWord(_ outcome: ComparisonOutcome, format: FigureFormat) -> String {
        switch outcome.verdict {
        case .improvement, .regression: return "\(word(outcome.verdict)) (\(format.change(outcome.change)))"
        default: return word(outcome.verdict)
        }
    }

    /// faster (improvement), slower (regression), same (within the rule), undecided.
    static func word(_ verdict: Verdict) -> String {
        switch verdict {
        case .improvement: "faster"
        case .regression: "slower"
        case .pass: "same"
        default: "undecided"
        }
    }

    /// How to read the table, one paragraph.
    public var legend: String {
        "Each libyuv figure after the first version is its step from the previous version, and each ours / libyuv is "
            + "ours' figure over that version's: faster or slower when the comparison rule says so (\(rule.description)), "
            + "same within it" + (rule.confidence != nil ? ", undecided when more rounds would tell" : "")
            + ". Ours is the strategy the suite recommends for the libyuv strategy's job (the same filter, for scaling; "
            + "named in the catalogue before anything is measured); - where it has none."
    }

    /// The table as Markdown under a `###` heading titled `title`, with its `legend`: the case,
    /// the libyuv strategy and ours on the left, the figures and ratios on the right.
    public func markdown(title: String) -> String {
        let columns = header.enumerated().map { Table.Column($0.element, [0, 1, versions.count + 2].contains($0.offset) ? .left : .right) }
        return "### \(title): \(measurement)\n\n\(legend)\n\n" + Table(columns, rows: rows.map { cells($0, format: .text) }).markdown
    }
}
