import Plot
import Results

/// Section 8: the upgrade table of each file given (`bench report --upgrade FILE`): libyuv's
/// figure per version with each upgrade's step judged, and ours beside every version. The chart
/// draws every figure as a ratio to the newest libyuv (the line at 1), so ours and the libyuv
/// versions share one readable axis whatever the case's scale.
struct UpgradeSection {
    /// The tables, each with its title (for example "x86-64" or "arm64").
    let tables: [(title: String, table: UpgradeTable)]

    var node: Node<HTML.BodyContext> {
        guard !tables.isEmpty else { return .empty }
        return .section(.id("upgrade"),
            .h2("8. libyuv upgrades: each version, and ours beside it"),
            .forEach(tables) { entry in .div(.p(.text(entry.table.legend)), figure(title: entry.title, table: entry.table).node) })
    }

    func figure(title: String, table: UpgradeTable) -> ChartFigure {
        let newest = table.versions.last
        var bars: [BarChart.Bar] = []
        for row in table.rows {
            guard let newest, let reference = row.figures[newest], reference > 0 else { continue }
            let versionCase = row.versionCase
            for version in table.versions.dropLast() {
                guard let figure = row.figures[version] else { continue }
                bars.append(BarChart.Bar(
                    label: "\(versionCase.title) \(versionCase.libyuvStrategy)@\(version)", value: figure / reference,
                    color: Palette.libyuv, emphasized: true, note: Formatting.format.ratio(figure / reference)))
            }
            if let ours = row.oursFigure, let strategy = versionCase.ours?.name.unversionedStrategy {
                bars.append(BarChart.Bar(
                    label: "\(versionCase.title) \(strategy) (ours, vs \(versionCase.libyuvStrategy))", value: ours / reference,
                    color: Palette.strategy,
                    note: Formatting.format.ratio(ours / reference) + (row.oursAgainst[newest].map { " " + UpgradeTable.word($0.verdict) } ?? "")))
            }
        }
        let markers = newest.map { [BarChart.Marker(value: 1, label: "libyuv \($0) = 1")] } ?? []
        // Ratios from a tenth to several times: a log axis when they span more than a decade.
        var chart = BarChart(bars: bars, markers: markers, axisTitle: "ratio to libyuv \(newest.map(String.init) ?? "")",
                             tickFormat: { Formatting.format.significant($0) })
        chart.logarithmic = BarChart.wantsLogarithmicAxis(bars.compactMap(\.value) + [1])
        if chart.logarithmic { chart.axisTitle += ", log scale" }
        let rows = table.rows.map { table.cells($0, format: .page) }
        return ChartFigure(
            title: "\(title): \(table.measurement)",
            svg: chart.render(label: "\(title): each libyuv version and ours as a ratio to the newest libyuv"),
            legend: [ChartFigure.LegendEntry(color: Palette.libyuv, label: "older libyuv versions (outlined)"),
                     ChartFigure.LegendEntry(color: Palette.strategy, label: "ours: the fastest simd or fused strategy"),
                     ChartFigure.LegendEntry(color: Palette.reference, label: "the newest libyuv", style: "dashed")],
            table: DataTable(caption: "\(title): per version", header: table.header, rows: rows))
    }
}
