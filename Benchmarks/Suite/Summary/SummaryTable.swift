import Foundation
import Harness
import Results

/// The after-run summary: one table per operation, parameters and cache state, with each
/// strategy's median time per frame, bandwidth, speed against `naive` and against the libyuv
/// strategy doing the same job, share of the memcpy roofline, time over its own roofline
/// (`RooflineKind`: hot, cold or read-only), CPU share at the configured frame rate, picture
/// quality where measured, and memory (allocations and bytes per frame, bytes held) where a row
/// of the table allocates or holds any. Every figure comes from the run's `RunSummary` (its `SummaryGroup`s
/// hold the rules); all ratios come from one run.
public struct SummaryTable: Sendable {
    public struct Row: Sendable, Equatable {
        public let strategy: String
        public let benchmark: BenchmarkSummary
        /// (bytes read + written) / median real time, in 10^9 bytes per second.
        public let gigabytesPerSecond: Double?
        /// naive's time / this time (how many times faster than the seed's loop).
        public let speedupOverNaive: Double?
        /// The libyuv strategy this row is held against (`SummaryGroup.libyuvReference`), when measured.
        public let libyuvReference: String?
        /// this time / that libyuv strategy's time (below 1 is faster than libyuv at the same job).
        public let timeOverLibyuv: Double?
        /// memcpy's time for the same bytes / this time, in percent (100% = as fast as memcpy).
        public let percentOfRoofline: Double?
        /// Percent of one core needed to process `framesPerSecond` frames per second (from CPU time).
        public let cpuPercent: Double?
        /// True when the strategy reads only part of its source here (its roofline ratio is not
        /// held to the floor, and says so).
        public let readsSourceSubset: Bool
    }

    public struct Group: Sendable {
        /// The case: the operation, its parameters and cache state (`BenchmarkName.group`).
        public let operation: String, parameters: [String], cache: String?
        public let rows: [Row]
        /// What the group's roofline ratios divide by (its column's name).
        public let roofline: RooflineKind?
        /// Quality counters (`qualityCounters`) that at least one row of this group reports.
        public let qualityColumns: [Counter]
        /// True when a row allocates or holds memory (`memoryCounters` not all 0): the group shows them.
        public let showsMemory: Bool
        /// The `time/libyuv` column's title (`SummaryGroup.libyuvColumn`).
        public let libyuvColumn: String
        /// True when the rows divide by different libyuv strategies: each row names its own.
        public let showsLibyuvReference: Bool

        /// For example "I420ToNV12 1280x720 hot".
        public var title: String { ([operation] + parameters + (cache.map { [$0] } ?? [])).joined(separator: " ") }
    }

    /// Counters shown as columns, in this order, when a group reports them.
    public static let qualityCounters: [Counter] = [.psnrY, .psnrUV]
    /// Memory counters, shown as columns when a row of the group has one above 0.
    public static let memoryCounters: [Counter] = [.allocationsPerFrame, .allocatedBytesPerFrame, .heldBytes]
    /// The memory columns' titles, with their units.
    public static let memoryTitles = ["allocs/frame", "alloc KiB/frame", "held KiB"]

    public let groups: [Group]
    public let framesPerSecond: Int

    /// The tables of `benchmarks` (in their order) that `summary` holds.
    public init(benchmarks: [SuiteBenchmark], summary: RunSummary, framesPerSecond: Int) {
        self.framesPerSecond = framesPerSecond
        var order: [String] = []
        var members: [String: [SuiteBenchmark]] = [:]
        for benchmark in benchmarks where benchmark.descriptor.strategy != nil && benchmark.descriptor.cache != nil
            && summary[benchmark.descriptor.name] != nil {
            let group = benchmark.descriptor.group
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(benchmark)
        }
        groups = order.compactMap { title in
            guard let group = members[title] else { return nil }
            let baselines = summary.group(of: group[0].descriptor.name)
            func row(_ strategy: String, _ benchmark: BenchmarkSummary) -> Row {
                Row(strategy: strategy, benchmark: benchmark, gigabytesPerSecond: benchmark.bytesPerSecond.map { $0 / 1e9 },
                    speedupOverNaive: baselines.speedupOverNaive(benchmark),
                    libyuvReference: baselines.libyuvReference(of: benchmark)?.name.strategy,
                    timeOverLibyuv: baselines.timeOverLibyuv(benchmark),
                    percentOfRoofline: baselines.percentOfMemcpy(benchmark),
                    cpuPercent: benchmark.cpuPercent(framesPerSecond: framesPerSecond),
                    readsSourceSubset: baselines.readsSourceSubset(benchmark))
            }
            var rows = group.compactMap { suite in summary[suite.descriptor.name].map { row(suite.descriptor.strategy ?? suite.descriptor.name, $0) } }
            if let memcpy = baselines.memcpy, memcpy.isMeasured { rows.append(row("(memcpy)", memcpy)) }
            let quality = Self.qualityCounters.filter { counter in rows.contains { $0.benchmark.counter(counter) != nil } }
            let memory = rows.contains { row in Self.memoryCounters.contains { (row.benchmark.counter($0) ?? 0) > 0 } }
            let descriptor = group[0].descriptor
            return Group(operation: descriptor.operation, parameters: descriptor.parameters, cache: descriptor.cache?.rawValue,
                         rows: rows, roofline: summary[descriptor.name]?.rooflineKind, qualityColumns: quality, showsMemory: memory,
                         libyuvColumn: baselines.libyuvColumn(), showsLibyuvReference: baselines.libyuvReferenceStrategies.count > 1)
        }
    }

