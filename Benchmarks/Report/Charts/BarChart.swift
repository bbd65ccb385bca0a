/// A horizontal bar chart: one bar per row from 0 to its value (negative values go left, for
/// changes around 0), optional whiskers, vertical marker lines and a shaded band.
public struct BarChart: Sendable {
    /// One bar.
    public struct Bar: Sendable {
        public var label: String
        /// nil draws no bar (for example a failed or missing benchmark); `note` says why.
        public var value: Double?
        /// Whisker from the lowest to the highest sample.
        public var spread: ClosedRange<Double>?
        public var color: String
        /// Bold label and outlined bar (libyuv and naive).
        public var emphasized: Bool
        /// Text at the bar's end (for example "CPU 3.2%").
        public var note: String?

        public init(label: String, value: Double?, spread: ClosedRange<Double>? = nil, color: String,
                    emphasized: Bool = false, note: String? = nil) {
            self.label = label
            self.value = value
            self.spread = spread
            self.color = color
            self.emphasized = emphasized
            self.note = note
        }
    }

    /// A vertical line across all bars at a value, with a label (the memcpy roofline, a budget).
    public struct Marker: Sendable {
        public var value: Double
        public var label: String
        public init(value: Double, label: String) {
            self.value = value
            self.label = label
        }
    }

    public var bars: [Bar]
    public var markers: [Marker] = []
    /// A shaded range of values (for example the regression threshold band).
    public var band: ClosedRange<Double>?
    /// The value axis's title with its unit.
    public var axisTitle: String
    /// How a tick value is written.
    public var tickFormat: @Sendable (Double) -> String
    /// A logarithmic value axis (bars start at its lowest tick): for bars that span more than a
    /// decade, where a linear axis leaves the fast ones as slivers. Positive values only.
    public var logarithmic = false

    /// The largest ratio between a group's bars that a linear axis shows well; beyond it
    /// (`wantsLogarithmicAxis`) the fastest bars would be a few pixels wide.
    public static let linearSpanLimit = 8.0

    /// True when the positive values span more than `linearSpanLimit`.
    public static func wantsLogarithmicAxis(_ values: [Double]) -> Bool {
        let positive = values.filter { $0 > 0 && $0.isFinite }
        guard let low = positive.min(), let high = positive.max() else { return false }
        return high / low > linearSpanLimit
    }

    public static let width = 720.0
    static let rowHeight = 22.0
    static let top = 18.0
    static let bottom = 44.0
    static let right = 16.0

    public init(bars: [Bar], markers: [Marker] = [], band: ClosedRange<Double>? = nil, axisTitle: String,
                tickFormat: @escaping @Sendable (Double) -> String) {
        self.bars = bars
        self.markers = markers
        self.band = band
        self.axisTitle = axisTitle
        self.tickFormat = tickFormat
    }

    /// Left edge of the plot: room for the longest label.
    var left: Double { min(380, max(90, (bars.map { SVGBuilder.textWidth($0.label) }.max() ?? 0) + 14)) }

    /// `label`, with its middle replaced by "…" when it is wider than `width` (the table under the
    /// chart has it in full).
    static func shortened(_ label: String, toWidth width: Double) -> String {
        let fitting = Int(width / SVGBuilder.textWidth("x"))
        guard label.count > fitting, fitting > 5 else { return label }
        let head = (fitting - 1) / 2, tail = fitting - 1 - head
        return String(label.prefix(head)) + "…" + String(label.suffix(tail))
    }

    /// The value scale.
    public var scale: AxisScale {
        var values = bars.compactMap(\.value) + bars.compactMap { $0.spread?.upperBound } + markers.map(\.value)
        if let band { values += [band.lowerBound, band.upperBound] }
        return AxisScale(covering: values, start: left, end: Self.width - Self.right, logarithmic: logarithmic, includeZero: !logarithmic)
    }

