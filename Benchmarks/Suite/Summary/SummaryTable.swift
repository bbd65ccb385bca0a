import Foundation
import Harness

/// The after-run summary: one table per operation, parameters and cache state, with each
/// strategy's median time per frame, bandwidth, speed against `naive` and `libyuv`, share of the
/// memcpy roofline and CPU share at the configured frame rate. All ratios come from one run.
public struct SummaryTable: Sendable {
    public struct Row: Sendable, Equatable {
        public let strategy: String
        public let measurement: Measurement
        /// (bytes read + written) / time, in 10^9 bytes per second.
        public let gigabytesPerSecond: Double?
        /// naive's time / this time (how many times faster than the seed's loop).
        public let speedupOverNaive: Double?
        /// this time / libyuv's time (below 1 is faster than libyuv).
        public let timeRelativeToLibyuv: Double?
        /// memcpy's time for the same bytes / this time, in percent (100% = as fast as memcpy).
        public let percentOfRoofline: Double?
        /// Percent of one core needed to process `framesPerSecond` frames per second (from CPU time).
        public let cpuPercent: Double?
    }

    public struct Group: Sendable {
        public let title: String
        public let rows: [Row]
    }

    public static let naiveStrategy = "naive"
    public static let libyuvStrategy = "libyuv"

    public let groups: [Group]
    public let framesPerSecond: Int

    public init(benchmarks: [SuiteBenchmark], reports: [RunReport], framesPerSecond: Int) {
        self.framesPerSecond = framesPerSecond
        let measurements = Measurement.byBenchmark(reports)
        func time(_ descriptor: BenchmarkDescriptor?) -> Double? {
            guard let descriptor, case let .nanosecondsPerFrame(value, _)? = measurements[descriptor.name] else { return nil }
            return value
        }
        func cpuTime(_ descriptor: BenchmarkDescriptor?) -> Double? {
            guard let descriptor, case let .nanosecondsPerFrame(_, cpu)? = measurements[descriptor.name] else { return nil }
            return cpu
        }
        var order: [String] = []
        var members: [String: [SuiteBenchmark]] = [:]
        for benchmark in benchmarks where benchmark.descriptor.strategy != nil && measurements[benchmark.descriptor.name] != nil {
            let group = benchmark.descriptor.group
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(benchmark)
        }
        groups = order.map { title in
            let group = members[title]!
            let naive = time(group.first { $0.descriptor.strategy == Self.naiveStrategy }?.descriptor)
            let libyuv = time(group.first { $0.descriptor.strategy == Self.libyuvStrategy }?.descriptor)
            var rows = group.map { benchmark -> Row in
                let measurement = measurements[benchmark.descriptor.name]!
                let nanoseconds = time(benchmark.descriptor)
                let roofline = time(benchmark.roofline)
                return Row(
                    strategy: benchmark.descriptor.strategy!,
                    measurement: measurement,
                    gigabytesPerSecond: nanoseconds.map { Double(benchmark.benchmark.bytesPerFrame) / $0 },
                    speedupOverNaive: nanoseconds.flatMap { t in naive.map { $0 / t } },
                    timeRelativeToLibyuv: nanoseconds.flatMap { t in libyuv.map { t / $0 } },
                    percentOfRoofline: nanoseconds.flatMap { t in roofline.map { 100 * $0 / t } },
                    cpuPercent: cpuTime(benchmark.descriptor).map { $0 * Double(framesPerSecond) / 1e7 })
            }
            if let roofline = group.first?.roofline, let measurement = measurements[roofline.name],
               let nanoseconds = time(roofline) {
                let bytes = group.first!.benchmark.bytesPerFrame
                rows.append(Row(
                    strategy: "(memcpy)", measurement: measurement,
                    gigabytesPerSecond: Double(bytes) / nanoseconds, speedupOverNaive: naive.map { $0 / nanoseconds },
                    timeRelativeToLibyuv: libyuv.map { nanoseconds / $0 }, percentOfRoofline: 100,
                    cpuPercent: cpuTime(roofline).map { $0 * Double(framesPerSecond) / 1e7 }))
            }
            return Group(title: title, rows: rows)
        }
    }

    /// The tables as aligned plain text.
    public func render() -> String {
        let header = ["strategy", "median/frame", "GB/s", "x naive", "time/libyuv", "% memcpy", "CPU@\(framesPerSecond)fps"]
        var text = ""
        for group in groups {
            var lines = [header]
            for row in group.rows {
                switch row.measurement {
                case let .failed(message):
                    lines.append([row.strategy, "FAILED: " + message, "", "", "", "", ""])
                case let .nanosecondsPerFrame(nanoseconds, _):
                    lines.append([
                        row.strategy, Self.formatTime(nanoseconds), Self.format(row.gigabytesPerSecond, digits: 2),
                        Self.format(row.speedupOverNaive, digits: 1, suffix: "x"),
                        Self.format(row.timeRelativeToLibyuv, digits: 2, suffix: "x"),
                        Self.format(row.percentOfRoofline, digits: 0, suffix: "%"),
                        Self.format(row.cpuPercent, digits: 2, suffix: "%"),
                    ])
                }
            }
            text += "\n" + group.title + "\n" + Self.align(lines)
        }
        return text
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
