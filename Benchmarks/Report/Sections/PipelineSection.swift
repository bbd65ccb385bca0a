import Plot
import Results

/// Section 5: per stream, each pipeline's CPU share at the stream's frame rate, with the share of
/// frames rendered, allocations and bytes per frame, bytes held and PSNR, and the budget line when
/// one is given.
struct PipelineSection {
    let data: ReportData
    /// Percent of one core a pipeline may use (`--cpu-budget`), or nil.
    let budget: Double?

    var streams: [(stream: String, members: [BenchmarkSummary])] {
        ChartOrder.groups(data.benchmarks.filter { $0.name.operation == BenchmarkName.pipelineOperation }) { $0.parameters.first ?? "" }
            .map { ($0.title, $0.members) }
    }

    var node: Node<HTML.BodyContext> {
        let streams = self.streams
        return .section(.id("pipelines"),
            .h2("5. Pipelines"),
            .p(.text(data.isTime
                ? "Share of one core each pipeline needs at the stream's frame rate (from CPU time per source frame). On each bar: frames rendered, heap allocations per source frame and frame memory held." + (budget.map { " Dashed line: the CPU budget of \(Formatting.format.significant($0))%." } ?? "")
                : "Instructions per source frame (callgrind); on each bar: frames rendered and allocations per frame.")),
            streams.isEmpty ? .p(.class("empty"), .text("No pipeline benchmarks in this run.")) : .forEach(streams) { item in
                figure(stream: item.stream, members: item.members).node
            })
    }

    func figure(stream: String, members: [BenchmarkSummary]) -> ChartFigure {
        // The stream's rate as the suite's catalogue declares it; for a stream it does not know, the
        // CPU share the file recorded at the stream's rate.
        let isTime = data.isTime, fps = members.lazy.compactMap { data.summary.relations.framesPerSecond[$0.name.full] }.first
        let rate = fps.map { "\($0) fps" } ?? "the stream's rate"
        func value(_ benchmark: BenchmarkSummary) -> Double? {
            guard isTime else { return benchmark.median }
            return fps.flatMap { benchmark.cpuPercent(framesPerSecond: $0) } ?? benchmark.counter(.cpuPercent(framesPerSecond: nil))
        }
        func overBudget(_ benchmark: BenchmarkSummary) -> Bool {
            guard isTime, let budget, let value = value(benchmark) else { return false }
            return value > budget
        }
        let bars = members.map { benchmark in
            BarChart.Bar(
                label: benchmark.name.strategy ?? benchmark.name.full, value: benchmark.failure == nil ? value(benchmark) : nil,
                spread: nil, color: overBudget(benchmark) ? Palette.verdict(.regression) : Palette.strategy,
                emphasized: overBudget(benchmark),
                note: benchmark.failure.map { "FAILED: \($0)" } ?? [
                    benchmark.counter(.renderedFraction).map { "rendered \(Formatting.number($0 * 100, digits: 0))%" },
                    benchmark.counter(.allocationsPerFrame).map { "\(Formatting.number($0, digits: 1)) allocs" },
                    benchmark.counter(.heldBytes).map { "\(Formatting.number($0 / 1_048_576, digits: 2)) MiB held" },
                ].compactMap { $0 }.joined(separator: ", "))
        }
        let markers = isTime ? (budget.map { [BarChart.Marker(value: $0, label: "budget \(Formatting.format.significant($0))%")] } ?? []) : []
        let chart = BarChart(bars: bars, markers: markers,
                             axisTitle: isTime ? "CPU % of one core at \(rate)" : "instructions per source frame",
                             tickFormat: isTime ? Formatting.plainTicks : Formatting.ticks(isTime: false))
        let rows = members.map { benchmark -> [String] in
            let label = benchmark.name.strategy ?? benchmark.name.full
            if benchmark.failure != nil { return [label, "FAILED", "", "", "", ""] }
            return [label, isTime ? Formatting.number(value(benchmark), digits: 2, suffix: "%") : Formatting.format.count(benchmark.median, .significant),
                    Formatting.number(benchmark.counter(.renderedFraction).map { $0 * 100 }, digits: 0, suffix: "%"),
                    // One column (the page stays within a narrow window): its three figures in its title's order.
                    [Formatting.number(benchmark.counter(.allocationsPerFrame), digits: 1),
                     Formatting.number(benchmark.counter(.allocatedBytesPerFrame).map { $0 / 1024 }, digits: 1),
                     Formatting.number(benchmark.counter(.heldBytes).map { $0 / 1_048_576 }, digits: 2)].joined(separator: ", "),
                    Formatting.number(benchmark.counter(.psnrY), digits: 2),
                    Formatting.figure(benchmark.median, isTime: isTime)]
        }
        var legend = [ChartFigure.LegendEntry(color: Palette.strategy, label: markers.isEmpty ? "pipeline" : "within the budget")]
        if !markers.isEmpty {
            legend += [.init(color: Palette.verdict(.regression), label: "over the budget (outlined)"),
                       .init(color: Palette.reference, label: "CPU budget", style: "dashed")]
        }
        return ChartFigure(
            title: "Pipelines on \(stream)", svg: chart.render(label: "pipelines on \(stream)"), legend: legend,
            table: DataTable(caption: "pipelines on \(stream): numbers",
                             header: ["pipeline", isTime ? "CPU @\(rate)" : "instructions", "rendered", "allocs/frame, alloc KiB/frame, held MiB", "PSNR Y dB", isTime ? "per source frame" : "per frame"],
                             rows: rows),
            notes: FailureNotes.lines(members))
    }
}
