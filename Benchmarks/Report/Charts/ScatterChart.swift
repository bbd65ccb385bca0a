/// Points and lines on two axes (each linear or logarithmic): strategies' time against PSNR, or
/// time against frame size.
public struct ScatterChart: Sendable {
    /// One point.
    public struct Point: Sendable, Equatable {
        public var x: Double
        public var y: Double
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// Points of one colour; joined by a line when `connected`.
    public struct Series: Sendable {
        public var label: String
        public var color: String
        public var points: [Point]
        public var connected: Bool
        public var dashed: Bool
        /// Open circles (a second mark, such as chroma PSNR) instead of filled ones.
        public var hollow: Bool
        /// Squares instead of circles (told apart from a series of the same colour).
        public var square: Bool

        public init(label: String, color: String, points: [Point], connected: Bool = false, dashed: Bool = false,
                    hollow: Bool = false, square: Bool = false) {
            self.label = label
            self.color = color
            self.points = points
            self.connected = connected
            self.dashed = dashed
            self.hollow = hollow
            self.square = square
        }
    }

    public var series: [Series]
    /// A named line drawn behind the points (the Pareto front), with its name at its last point.
    public var front: (label: String, points: [Point])?
    public var xTitle: String
    public var yTitle: String
    public var xLogarithmic: Bool
    public var yLogarithmic: Bool
    public var xFormat: @Sendable (Double) -> String
    public var yFormat: @Sendable (Double) -> String

    public static let width = 720.0
    public static let height = 320.0
    static let left = 70.0, right = 20.0, top = 16.0, bottom = 48.0

    public init(series: [Series], front: (label: String, points: [Point])? = nil, xTitle: String, yTitle: String,
                xLogarithmic: Bool, yLogarithmic: Bool, xFormat: @escaping @Sendable (Double) -> String,
                yFormat: @escaping @Sendable (Double) -> String) {
        self.series = series
        self.front = front
        self.xTitle = xTitle
        self.yTitle = yTitle
        self.xLogarithmic = xLogarithmic
        self.yLogarithmic = yLogarithmic
        self.xFormat = xFormat
        self.yFormat = yFormat
    }

    public var xScale: AxisScale {
        AxisScale(covering: series.flatMap { $0.points.map(\.x) }, start: Self.left, end: Self.width - Self.right,
                  logarithmic: xLogarithmic)
    }

    public var yScale: AxisScale {
        AxisScale(covering: series.flatMap { $0.points.map(\.y) }, start: Self.height - Self.bottom, end: Self.top,
                  logarithmic: yLogarithmic)
    }

    /// The chart as an `<svg>` element.
    public func render(label: String) -> String {
        var svg = SVGBuilder()
        let xScale = self.xScale, yScale = self.yScale
        let plotBottom = Self.height - Self.bottom
        ChartAxes.drawVerticalAxis(&svg, scale: yScale, left: Self.left, right: Self.width - Self.right, title: yTitle, format: yFormat)
        ChartAxes.drawValueAxis(&svg, scale: xScale, top: Self.top, bottom: plotBottom, title: xTitle, width: Self.width, format: xFormat)
        func path(_ points: [Point]) -> String {
            points.enumerated().map { index, point in
                (index == 0 ? "M" : "L") + SVGBuilder.number(xScale.position(point.x)) + " " + SVGBuilder.number(yScale.position(point.y))
            }.joined()
        }
        if let front, front.points.count >= 1 {
            svg.element("path", [("class", "front"), ("d", path(front.points))])
            if let last = front.points.last {
                let x = xScale.position(last.x), y = yScale.position(last.y)
                let fits = x + 8 + SVGBuilder.textWidth(front.label) <= Self.width - 2
                svg.text(front.label, x: fits ? x + 8 : x - 8, y: max(y - 8, Self.top + 10), anchor: fits ? "start" : "end",
                         cssClass: "label front-label")
            }
        }
        for series in self.series {
            let points = series.points.filter { $0.x.isFinite && $0.y.isFinite && (!xLogarithmic || $0.x > 0) && (!yLogarithmic || $0.y > 0) }
            if series.connected && points.count >= 2 {
                svg.element("path", [("class", series.dashed ? "line dashed" : "line"), ("d", path(points)), ("stroke", series.color)])
            }
            for point in points where series.square {
                let x = xScale.position(point.x), y = yScale.position(point.y), half = series.hollow ? 5.0 : 4.5
                svg.element("rect", [
                    ("class", series.hollow ? "point mark hollow" : "point mark"),
                    ("x", SVGBuilder.number(x - half)), ("y", SVGBuilder.number(y - half)),
                    ("width", SVGBuilder.number(2 * half)), ("height", SVGBuilder.number(2 * half)),
                    ("data-x", String(point.x)), ("data-y", String(point.y)), (series.hollow ? "stroke" : "fill", series.color),
                ])
            }
            for point in points where !series.square {
                svg.element("circle", [
                    ("class", series.hollow ? "point mark hollow" : "point mark"),
                    ("cx", SVGBuilder.number(xScale.position(point.x))), ("cy", SVGBuilder.number(yScale.position(point.y))),
                    ("r", series.hollow ? "5" : "4"), ("data-x", String(point.x)), ("data-y", String(point.y)),
                    (series.hollow ? "stroke" : "fill", series.color),
                ])
            }
        }
        return svg.svg(width: Self.width, height: Self.height, label: label)
    }
}
