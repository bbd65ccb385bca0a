import Plot
import Results

/// Section 3: scaling and rotate-scale cases: time against picture quality (PSNR, luma filled,
/// chroma open) per strategy, with the Pareto front ("fast and sharp").
struct QualitySection {
    let data: ReportData

    /// Groups with PSNR figures: the hot cache state where a group ran hot, else cold.
    var cases: [(title: String, members: [BenchmarkSummary])] {
        let groups = ChartOrder.groups(data.benchmarks.filter {
            $0.name.strategy != nil && $0.name.operation != BenchmarkName.pipelineOperation && $0.counter(.psnrY) != nil && $0.median != nil
        }, key: \.group)
        let titles = Set(groups.map(\.title))
        return groups.filter { !($0.title.hasSuffix(" cold") && titles.contains(String($0.title.dropLast(5)) + " hot")) }
    }

    var node: Node<HTML.BodyContext> {
        let cases = self.cases
        return .section(.id("quality"),
            .h2("3. Scaling and rotate-scale: \(data.isTime ? "time" : "instructions") against picture quality"),
            .p(.text("One point per strategy: filled = luma PSNR, open = chroma PSNR (against the area-average reference; higher is sharper). The grey band is the Pareto front on luma: the \"fast and sharp\" strategies, where no other strategy is both faster and better. Hot cache.")),
            cases.isEmpty ? .p(.class("empty"), .text("No scaling or rotate-scale benchmarks with PSNR in this run.")) : .forEach(cases) { item in
                figure(title: item.title, members: item.members).node
            })
    }

    func figure(title: String, members: [BenchmarkSummary]) -> ChartFigure {
        let isTime = data.isTime
        let luma = members.map { ScatterChart.Point(x: $0.median ?? .nan, y: $0.counter(.psnrY) ?? .nan) }
        let front = ParetoFront.indices(of: luma)
        var series: [ScatterChart.Series] = []
        var legend: [ChartFigure.LegendEntry] = []
        for (index, benchmark) in members.enumerated() {
            let color = Palette.series(index), square = index >= Palette.series.count
            let label = benchmark.name.strategy ?? benchmark.name.full
            if let chroma = benchmark.counter(.psnrUV) {
                series.append(.init(label: label + " chroma", color: color, points: [.init(x: luma[index].x, y: chroma)], hollow: true, square: square))
            }
            series.append(.init(label: label, color: color, points: [luma[index]], square: square))
            legend.append(.init(color: color, label: label, style: square ? "square" : "dot"))
        }
        legend += [.init(color: "#555", label: "luma", style: "dot"), .init(color: "#555", label: "chroma", style: "ring"),
                   .init(color: "#bbb", label: "Pareto front: fast and sharp", style: "front")]
        let axis = Formatting.timeAxis(maxNanoseconds: luma.map(\.x).filter(\.isFinite).max() ?? 0)
        let chart = ScatterChart(
            series: series, front: (label: "fast and sharp", points: front.map { luma[$0] }),
            xTitle: isTime ? "median time per frame (\(axis.unit), log scale)" : "instructions per frame (log scale)",
            yTitle: "PSNR (dB)", xLogarithmic: true, yLogarithmic: false,
            xFormat: isTime ? axis.format : Formatting.ticks(isTime: false), yFormat: Formatting.plainTicks)
        let rows = members.enumerated().map { index, benchmark in
            [benchmark.name.strategy ?? benchmark.name.full, Formatting.figure(benchmark.median, isTime: isTime),
             Formatting.number(benchmark.counter(.psnrY), digits: 2), Formatting.number(benchmark.counter(.psnrUV), digits: 2),
             front.contains(index) ? "yes" : ""]
        }
        return ChartFigure(
            title: title, svg: chart.render(label: "\(title): time against PSNR per strategy"), legend: legend,
            table: DataTable(caption: "\(title): numbers", header: ["strategy", isTime ? "median" : "instructions", "PSNR Y dB", "PSNR UV dB", "fast and sharp"], rows: rows))
    }
}
