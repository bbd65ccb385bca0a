import Plot
import Results

/// Section 2: per operation, parameters and cache state, each strategy's median time per frame as
/// a bar with the samples' spread, the memcpy roofline, libyuv and naive highlighted, CPU % on the bar;
/// the table adds each benchmark's time over its own roofline (`RooflineKind`: hot, cold or
/// read-only) where the run measured it, and its memory where a strategy allocates or holds any.
struct OperationSection {
    let data: ReportData
    let framesPerSecond: Int

    /// The benchmarks of each chart, in first-seen order (strategies with a cache state, not pipelines).
    var groups: [(title: String, members: [BenchmarkSummary])] {
        ChartOrder.groups(data.benchmarks.filter { $0.name.strategy != nil && $0.name.cache != nil }, key: \.group)
    }

    /// The memcpy roofline of a group (`RunSummary.memcpyRoofline`: the calibration the files
    /// record, else the memcpy of the same bytes and cache state its names imply).
    func roofline(_ members: [BenchmarkSummary]) -> BenchmarkSummary? {
        members.first.flatMap { data.summary.memcpyRoofline(of: $0.name.full) }
    }

    var node: Node<HTML.BodyContext> {
        let groups = self.groups
        let unit = data.isTime ? "time per frame" : "instructions per frame"
        return .section(.id("operations"),
            .h2("2. Operations: median \(unit) per strategy"),
            .p(.text(data.isTime
                ? "Bars: median over the samples; whiskers: fastest to slowest sample; on each bar the share of one core at \(framesPerSecond) fps. Dashed line: memcpy of the same bytes. In the tables, time/libyuv divides by the libyuv strategy doing the same job (the same filter, for scaling; named in the column or, where several, per row), and each benchmark's roofline column divides by the roofline the harness times right after each repetition: " + RooflineKind.allCases.map { "\($0.column) = \($0.explanation)" }.joined(separator: "; ") + "; \(SummaryGroup.subsetNote) marks a point sampler that reads only part of its source, which that floor does not bound."
                : "Bars: instructions per frame counted under callgrind (hot cache; exact, no spread). Dashed line: memcpy of the same bytes.")),
            groups.isEmpty ? .p(.class("empty"), .text("No operation benchmarks in this run.")) : .forEach(groups) { group in
                figure(title: group.title, members: group.members).node
            })
    }

