import Foundation
import Harness
import PiPVideo
import Results

/// The after-run table of the pipelines, per stream: time per source frame and per rendered frame,
/// the share of frames rendered, CPU share at the stream's rate, heap allocations and bytes allocated
/// per source frame, bytes held, luma PSNR, and each pipeline's time per rendered frame relative to `upstream-legacy`'s.
public struct PipelineSummary: Sendable {
    public struct Row: Sendable, Equatable {
        public let pipeline: String
        public let stream: String
        /// The stream's frame rate (the CPU share's rate).
        public let framesPerSecond: Int
        /// nil when the benchmark failed; then `failure` says why.
        public let figures: Figures?
        public let failure: String?
    }

    /// A pipeline's medians over repetitions.
    public struct Figures: Sendable, Equatable {
        public let sourceFrameSeconds: Double
        public let renderedFrameSeconds: Double?
        public let renderedFraction: Double
        public let cpuPercent: Double
        public let allocationsPerFrame: Double
        /// Bytes allocated per source frame (heap and pixel buffers' pages).
        public let allocatedBytesPerFrame: Double
        /// Bytes of frame memory the pipeline keeps in steady state.
        public let heldBytes: Double
        public let psnrY: Double?
        /// This pipeline's time per rendered frame / `upstream-legacy`'s on the same stream.
        public let renderedTimeRelativeToLegacy: Double?
    }

    /// The pipeline every row's last column divides by.
    public static let comparisonPipeline = PipelineKind.upstreamLegacy
    public static let operation = BenchmarkName.pipelineOperation
    /// Bytes in the tables' KiB and MiB.
    public static let kibibyte = 1024.0, mebibyte = 1_048_576.0

    public let rows: [Row]

    /// The rows of the pipelines among `benchmarks` (in their order) that `summary` holds.
    public init(benchmarks: [SuiteBenchmark], summary: RunSummary) {
        rows = benchmarks.filter { $0.descriptor.operation == Self.operation }.compactMap { benchmark in
            let descriptor = benchmark.descriptor
            let stream = descriptor.parameters.first ?? ""
            let pipeline = descriptor.strategy ?? ""
            let fps = benchmark.benchmark.framesPerSecond
            guard let measured = summary[descriptor.name] else { return nil }
            guard measured.failure == nil, measured.median != nil else {
                return Row(pipeline: pipeline, stream: stream, framesPerSecond: fps, figures: nil, failure: measured.failure ?? "no result")
            }
            let rendered = measured.counter(.renderedFrameTime)
            let legacy = summary.sibling(of: descriptor.name, strategy: Self.comparisonPipeline.rawValue)
                .flatMap { $0.failure == nil ? $0.counter(.renderedFrameTime) : nil }
            let figures = Figures(
                sourceFrameSeconds: measured.counter(.sourceFrameTime) ?? .nan,
                renderedFrameSeconds: rendered,
                renderedFraction: measured.counter(.renderedFraction) ?? .nan,
                cpuPercent: measured.cpuPercent(framesPerSecond: fps) ?? .nan,
                allocationsPerFrame: measured.counter(.allocationsPerFrame) ?? .nan,
                allocatedBytesPerFrame: measured.counter(.allocatedBytesPerFrame) ?? .nan,
                heldBytes: measured.counter(.heldBytes) ?? .nan,
                psnrY: measured.counter(.psnrY),
                renderedTimeRelativeToLegacy: rendered.flatMap { time in legacy.map { time / $0 } })
            return Row(pipeline: pipeline, stream: stream, framesPerSecond: fps, figures: figures, failure: nil)
        }
    }

    /// The rows of an in-process run of `benchmarks`.
    public init(benchmarks: [SuiteBenchmark], reports: [RunReport]) {
        self.init(benchmarks: benchmarks, summary: RunSummary(benchmarks: benchmarks, reports: reports))
    }

    /// The tables as aligned plain text, one per stream under its title; empty when no pipeline ran.
    public func render() -> String {
        streams.map { "\nPipeline " + $0 + "\n" + table(of: $0).text }.joined()
    }

    /// The streams of the rows, in order of appearance.
    var streams: [String] {
        var streams: [String] = []
        for row in rows where !streams.contains(row.stream) { streams.append(row.stream) }
        return streams
    }

    /// A stream's table: a row per pipeline.
    func table(of stream: String) -> Table {
        let members = rows.filter { $0.stream == stream }
        let fps = members.first?.framesPerSecond ?? 0
        let format = FigureFormat.text
        var table = Table(titles: ["pipeline", "per source frame", "per rendered frame", "rendered", "CPU@\(fps)fps",
                                   "allocs/frame", "alloc KiB/frame", "held MiB", Counter.psnrY.name + " dB", "rendered time / \(Self.comparisonPipeline.rawValue)"])
        for row in members {
            guard let figures = row.figures else {
                table.rows.append([row.pipeline, "FAILED: " + (row.failure ?? "")])
                continue
            }
            table.rows.append([
                row.pipeline, Self.seconds(figures.sourceFrameSeconds), Self.seconds(figures.renderedFrameSeconds),
                format.share(figures.renderedFraction * 100, digits: 0), format.share(figures.cpuPercent, digits: 2),
                format.fixed(figures.allocationsPerFrame, digits: 1), format.fixed(figures.allocatedBytesPerFrame / Self.kibibyte, digits: 1),
                format.fixed(figures.heldBytes / Self.mebibyte, digits: 2), format.fixed(figures.psnrY, digits: 2),
                format.ratio(figures.renderedTimeRelativeToLegacy),
            ])
        }
        return table
    }

    static func seconds(_ value: Double?) -> String { FigureFormat.text.time(value.map { $0 * 1e9 }, .column) }
}