    /// The tables of an in-process run of `benchmarks`.
    public init(benchmarks: [SuiteBenchmark], reports: [RunReport], framesPerSecond: Int) {
        self.init(benchmarks: benchmarks, summary: RunSummary(benchmarks: benchmarks, reports: reports), framesPerSecond: framesPerSecond)
    }

    /// What a run says when benchmarks that read every source byte ran faster than their roofline
    /// by more than `RunSummary.rooflineTolerance` (`RunSummary.belowRoofline`): then the roofline
    /// is not a floor on this host. Nil when none did.
    public static func rooflineWarning(_ summary: RunSummary) -> String? {
        let below = summary.belowRoofline
        guard !below.isEmpty else { return nil }
        let format = FigureFormat.text
        let cases = below.map { "\($0.name.full) at \(format.ratio($0.rooflineRatio))" }.joined(separator: ", ")
        return "warning: the roofline is not a floor on this host: \(below.count) benchmark(s) that read every source byte "
            + "ran under \(format.ratio(RunSummary.rooflineTolerance)) their roofline (\(cases)); their roofline ratios understate "
            + "how far they are from the fastest way found of moving those bytes."
    }

    /// The tables as aligned plain text, each under its title.
    public func render() -> String {
        groups.map { "\n" + $0.title + "\n" + table(of: $0).text }.joined()
    }

    /// A group's table: a row per strategy (as `render` and `SummaryMarkdown` show it).
    func table(of group: Group) -> Table {
        let format = FigureFormat.text
        var table = Table(titles: ["strategy", "median/frame", "GB/s", "x naive"] + (group.showsLibyuvReference ? ["libyuv ref"] : [])
            + [group.libyuvColumn, "% memcpy", group.roofline?.column ?? "x roofline", "CPU@\(framesPerSecond)fps"]
            + group.qualityColumns.map { $0.name + " dB" } + (group.showsMemory ? Self.memoryTitles : []))
        if group.showsLibyuvReference { table.columns[4].alignment = .left }
        for row in group.rows {
            if let failure = row.benchmark.failure {
                table.rows.append([row.strategy, "FAILED: " + failure])
                continue
            }
            var roofline = format.ratio(row.benchmark.rooflineRatio)
            if row.readsSourceSubset, row.benchmark.rooflineRatio != nil { roofline += " " + SummaryGroup.subsetNote }
            table.rows.append(
                [row.strategy, format.time(row.benchmark.median, .column), format.fixed(row.gigabytesPerSecond, digits: 2),
                 format.ratio(row.speedupOverNaive, digits: 1)]
                    + (group.showsLibyuvReference ? [row.libyuvReference ?? format.missing] : [])
                    + [format.ratio(row.timeOverLibyuv), format.share(row.percentOfRoofline, digits: 0), roofline,
                       format.share(row.cpuPercent, digits: 2)]
                    + group.qualityColumns.map { format.fixed(row.benchmark.counter($0), digits: 2) }
                    + (group.showsMemory ? Self.memoryCells(row.benchmark) : []))
        }
        return table
    }

    /// A row's memory cells: allocations per frame, KiB allocated per frame, KiB held.
    static func memoryCells(_ benchmark: BenchmarkSummary) -> [String] {
        let format = FigureFormat.text
        return [format.fixed(benchmark.counter(.allocationsPerFrame), digits: 1),
                format.fixed(benchmark.counter(.allocatedBytesPerFrame).map { $0 / 1024 }, digits: 1),
                format.fixed(benchmark.counter(.heldBytes).map { $0 / 1024 }, digits: 1)]
    }
}
