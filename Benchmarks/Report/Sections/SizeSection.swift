import Plot
import Results

/// Section 4: cost against frame size (log-log) per strategy of each operation with one frame
/// size, hot solid and cold dashed.
struct SizeSection {
    let data: ReportData

    struct Line {
        var strategy: String
        var cache: String
        var extra: String
        var points: [(pixels: Int, size: String, value: Double)]
    }

    /// Per operation, the lines with at least two sizes.
    var operations: [(operation: String, lines: [Line])] {
        var order: [String] = []
        var lines: [String: [String: Line]] = [:], lineOrder: [String: [String]] = [:]
        for benchmark in data.benchmarks {
            let name = benchmark.name
            guard name.sizes.count == 1, let cache = name.cache, let value = benchmark.median, name.operation != BenchmarkName.calibrationOperation,
                  let sizeText = name.parameters.first(where: { FrameDimensions($0) != nil }), let size = FrameDimensions(sizeText) else { continue }
            let extra = name.parameters.filter { $0 != sizeText }.joined(separator: " ")
            let strategy = name.strategy ?? "memcpy"
            let key = [strategy, extra, cache].joined(separator: "|")
            if lines[name.operation] == nil { order.append(name.operation) }
            if lines[name.operation]?[key] == nil {
                lineOrder[name.operation, default: []].append(key)
                lines[name.operation, default: [:]][key] = Line(strategy: strategy, cache: cache, extra: extra, points: [])
            }
            lines[name.operation]![key]!.points.append((size.pixels, sizeText, value))
        }
        return order.sorted().compactMap { operation in
            let kept = (lineOrder[operation] ?? []).compactMap { lines[operation]?[$0] }
                .filter { Set($0.points.map(\.pixels)).count >= 2 }
                .map { line -> Line in var line = line; line.points.sort { $0.pixels < $1.pixels }; return line }
                .sorted { ($0.strategy, $0.extra, $1.cache) < ($1.strategy, $1.extra, $0.cache) }
            return kept.isEmpty ? nil : (operation, kept)
        }
    }

    var node: Node<HTML.BodyContext> {
        let operations = self.operations
        return .section(.id("sizes"),
            .h2("4. Cost against frame size"),
            .p(.text("Median \(data.isTime ? "time" : "instructions") per frame against pixels per frame, both on log scales: a line parallel to the grid's diagonal scales linearly; a kink shows where the frames stop fitting in a cache. Solid = hot cache, dashed = cold. Scaling and rotate-scale have a source and a destination size: see section 3.")),
            operations.isEmpty
                ? .p(.class("empty"), .text("No operation ran at two or more frame sizes in this run."))
                : .forEach(operations) { item in figure(operation: item.operation, lines: item.lines).node })
    }

    func figure(operation: String, lines: [Line]) -> ChartFigure {
        let isTime = data.isTime
        var labels: [String] = []
        for line in lines {
            let label = line.extra.isEmpty ? line.strategy : "\(line.strategy) \(line.extra)"
            if !labels.contains(label) { labels.append(label) }
        }
        func label(_ line: Line) -> String { line.extra.isEmpty ? line.strategy : "\(line.strategy) \(line.extra)" }
        let series = lines.map { line in
            ScatterChart.Series(label: label(line), color: Palette.series(labels.firstIndex(of: label(line)) ?? 0),
                                points: line.points.map { .init(x: Double($0.pixels), y: $0.value) }, connected: true,
                                dashed: line.cache == "cold")
        }
        let axis = Formatting.timeAxis(maxNanoseconds: lines.flatMap { $0.points.map(\.value) }.max() ?? 0)
        let chart = ScatterChart(
            series: series, xTitle: "pixels per frame (log scale)",
            yTitle: isTime ? "time per frame (\(axis.unit), log)" : "instructions per frame (log)", xLogarithmic: true, yLogarithmic: true,
            xFormat: Formatting.ticks(isTime: false), yFormat: isTime ? axis.format : Formatting.ticks(isTime: false))
        var sizes: [(Int, String)] = []
        for line in lines { for point in line.points where !sizes.contains(where: { $0.1 == point.size }) { sizes.append((point.pixels, point.size)) } }
        sizes.sort { $0.0 < $1.0 }
        let rows = lines.map { line in
            [label(line), line.cache] + sizes.map { size in
                Formatting.figure(line.points.first { $0.size == size.1 }?.value, isTime: isTime)
            }
        }
        let legend = labels.enumerated().map { ChartFigure.LegendEntry(color: Palette.series($0.offset), label: $0.element, style: "line") }
            + [.init(color: "#555", label: "hot", style: "line"), .init(color: "#555", label: "cold", style: "dashed")]
        return ChartFigure(
            title: operation, svg: chart.render(label: "\(operation): cost against frame size"), legend: legend,
            table: DataTable(caption: "\(operation): median per frame size", header: ["strategy", "cache"] + sizes.map(\.1), rows: rows))
    }
}
