import Foundation
@testable import Report
import Testing

/// The charts' SVG parsed as XML, its geometry checked against the data.
@Suite struct ChartGeometryTests {
    static let values = [4_740.0, 556_000, 9_490, 7_910]

    func barChart(_ values: [Double], band: ClosedRange<Double>? = nil) -> BarChart {
        BarChart(bars: values.enumerated().map { .init(label: "s\($0.offset)", value: $0.element, color: "#000") },
                 band: band, axisTitle: "t", tickFormat: { String($0) })
    }

    @Test func barLengthIsProportionalToValue() throws {
        let svg = try SVGDocument(barChart(Self.values).render(label: "bars"))
        let bars = svg.elements("rect", class: "mark")
        #expect(bars.count == Self.values.count)
        let perUnit = bars[1].number("width") / Self.values[1]
        for (bar, value) in zip(bars, Self.values) {
            // 0.01 px rounding of the coordinates, and a 1 px minimum width.
            #expect(abs(bar.number("width") - max(value * perUnit, 1)) <= 0.02)
            #expect(abs(bar.number("x") - bars[0].number("x")) < 0.01)
        }
    }

    @Test func barsSpanningMoreThanADecadeGetALogAxisWhereTheFastOnesAreNotSlivers() throws {
        #expect(BarChart.wantsLogarithmicAxis(Self.values))
        #expect(!BarChart.wantsLogarithmicAxis([100, 200, 700]))
        var chart = barChart(Self.values)
        chart.logarithmic = true
        let svg = try SVGDocument(chart.render(label: "bars"))
        let bars = svg.elements("rect", class: "mark")
        let scale = chart.scale
        #expect(scale.logarithmic)
        for (bar, value) in zip(bars, Self.values) {
            #expect(abs(bar.number("x") - scale.start) < 0.01)
            #expect(abs(bar.number("x") + bar.number("width") - scale.position(value)) <= 0.02)
        }
        // The fastest bar, 117x shorter than the slowest on a linear axis, is about a quarter of it here.
        #expect(bars[0].number("width") > bars[1].number("width") / 5)
    }

    @Test func barTicksCoverTheDataFromZero() throws {
        let svg = try SVGDocument(barChart(Self.values).render(label: "bars"))
        let ticks = svg.ticks("x-axis")
        #expect(ticks.first?.value == 0)
        #expect((ticks.last?.value ?? 0) >= Self.values.max()!)
        // Ticks sit where the bars' scale puts them: the bar of value v ends at x(0) + v * perUnit.
        let bars = svg.elements("rect", class: "mark")
        let perUnit = bars[1].number("width") / Self.values[1]
        for tick in ticks { #expect(abs(tick.position - (ticks[0].position + tick.value * perUnit)) < 0.05) }
    }

    @Test func divergingBarsGoLeftOfZeroForNegativeChanges() throws {
        let svg = try SVGDocument(barChart([-3, 8, 0.5], band: -1...1).render(label: "changes"))
        let zero = try #require(svg.ticks("x-axis").first { $0.value == 0 }).position
        let bars = svg.elements("rect", class: "mark")
        #expect(abs(bars[0].number("x") + bars[0].number("width") - zero) < 0.02)
        #expect(abs(bars[1].number("x") - zero) < 0.02)
        #expect(abs(bars[0].number("width") / 3 - bars[1].number("width") / 8) < 0.02)
        let band = try #require(svg.elements("rect", class: "band").first)
        #expect(abs((band.number("x") + band.number("width") / 2) - zero) < 0.02)
    }

    @Test func pointsSitAtTheirCoordinatesOnLogAndLinearAxes() throws {
        let points = [ScatterChart.Point(x: 122_000, y: 30.56), .init(x: 183_000, y: 59.1), .init(x: 1_920_000, y: 59.1),
                      .init(x: 553_000, y: 52.19)]
        let chart = ScatterChart(series: [.init(label: "a", color: "#000", points: points)], xTitle: "x", yTitle: "y",
                                 xLogarithmic: true, yLogarithmic: false, xFormat: { String($0) }, yFormat: { String($0) })
        let svg = try SVGDocument(chart.render(label: "scatter"))
        let xTicks = svg.ticks("x-axis"), yTicks = svg.ticks("y-axis")
        #expect(xTicks.first!.value <= 122_000 && xTicks.last!.value >= 1_920_000)
        #expect(yTicks.first!.value <= 30.56 && yTicks.last!.value >= 59.1)
        func x(_ value: Double) -> Double {
            let (a, b) = (xTicks.first!, xTicks.last!)
            return a.position + (log10(value) - log10(a.value)) / (log10(b.value) - log10(a.value)) * (b.position - a.position)
        }
        func y(_ value: Double) -> Double {
            let (a, b) = (yTicks.first!, yTicks.last!)
            return a.position + (value - a.value) / (b.value - a.value) * (b.position - a.position)
        }
        let circles = svg.elements("circle", class: "mark")
        #expect(circles.count == points.count)
        for (circle, point) in zip(circles, points) {
            #expect(abs(circle.number("cx") - x(point.x)) < 0.05)
            #expect(abs(circle.number("cy") - y(point.y)) < 0.05)
        }
    }

    @Test func paretoFrontKeepsWhatNothingBeats() {
        let points = [ScatterChart.Point(x: 122, y: 30.5), .init(x: 183, y: 59.1), .init(x: 183, y: 52), .init(x: 1920, y: 59.1),
                      .init(x: 130, y: 40), .init(x: 553, y: 52.2)]
        #expect(ParetoFront.indices(of: points) == [0, 4, 1])
    }

    @Test func labelsAreEscaped() throws {
        let chart = BarChart(bars: [.init(label: "a<b & \"c\"", value: 1, color: "#000", note: "<x>")], axisTitle: "t & u",
                             tickFormat: { String($0) })
        let svg = try SVGDocument(chart.render(label: "<svg>"))
        #expect(svg.elements("text", class: "label").contains { $0.stringValue == "a<b & \"c\"" })
    }
}