    func figure(title: String, members: [BenchmarkSummary]) -> ChartFigure {
        let isTime = data.isTime, fps = framesPerSecond, format = Formatting.format
        let roofline = self.roofline(members)
        let baselines = SummaryGroup(title: title, members: members, memcpy: roofline, relations: data.summary.relations)
        let bars = members.map { benchmark -> BarChart.Bar in
            let name = benchmark.name
            let color = benchmark.isLibyuv ? Palette.libyuv : benchmark.isNaive ? Palette.naive : Palette.strategy
            let note = benchmark.failure.map { "FAILED: \($0)" }
                ?? (isTime ? benchmark.cpuPercent(framesPerSecond: fps).map { "CPU \(format.fixed($0, digits: $0 < 1 ? 2 : 1))%" } : nil)
            return BarChart.Bar(label: name.strategy ?? name.full, value: benchmark.median, spread: benchmark.spread,
                                color: color, emphasized: benchmark.isLibyuv || benchmark.isNaive, note: note)
        }
        let markers = roofline?.median.map { [BarChart.Marker(value: $0, label: "memcpy \(Formatting.figure($0, isTime: isTime))")] } ?? []
        let axis = Formatting.timeAxis(maxNanoseconds: members.flatMap { $0.samples + ($0.median.map { [$0] } ?? []) }.max() ?? 0)
        // The naive loops are 20-60x slower than the rest: on a linear axis the fast strategies
        // would be slivers, so a group spanning more than a decade gets a log axis.
        let logarithmic = BarChart.wantsLogarithmicAxis(bars.compactMap(\.value) + markers.map(\.value))
        var chart = BarChart(bars: bars, markers: markers,
                             axisTitle: (isTime ? "median time per frame (\(axis.unit))" : "instructions per frame") + (logarithmic ? ", log scale" : ""),
                             tickFormat: isTime ? axis.format : Formatting.ticks(isTime: false))
        chart.logarithmic = logarithmic
        let psnr = members.contains { $0.counter(.psnrY) != nil }
        let memory = members.contains { member in [Counter.allocationsPerFrame, .allocatedBytesPerFrame, .heldBytes].contains { (member.counter($0) ?? 0) > 0 } }
        // Time over the roofline the harness timed right after each repetition (hot, cold or read-only).
        let rooflineKind = members.first?.rooflineKind
        let ownRoofline = isTime && rooflineKind != nil && members.contains { $0.rooflineRatio != nil }
        // Each strategy over the libyuv strategy doing the same job (`SummaryGroup.timeOverLibyuv`).
        let libyuvReferences = baselines.libyuvReferenceStrategies
        let overLibyuv = !libyuvReferences.isEmpty
        let header = ["strategy", isTime ? "median" : "instructions", "fastest", "slowest", "samples"]
            + (isTime ? ["CPU @\(fps) fps"] : [])
            + (libyuvReferences.count > 1 ? ["libyuv ref"] : []) + (overLibyuv ? [baselines.libyuvColumn(measure: isTime ? "time" : "instructions")] : [])
            + (roofline != nil ? ["% of memcpy"] : [])
            + (ownRoofline ? [rooflineKind!.column] : []) + (psnr ? ["PSNR Y dB"] : [])
            + (memory ? ["allocs/frame, alloc KiB/frame, held KiB"] : [])
        let rows = (members + (roofline.map { [$0] } ?? [])).map { benchmark -> [String] in
            let label = benchmark.name.strategy ?? "(memcpy roofline)"
            if benchmark.failure != nil { return [label, "FAILED"] + Array(repeating: "", count: header.count - 2) }
            var cells = [label, Formatting.figure(benchmark.median, isTime: isTime),
                         Formatting.figure(benchmark.samples.min(), isTime: isTime),
                         Formatting.figure(benchmark.samples.max(), isTime: isTime), String(benchmark.samples.count)]
            if isTime { cells.append(format.share(benchmark.cpuPercent(framesPerSecond: fps), digits: 2)) }
            if libyuvReferences.count > 1 { cells.append(baselines.libyuvReference(of: benchmark)?.name.strategy ?? format.missing) }
            if overLibyuv { cells.append(format.ratio(baselines.timeOverLibyuv(benchmark))) }
            if roofline != nil { cells.append(format.share(baselines.percentOfMemcpy(benchmark), digits: 0)) }
            if ownRoofline {
                let subset = baselines.readsSourceSubset(benchmark) && benchmark.rooflineRatio != nil
                cells.append(format.ratio(benchmark.rooflineRatio) + (subset ? " " + SummaryGroup.subsetNote : ""))
            }
            if psnr { cells.append(format.fixed(benchmark.counter(.psnrY), digits: 2)) }
            if memory {
                // One column (the page stays within a narrow window): its three figures in its title's order.
                cells.append([format.fixed(benchmark.counter(.allocationsPerFrame), digits: 1),
                              format.fixed(benchmark.counter(.allocatedBytesPerFrame).map { $0 / 1024 }, digits: 1),
                              format.fixed(benchmark.counter(.heldBytes).map { $0 / 1024 }, digits: 1)].joined(separator: ", "))
            }
            return cells
        }
        var legend = [ChartFigure.LegendEntry(color: Palette.strategy, label: "this suite's strategies")]
        if members.contains(where: \.isLibyuv) { legend.append(.init(color: Palette.libyuv, label: "libyuv (outlined)")) }
        if members.contains(where: \.isNaive) { legend.append(.init(color: Palette.naive, label: "naive, the seed's loop (outlined)")) }
        if members.contains(where: { $0.spread != nil }) { legend.append(.init(color: "#222", label: "fastest–slowest sample", style: "line")) }
        if roofline != nil { legend.append(.init(color: Palette.reference, label: "memcpy roofline", style: "dashed")) }
        return ChartFigure(title: title, svg: chart.render(label: "\(title): \(isTime ? "median time" : "instructions") per strategy"),
                           legend: legend, table: DataTable(caption: "\(title): numbers", header: header, rows: rows),
                           notes: FailureNotes.lines(members))
    }
}
