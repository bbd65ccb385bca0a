import Plot

/// One chart on the page: title, the SVG, its legend and the table of its numbers.
struct ChartFigure {
    /// One legend entry: a colour swatch (or a line or circle style) and its meaning.
    struct LegendEntry {
        var color: String
        var label: String
        /// "box" (bars), "line", "dashed", "dot", "square", "ring", "band" or "front".
        var style: String = "box"
    }

    var title: String
    var svg: String
    var legend: [LegendEntry]
    var table: DataTable
    /// Lines under the table, for example why a benchmark failed.
    var notes: [String] = []
    /// Plain remarks under the table (what the figures leave out, how to read them).
    var remarks: [String] = []

    var node: Node<HTML.BodyContext> {
        .div(.class("figure"),
             .h3(.text(title)),
             .raw(svg),
             .div(.class("legend"), .forEach(legend) { entry in
                 .span(.raw(Self.swatch(entry)), .text(entry.label))
             }),
             table.node,
             .forEach(notes) { .p(.class("failure"), .text($0)) },
             .forEach(remarks) { .p(.text($0)) })
    }

    /// A small inline SVG that looks like the mark in the chart.
    static func swatch(_ entry: LegendEntry) -> String {
        let color = SVGBuilder.escape(entry.color)
        let shape: String
        switch entry.style {
        case "line": shape = "<line x1=\"0\" y1=\"6\" x2=\"22\" y2=\"6\" stroke=\"\(color)\" stroke-width=\"2\"/>"
        case "dashed": shape = "<line x1=\"0\" y1=\"6\" x2=\"22\" y2=\"6\" stroke=\"\(color)\" stroke-width=\"2\" stroke-dasharray=\"5 3\"/>"
        case "dot": shape = "<circle cx=\"11\" cy=\"6\" r=\"4\" fill=\"\(color)\"/>"
        case "square": shape = "<rect x=\"7\" y=\"2\" width=\"8\" height=\"8\" fill=\"\(color)\"/>"
        case "ring": shape = "<circle cx=\"11\" cy=\"6\" r=\"4\" fill=\"#fff\" stroke=\"\(color)\" stroke-width=\"2\"/>"
        case "band": shape = "<rect x=\"0\" y=\"1\" width=\"22\" height=\"10\" fill=\"\(color)\" opacity=\".35\"/>"
        case "front": shape = "<line x1=\"0\" y1=\"6\" x2=\"22\" y2=\"6\" stroke=\"\(color)\" stroke-width=\"7\" stroke-linecap=\"round\" opacity=\".7\"/>"
        default: shape = "<rect x=\"4\" y=\"1\" width=\"14\" height=\"10\" fill=\"\(color)\"/>"
        }
        return "<svg width=\"22\" height=\"12\" aria-hidden=\"true\">\(shape)</svg>"
    }
}
