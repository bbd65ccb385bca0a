import Foundation
import Harness

/// The after-run table of the rotating kernels on cold frames: each cold benchmark whose kernel a
/// `ReadOrder` models (`SuiteBenchmark.readOrder`), next to that order read alone and to the same
/// kernel hot, all measured in this run and all over the kernel's own read+write roofline (CPU
/// time per frame, as `x roofline` is). On the
/// host at hand it says what keeps a cold frame from memory speed: the order the kernel reads in
/// (cold close to the order alone), or its arithmetic (cold close to hot).
public struct ReadOrderSummary: Sendable {
    /// One cold benchmark beside its read order.
    public struct Row: Sendable, Equatable {
        /// The cold benchmark, for example `RotateNV12/simd/1280x720/90/cold`.
        public let benchmark: String
        /// The `ReadOrder` its kernel reads in (`tiles-prefetched`, ...; `tiles-prefetched/i420` on
        /// an I420 frame).
        public let order: String
        /// The cold benchmark's median CPU time per frame.
        public let coldNanoseconds: Double
        /// The cold benchmark's median CPU time over its read+write roofline (`x roofline`).
        public let rooflineRatio: Double
        /// The order's benchmark's median CPU time per frame (the same frame size, cold, read only).
        public let orderNanoseconds: Double
        /// The same kernel's median CPU time per frame on a hot source, when that ran.
        public let hotNanoseconds: Double?

        /// The order alone over the kernel's roofline: what a kernel reading in this order takes
        /// here with no arithmetic (close to its floor; not a strict one, `ReadOrder` says why).
        public var orderRooflineRatio: Double { rooflineRatio * orderNanoseconds / coldNanoseconds }
        /// The cold kernel over its order alone (1.00 = the kernel costs what its reads do).
        public var coldOverOrder: Double { coldNanoseconds / orderNanoseconds }
        /// The hot kernel over the cold kernel's roofline: its arithmetic with the source in cache.
        public var hotRooflineRatio: Double? { hotNanoseconds.map { rooflineRatio * $0 / coldNanoseconds } }
    }

    /// A row per cold benchmark with a read order, in registration order.
    public let rows: [Row]

    /// Rows for the cold benchmarks with a read order whose own, order's and roofline figures all
    /// measured (a failed or unselected one has no row).
    public init(benchmarks: [SuiteBenchmark], reports: [RunReport]) {
        let measurements = BenchmarkResult.byBenchmark(reports)
        rows = benchmarks.compactMap { benchmark in
            let descriptor = benchmark.descriptor
            guard descriptor.cache == .cold, let order = benchmark.readOrder,
                  let cold = measurements[descriptor.name], let coldNanoseconds = cold.cpuNanoseconds,
                  let rooflineRatio = cold.counter(SummaryTable.rooflineRatioCounter),
                  let orderNanoseconds = measurements[order.descriptor.name]?.cpuNanoseconds, orderNanoseconds > 0, coldNanoseconds > 0
            else { return nil }
            let hot = BenchmarkDescriptor(operation: descriptor.operation, strategy: descriptor.strategy,
                                          parameters: descriptor.parameters, cache: .hot)
            return Row(benchmark: descriptor.name, order: order.label, coldNanoseconds: coldNanoseconds,
                       rooflineRatio: rooflineRatio, orderNanoseconds: orderNanoseconds,
                       hotNanoseconds: measurements[hot.name]?.cpuNanoseconds)
        }
    }

    /// The table's title.
    public static let title = "Cold kernels and their read orders"

    /// What the columns mean, under the title.
    public static let explanation = """
        CPU time per frame; each `x` is over the kernel's own read+write roofline: `order` is its read \
        order read alone (ReadOrder), about the least a kernel reading that way takes here; `hot` is the \
        kernel with its source in cache (its arithmetic). Cold near `order` means the order costs; near \
        `hot`, the arithmetic.
        """

    /// The table as aligned plain text under its title; empty when no row.
    public func render() -> String {
        rows.isEmpty ? "" : "\n\(Self.title) (\(Self.explanation.replacingOccurrences(of: "`", with: "")))\n" + SummaryTable.align(cells())
    }

    /// The header, then a row per cold benchmark.
    func cells() -> [[String]] {
        var lines = [["cold benchmark", "CPU/frame", "x roofline", "read order", "order alone", "order x roofline", "cold/order",
                      "hot", "hot x roofline"]]
        for row in rows {
            lines.append([
                row.benchmark, SummaryTable.formatTime(row.coldNanoseconds), SummaryTable.format(row.rooflineRatio, digits: 2, suffix: "x"),
                row.order, SummaryTable.formatTime(row.orderNanoseconds),
                SummaryTable.format(row.orderRooflineRatio, digits: 2, suffix: "x"),
                SummaryTable.format(row.coldOverOrder, digits: 2),
                row.hotNanoseconds.map(SummaryTable.formatTime) ?? "-",
                SummaryTable.format(row.hotRooflineRatio, digits: 2, suffix: "x"),
            ])
        }
        return lines
    }
}