    /// The chart as an `<svg>` element.
    public func render(label: String) -> String {
        var svg = SVGBuilder()
        let scale = self.scale
        let plotBottom = Self.top + Double(bars.count) * Self.rowHeight
        let height = plotBottom + Self.bottom
        if let band {
            let x0 = scale.position(band.lowerBound), x1 = scale.position(band.upperBound)
            svg.element("rect", [("class", "band"), ("x", SVGBuilder.number(x0)), ("y", SVGBuilder.number(Self.top)),
                                 ("width", SVGBuilder.number(x1 - x0)), ("height", SVGBuilder.number(plotBottom - Self.top))])
        }
        ChartAxes.drawValueAxis(&svg, scale: scale, top: Self.top, bottom: plotBottom, title: axisTitle, width: Self.width, format: tickFormat)
        let zero = logarithmic ? scale.start : scale.position(0)
        for (index, bar) in bars.enumerated() {
            let y = Self.top + Double(index) * Self.rowHeight
            svg.text(Self.shortened(bar.label, toWidth: left - 8), x: left - 6, y: y + 15, anchor: "end",
                     cssClass: bar.emphasized ? "label strong" : "label")
            guard let value = bar.value else {
                svg.text(Self.shortened(bar.note ?? "no result", toWidth: Self.width - zero - 8), x: zero + 4, y: y + 15, cssClass: bar.note == nil || bar.note!.hasPrefix("FAILED") ? "label warn" : "label")
                continue
            }
            let end = scale.position(value)
            svg.element("rect", [
                ("class", bar.emphasized ? "bar mark emphasized" : "bar mark"), ("data-value", String(value)),
                ("x", SVGBuilder.number(min(zero, end))), ("y", SVGBuilder.number(y + 4)),
                ("width", SVGBuilder.number(max(abs(end - zero), 1))), ("height", SVGBuilder.number(Self.rowHeight - 8)),
                ("fill", bar.color),
            ])
            if let spread = bar.spread {
                let low = scale.position(spread.lowerBound), high = scale.position(spread.upperBound), middle = y + Self.rowHeight / 2
                svg.element("path", [("class", "whisker"), ("d", "M\(SVGBuilder.number(low)) \(SVGBuilder.number(middle))H\(SVGBuilder.number(high))M\(SVGBuilder.number(low)) \(SVGBuilder.number(middle - 4))v8M\(SVGBuilder.number(high)) \(SVGBuilder.number(middle - 4))v8")])
            }
            if let note = bar.note {
                let outer = max(end, bar.spread.map { scale.position($0.upperBound) } ?? end)
                let width = SVGBuilder.textWidth(note)
                if value >= 0, outer + 6 + width <= Self.width - 2 {
                    svg.text(note, x: outer + 6, y: y + 15, cssClass: "label note")
                } else if value >= 0, end - zero > width + 8 {
                    svg.text(note, x: end - 4, y: y + 15, anchor: "end", cssClass: "label inside")
                } else if value < 0, end - 6 - width >= left {
                    svg.text(note, x: end - 6, y: y + 15, anchor: "end", cssClass: "label note")
                } else {
                    svg.text(note, x: zero + (value < 0 ? 4 : -4), y: y + 15, anchor: value < 0 ? "start" : "end", cssClass: "label note")
                }
            }
        }
        for marker in markers {
            let x = scale.position(marker.value)
            svg.element("line", [("class", "marker"), ("x1", SVGBuilder.number(x)), ("x2", SVGBuilder.number(x)),
                                 ("y1", SVGBuilder.number(Self.top - 6)), ("y2", SVGBuilder.number(plotBottom))])
            let labelWidth = SVGBuilder.textWidth(marker.label)
            let anchorEnd = x + labelWidth + 4 > Self.width
            svg.text(marker.label, x: anchorEnd ? x - 3 : x + 3, y: Self.top - 6, anchor: anchorEnd ? "end" : "start",
                     cssClass: "label marker-label")
        }
        return svg.svg(width: Self.width, height: height, label: label)
    }
}
