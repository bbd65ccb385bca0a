import Foundation
import Harness

/// The after-run summary: one table per operation, parameters and cache state, with each
/// strategy's median time per frame, bandwidth, speed against `naive` and libyuv, share of the
/// memcpy roofline, time over the read+write roofline (`RooflineBytes`), CPU share at the configured frame rate, and picture quality where measured.
/// All ratios come from one run.
public struct SummaryTable: Sendable {
    public struct Row: Sendable, Equatable {
        public let strategy: String
        public let measurement: BenchmarkResult
        /// (bytes read + written) / time, in 10^9 bytes per second.
        public let gigabytesPerSecond: Double?
        /// naive's time / this time (how many times faster than the seed's loop).
        public let speedupOverNaive: Double?
        /// this time / the fastest libyuv strategy's time (below 1 is faster than libyuv).
        public let timeRelativeToLibyuv: Double?
        /// memcpy's time for the same bytes / this time, in percent (100% = as fast as memcpy).
        public let percentOfRoofline: Double?
        /// Percent of one core needed to process `framesPerSecond` frames per second (from CPU time).
        public let cpuPercent: Double?
    }

    public struct Group: Sendable {
        public let title: String
        public let rows: [Row]
        /// Quality counters (`qualityCounters`) that at least one row of this group reports.
        public let qualityColumns: [String]
    }

    /// The harness's counter of time over the read+write roofline (`x roofline`: 1.00x = memory speed).
    public static let rooflineRatioCounter = "roofline_ratio"

    /// Counters shown as columns, in this order, when a group reports them.
    public static let qualityCounters = ["psnr_y", "psnr_uv"]

    public let groups: [Group]
    public let framesPerSecond: Int

    public init(benchmarks: [SuiteBenchmark], reports: [RunReport], framesPerSecond: Int) {
        self.framesPerSecond = framesPerSecond
        let measurements = BenchmarkResult.byBenchmark(reports)
        func time(_ descriptor: BenchmarkDescriptor?) -> Double? { descriptor.flatMap { measurements[$0.name]?.nanoseconds } }
        func cpuPercent(_ descriptor: BenchmarkDescriptor?) -> Double? {
            descriptor.flatMap { measurements[$0.name]?.cpuNanoseconds }.map { $0 * Double(framesPerSecond) / 1e7 }
        }

        var order: [String] = []
        var members: [String: [SuiteBenchmark]] = [:]
        for benchmark in benchmarks where benchmark.descriptor.strategy != nil && benchmark.descriptor.cache != nil
            && measurements[benchmark.descriptor.name] != nil {
            let group = benchmark.descriptor.group
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(benchmark)
        }
        groups = order.map { title in
            let group = members[title]!
            // The `x naive` column divides by the group's naive strategy; `time/libyuv` by its fastest libyuv one.
            let naive = time(group.first { $0.family == .naive }?.descriptor)
            let libyuv = group.filter { $0.family == .libyuv }.compactMap { time($0.descriptor) }.min()
            var rows = group.map { benchmark -> Row in
                let nanoseconds = time(benchmark.descriptor)
                return Row(
                    strategy: benchmark.descriptor.strategy!,
                    measurement: measurements[benchmark.descriptor.name]!,
                    gigabytesPerSecond: nanoseconds.map { Double(benchmark.benchmark.bytesPerFrame) / $0 },
                    speedupOverNaive: nanoseconds.flatMap { t in naive.map { $0 / t } },
                    timeRelativeToLibyuv: nanoseconds.flatMap { t in libyuv.map { t / $0 } },
                    percentOfRoofline: nanoseconds.flatMap { t in time(benchmark.roofline).map { 100 * $0 / t } },
                    cpuPercent: cpuPercent(benchmark.descriptor))
            }
            if let roofline = group.first?.roofline, let measurement = measurements[roofline.name],
               let nanoseconds = measurement.nanoseconds {
                rows.append(Row(
                    strategy: "(memcpy)", measurement: measurement,
                    gigabytesPerSecond: Double(group.first!.benchmark.bytesPerFrame) / nanoseconds,
                    speedupOverNaive: naive.map { $0 / nanoseconds },
                    timeRelativeToLibyuv: libyuv.map { nanoseconds / $0 }, percentOfRoofline: 100,
                    cpuPercent: cpuPercent(roofline)))
            }
            let quality = Self.qualityCounters.filter { name in rows.contains { $0.measurement.counter(name) != nil } }
            return Group(title: title, rows: rows, qualityColumns: quality)
        }
    }

    /// The tables as aligned plain text.
    public func render() -> String {
        groups.map { "\n" + $0.title + "\n" + Self.align(cells(of: $0)) }.joined()
    }

    /// A group's table as cells: the header, then a row per strategy (as `render` and
    /// `markdown` show them).
    func cells(of group: Group) -> [[String]] {
        let header = ["strategy", "median/frame", "GB/s", "x naive", "time/libyuv", "% memcpy", "x roofline", "CPU@\(framesPerSecond)fps"]
            + group.qualityColumns.map { $0 + " dB" }
        var lines = [header]
        for row in group.rows {
            switch row.measurement {
            case let .failed(message):
                lines.append([row.strategy, "FAILED: " + message] + Array(repeating: "", count: header.count - 2))
            case let .nanosecondsPerFrame(nanoseconds, _, _):
                lines.append([
                    row.strategy, Self.formatTime(nanoseconds), Self.format(row.gigabytesPerSecond, digits: 2),
                    Self.format(row.speedupOverNaive, digits: 1, suffix: "x"),
                    Self.format(row.timeRelativeToLibyuv, digits: 2, suffix: "x"),
                    Self.format(row.percentOfRoofline, digits: 0, suffix: "%"),
                    Self.format(row.measurement.counter(Self.rooflineRatioCounter), digits: 2, suffix: "x"),
                    Self.format(row.cpuPercent, digits: 2, suffix: "%"),
                ] + group.qualityColumns.map { Self.format(row.measurement.counter($0), digits: 2) })
            }
        }
        return lines
    }

    static func formatTime(_ nanoseconds: Double) -> String {
        if nanoseconds >= 10_000_000 { return format(nanoseconds / 1e6, digits: 2, suffix: " ms") }
        return format(nanoseconds / 1e3, digits: 1, suffix: " us")
    }

    static func format(_ value: Double?, digits: Int, suffix: String = "") -> String {
        guard let value, value.isFinite else { return "-" }
        return String(format: "%.\(digits)f", value) + suffix
    }

    static func align(_ lines: [[String]]) -> String {
        let widths = (0..<lines[0].count).map { column in lines.map { $0[column].count }.max() ?? 0 }
        return lines.map { cells in
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
