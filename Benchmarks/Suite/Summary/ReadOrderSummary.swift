import Foundation
import Harness
import Results

/// The after-run table of the rotating kernels on cold frames: each cold benchmark whose kernel a
/// `ReadOrder` models (`SuiteBenchmark.readOrder`), next to that order read alone and to the same
/// kernel hot, all measured in this run and all over the cold kernel's own cold roofline (CPU time
/// per frame, as `x cold roofline` is). A diagnostic of the kernel's chosen order on this host:
/// whether a cold frame is held back by the order the kernel reads in (cold close to the order
/// alone) or by its arithmetic (cold close to hot). The order alone is what this kernel's choice of
/// order costs here, not a floor of the operation: another order may read the same frame faster.
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
        /// The cold benchmark's median CPU time over its cold roofline (`x cold roofline`).
        public let rooflineRatio: Double
        /// The order's benchmark's median CPU time per frame (the same frame size, cold, read only).
        public let orderNanoseconds: Double
        /// The same kernel's median CPU time per frame on a hot source, when that ran.
        public let hotNanoseconds: Double?
        /// The order alone over the cold kernel's roofline (`BenchmarkSummary.overRoofline`).
        public let orderRooflineRatio: Double
        /// The hot kernel over the cold kernel's roofline: its arithmetic with the source in cache.
        public let hotRooflineRatio: Double?

        /// The cold kernel over its order alone (1.00 = the kernel costs what its reads do).
        public var coldOverOrder: Double { coldNanoseconds / orderNanoseconds }
    }

    /// A row per cold benchmark with a read order, in registration order.
    public let rows: [Row]

    /// Rows for the cold benchmarks of `benchmarks` with a read order whose own, order's and
    /// roofline figures all measured in `summary` (a failed or unselected one has no row).
    public init(benchmarks: [SuiteBenchmark], summary: RunSummary) {
        rows = benchmarks.compactMap { benchmark in
            let name = benchmark.descriptor.name
            guard benchmark.descriptor.cache == .cold, let label = benchmark.readOrder?.label,
                  let cold = summary[name], cold.failure == nil, let coldNanoseconds = cold.cpuMedian, coldNanoseconds > 0,
                  let rooflineRatio = cold.rooflineRatio,
                  let order = summary.readOrder(of: name), order.failure == nil, let orderNanoseconds = order.cpuMedian,
                  orderNanoseconds > 0, let orderRooflineRatio = cold.overRoofline(of: order)
            else { return nil }
            let hot = summary.hotTwin(of: name).flatMap { $0.failure == nil ? $0 : nil }
            return Row(benchmark: name, order: label, coldNanoseconds: coldNanoseconds, rooflineRatio: rooflineRatio,
                       orderNanoseconds: orderNanoseconds, hotNanoseconds: hot?.cpuMedian,
                       orderRooflineRatio: orderRooflineRatio, hotRooflineRatio: hot.flatMap(cold.overRoofline))
        }
    }

    /// The table of an in-process run of `benchmarks`.
    public init(benchmarks: [SuiteBenchmark], reports: [RunReport]) {
        self.init(benchmarks: benchmarks, summary: RunSummary(benchmarks: benchmarks, reports: reports))
    }

    /// The table's title.
    public static let title = "Cold kernels and their read orders"

    /// The ratio column of this table: every ratio divides by the cold kernel's cold roofline.
    static let roofline = RooflineKind.cold

    /// What the table is and what its columns mean, under the title.
    public static let explanation = """
        A diagnostic of each cold kernel's chosen read order on this host, not a floor of the \
        operation: CPU time per frame, each `x` over the cold kernel's own cold roofline \
        (\(roofline.explanation)). `order alone` is the order the kernel's code reads its source in \
        (ReadOrder), read with no arithmetic: what that choice of order costs here (another order \
        may read the same frame faster). `hot` is the kernel with its source in cache (its \
        arithmetic). Cold near `order alone` means the order costs; near `hot`, the arithmetic.
        """

    /// The table as aligned plain text under its title; empty when no row.
    public func render() -> String {
        rows.isEmpty ? "" : "\n\(Self.title) (\(Self.explanation.replacingOccurrences(of: "`", with: "")))\n" + table().text
    }

    /// A row per cold benchmark.
    func table() -> Table {
        let format = FigureFormat.text, column = Self.roofline.column
        return Table([.init("cold benchmark", .left), .init("CPU/frame"), .init(column), .init("read order", .left), .init("order alone"),
                      .init("order " + column), .init("cold/order"), .init("hot"), .init("hot " + column)],
                     rows: rows.map { row in
            [row.benchmark, format.time(row.coldNanoseconds, .column), format.ratio(row.rooflineRatio),
             row.order, format.time(row.orderNanoseconds, .column), format.ratio(row.orderRooflineRatio),
             format.fixed(row.coldOverOrder, digits: 2), format.time(row.hotNanoseconds, .column),
             format.ratio(row.hotRooflineRatio)]
        })
    }
}
