import Foundation
import Gate
import History
import Plot
import Results
import Statistics

/// Section 7: results over time from a history (`bench report --history FILE`): per operation, the
/// index of each strategy over the runs with its change points, and the operation's
/// geometric-mean line, for each stored machine profile of the run's metric.
struct TrendsSection {
    let trends: [TrendLines]?
    let historyPath: String?
    /// The run's metric, whose histories are shown.
    let metric: Metric

    var node: Node<HTML.BodyContext> {
        guard let trends else {
            return .section(.id("trends"), .h2("7. Trends"),
                            .p(.class("empty"), .text("No history given: pass --history FILE (see `bench history`).")))
        }
        let shown = trends.filter { $0.history.metric == metric && !$0.operations.isEmpty }
        return .section(.id("trends"),
            .h2("7. Trends in \(historyPath ?? "the history")"),
            .p(.text("Each strategy's \(metric == .time ? "time" : "instructions") per frame over the stored runs of a machine profile, oldest first, as an index: 1 at its first run, then from one run to the next times the geometric mean of the ratios of its benchmarks (sizes, cache states) measured in both. Squares mark change points (PELT on the index, as `bench history changes`), circles those where the machine changed (\(MachineChangeRuns.ruleDescription)); the dark line is the geometric mean of all the operation's benchmarks. Below 1 is faster. The x axis names the commit that committed each run (imported baselines) or the measured one.")),
            shown.isEmpty
                ? .p(.class("empty"), .text("The history holds no \(metric.rawValue) runs with two runs or more of a strategy."))
                : .forEach(shown) { trend in
                    .div(.h3(.text("\(trend.history.metric.rawValue), \(trend.history.profile): \(trend.history.points.count) runs")),
                         .forEach(trend.operations) { figure(trend, $0).node })
                })
    }

    func figure(_ trend: TrendLines, _ operation: TrendLines.Operation) -> ChartFigure {
        let labels = trend.history.points.map(\.label)
        var series: [ScatterChart.Series] = []
        for (index, line) in operation.strategies.enumerated() {
            let color = Palette.series(index)
            series.append(.init(label: line.label, color: color, points: line.values.map { .init(x: Double($0.point), y: $0.value) },
                                connected: true))
            let marks = line.changes.filter { !$0.machineChanged }.compactMap { change in line.values.first { $0.point == change.point } }
            if !marks.isEmpty {
                series.append(.init(label: "\(line.label) change", color: color,
                                    points: marks.map { .init(x: Double($0.point), y: $0.value) }, hollow: true, square: true))
            }
            let machineMarks = line.changes.filter(\.machineChanged).compactMap { change in line.values.first { $0.point == change.point } }
            if !machineMarks.isEmpty {
                series.append(.init(label: "\(line.label) machine changed", color: color,
                                    points: machineMarks.map { .init(x: Double($0.point), y: $0.value) }, hollow: true))
            }
        }
        series.append(.init(label: "geometric mean", color: Palette.reference,
                            points: operation.geometricMean.values.map { .init(x: Double($0.point), y: $0.value) }, connected: true,
                            dashed: true))
        // A log scale when the lines span more than a factor of 3, else linear (small steps stay visible).
        let all = series.flatMap { $0.points.map(\.y) }
        let logarithmic = (all.max() ?? 1) > 3 * (all.min() ?? 1)
        let linearTicks: @Sendable (Double) -> String = { FigureFormat.page.general($0, digits: 4) }
        let chart = ScatterChart(
            series: series, xTitle: "run (commit)", yTitle: "index (first run = 1\(logarithmic ? ", log" : ""))",
            xLogarithmic: false, yLogarithmic: logarithmic,
            xFormat: { value in
                let index = Int(value.rounded())
                return abs(value - Double(index)) < 1e-9 && labels.indices.contains(index) ? String(labels[index].prefix(7)) : ""
            },
            yFormat: logarithmic ? Formatting.plainTicks : linearTicks)
        let rows = (operation.strategies + [operation.geometricMean]).map { line -> [(text: String, cssClass: String?)] in
            let first = line.values.first?.value ?? 1, last = line.values.last?.value ?? 1
            let steps = line.changes.map {
                "\(labels[$0.point].prefix(7)) \(Formatting.format.change($0.change))" + ($0.machineChanged ? " (\(Verdict.machineChanged.jsonLabel))" : "")
            }
            return [(line.label, nil), (Formatting.format.change(last / first - 1), last > first * 1.0001 ? "regression" : last < first * 0.9999 ? "improvement" : nil),
                    (steps.isEmpty ? "none" : steps.joined(separator: ", "), nil)]
        }
        let legend = operation.strategies.enumerated().map { ChartFigure.LegendEntry(color: Palette.series($0.offset), label: $0.element.label, style: "line") }
            + [.init(color: Palette.reference, label: "geometric mean", style: "dashed"), .init(color: "#555", label: "change point", style: "square")]
            + (operation.strategies.contains { $0.changes.contains(where: \.machineChanged) }
                ? [.init(color: "#555", label: "machine changed (a calibration stepped too)", style: "ring")] : [])
        return ChartFigure(
            title: "\(operation.name) (\(trend.history.metric.rawValue), \(trend.history.profile))",
            svg: chart.render(label: "\(operation.name): index per strategy over the runs"), legend: legend,
            table: DataTable(caption: "\(operation.name): first to last run, and the change points (commit, step)",
                             header: ["strategy", "first to last", "change points"], styledRows: rows))
    }
}
