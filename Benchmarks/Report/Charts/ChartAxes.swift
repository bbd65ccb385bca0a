/// Grid lines, tick labels and axis titles shared by the charts.
enum ChartAxes {
    /// A horizontal value axis under the plot, with vertical grid lines at the ticks.
    /// A tick label that would cross the chart's right edge (`width`) ends at the edge instead.
    static func drawValueAxis(_ svg: inout SVGBuilder, scale: AxisScale, top: Double, bottom: Double, title: String,
                              width: Double, format: (Double) -> String) {
        svg.open("g", [("class", "axis x-axis")])
        for tick in scale.ticks {
            let x = SVGBuilder.number(scale.position(tick))
            svg.open("g", [("class", "tick"), ("data-value", String(tick))])
            svg.element("line", [("class", tick == 0 && !scale.logarithmic ? "grid zero" : "grid"),
                                 ("x1", x), ("x2", x), ("y1", SVGBuilder.number(top)), ("y2", SVGBuilder.number(bottom))])
            let label = format(tick), position = scale.position(tick)
            let crosses = position + SVGBuilder.textWidth(label) / 2 > width - 2
            svg.text(label, x: crosses ? width - 2 : position, y: bottom + 14, anchor: crosses ? "end" : "middle", cssClass: "tick-label")
            svg.close("g")
        }
        svg.text(title, x: (scale.start + scale.end) / 2, y: bottom + 34, anchor: "middle", cssClass: "axis-title")
        svg.close("g")
    }

    /// A vertical axis left of the plot, with horizontal grid lines at the ticks.
    static func drawVerticalAxis(_ svg: inout SVGBuilder, scale: AxisScale, left: Double, right: Double, title: String,
                                 format: (Double) -> String) {
        svg.open("g", [("class", "axis y-axis")])
        for tick in scale.ticks {
            let y = SVGBuilder.number(scale.position(tick))
            svg.open("g", [("class", "tick"), ("data-value", String(tick))])
            svg.element("line", [("class", "grid"), ("x1", SVGBuilder.number(left)), ("x2", SVGBuilder.number(right)),
                                 ("y1", y), ("y2", y)])
            svg.text(format(tick), x: left - 5, y: scale.position(tick) + 4, anchor: "end", cssClass: "tick-label")
            svg.close("g")
        }
        let middle = (scale.start + scale.end) / 2
        svg.text(title, x: 14, y: middle, anchor: "middle", cssClass: "axis-title",
                 extra: [("transform", "rotate(-90 14 \(SVGBuilder.number(middle)))")])
        svg.close("g")
    }
}
