import Gate
import Plot
import Results
import Statistics

/// Section 6: the change of each benchmark against a baseline or in a verdict, as bars diverging
/// from 0 inside the threshold band, coloured by verdict.
struct BaselineChangesSection {
    let changes: BaselineChanges?

    static let verdictOrder = Verdict.displayOrder

    var node: Node<HTML.BodyContext> {
        guard let comparison = changes else {
            return .section(.id("comparison"), .h2("6. Against a baseline"),
                            .p(.class("empty"), .text("No baseline or verdict given: pass --baseline FILE or --verdict FILE (from `bench check --verdict FILE`).")))
        }
        let figure: Node<HTML.BodyContext> = comparison.rows.isEmpty
            ? .p(.class("empty"), .text("No benchmark to compare."))
            : chart(comparison).node
        return .section(.id("comparison"),
            .h2("6. Against the \(comparison.source)"),
            .unwrap(comparison.failure) { failure in
                .div(.class("banner"), .text("No comparison: \(failure)"))
            },
            .if(!comparison.notes.isEmpty, .ul(.forEach(comparison.notes) { .li(.text($0)) })),
            comparison.failure != nil && comparison.rows.isEmpty ? .empty : figure,
            .if(!comparison.profiles.isEmpty, .group(
                .h3("Where the instructions moved"),
                .p(.text("For each regression and improvement, the run's call stacks as a flame graph coloured by how each frame's "
                         + "instructions per frame changed from the baseline's profile, and the functions whose own instructions moved "
                         + "most (the baseline's and the run's profiles, as `bench check --metric instructions` compared them).")),
                .forEach(comparison.profiles) { ProfileFigures.differential($0).node })))
    }

    /// Rows by verdict (regressions first), then by change, largest first.
    static func ordered(_ rows: [GateRow]) -> [GateRow] {
        func rank(_ row: GateRow) -> Int { verdictOrder.firstIndex(of: row.verdict) ?? verdictOrder.count }
        return rows.sorted { a, b in
            rank(a) != rank(b) ? rank(a) < rank(b) : (a.change ?? -.infinity) > (b.change ?? -.infinity)
        }
    }

    func chart(_ comparison: BaselineChanges) -> ChartFigure {
        var comparison = comparison
        comparison.rows = Self.ordered(comparison.rows)
        let threshold = comparison.rows.map(\.threshold).median
        let bars = comparison.rows.map { row in
            BarChart.Bar(
                label: row.name, value: row.change.map { $0 * 100 }, color: Palette.verdict(row.verdict),
                emphasized: row.verdict == .regression,
                note: row.change == nil ? row.verdict.jsonLabel : "\(Formatting.format.change(row.change)) \(row.verdict.jsonLabel)")
        }
        let chart = BarChart(bars: bars, band: threshold.map { -$0 * 100...$0 * 100 },
                             axisTitle: "change against the baseline (%)", tickFormat: Formatting.plainTicks)
        let present = Self.verdictOrder.filter { verdict in comparison.rows.contains { $0.verdict == verdict } }
        var legend = present.map { ChartFigure.LegendEntry(color: Palette.verdict($0), label: $0.jsonLabel) }
        if let threshold { legend.append(.init(color: "#bbb", label: "threshold ±\(Formatting.format.significant(threshold * 100))%", style: "band")) }
        let isTime = comparison.metric != .instructions
        let rows = comparison.rows.map { row -> [(text: String, cssClass: String?)] in
            [(row.name, nil), (row.verdict.jsonLabel, row.verdict.jsonLabel), (Formatting.figure(row.baseline, isTime: isTime), nil),
             (Formatting.figure(row.current, isTime: isTime), nil), (Formatting.format.change(row.change), nil),
             (Formatting.number(row.threshold * 100, digits: 1, suffix: "%"), nil),
             (Formatting.format.general(row.pValue, digits: 3), nil), (row.note?.description ?? "", nil)]
        }
        return ChartFigure(
            title: "Change per benchmark", svg: chart.render(label: "change per benchmark against the baseline"), legend: legend,
            table: DataTable(caption: "change per benchmark", header: ["benchmark", "verdict", "baseline", "this run", "change", "threshold", "p", "note"],
                             styledRows: rows))
    }
}
