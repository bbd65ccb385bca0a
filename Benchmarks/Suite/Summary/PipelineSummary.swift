import Foundation
import Harness
import PiPVideo

/// The after-run table of the pipelines, per stream: time per source frame and per rendered frame,
/// the share of frames rendered, CPU share at the stream's rate, heap allocations per source frame,
/// luma PSNR, and each pipeline's time per rendered frame relative to `upstream-legacy`'s.
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
        public let psnrY: Double?
        /// This pipeline's time per rendered frame / `upstream-legacy`'s on the same stream.
        public let renderedTimeRelativeToLegacy: Double?
    }

    /// The pipeline every row's last column divides by.
    public static let comparisonPipeline = PipelineKind.upstreamLegacy
    public static let operation = "Pipeline"

    public let rows: [Row]

    public init(benchmarks: [SuiteBenchmark], reports: [RunReport]) {
        let measurements = BenchmarkResult.byBenchmark(reports)
        let pipelines = benchmarks.filter { $0.descriptor.operation == Self.operation && measurements[$0.descriptor.name] != nil }
        func renderedSeconds(_ stream: String, _ pipeline: String) -> Double? {
            pipelines.first { $0.descriptor.parameters == [stream] && $0.descriptor.strategy == pipeline }
                .flatMap { measurements[$0.descriptor.name]?.counter("rendered_frame_time") }
        }
        rows = pipelines.map { benchmark in
            let descriptor = benchmark.descriptor
            let stream = descriptor.parameters.first ?? ""
            let pipeline = descriptor.strategy ?? ""
            let measurement = measurements[descriptor.name]!
            guard case let .nanosecondsPerFrame(_, _, counters) = measurement else {
                if case let .failed(message) = measurement {
                    return Row(pipeline: pipeline, stream: stream, framesPerSecond: benchmark.benchmark.framesPerSecond, figures: nil, failure: message)
                }
                return Row(pipeline: pipeline, stream: stream, framesPerSecond: benchmark.benchmark.framesPerSecond, figures: nil, failure: "no result")
            }
            let rendered = counters["rendered_frame_time"]
            let legacy = renderedSeconds(stream, Self.comparisonPipeline.rawValue)
            let figures = Figures(
                sourceFrameSeconds: counters["source_frame_time"] ?? .nan,
                renderedFrameSeconds: rendered,
                renderedFraction: counters["rendered_fraction"] ?? .nan,
                cpuPercent: counters["cpu_percent"] ?? .nan,
                allocationsPerFrame: counters["allocations_per_frame"] ?? .nan,
                psnrY: counters["psnr_y"],
                renderedTimeRelativeToLegacy: rendered.flatMap { time in legacy.map { time / $0 } })
            return Row(pipeline: pipeline, stream: stream, framesPerSecond: benchmark.benchmark.framesPerSecond, figures: figures, failure: nil)
        }
    }

    /// The table as aligned plain text, one block per stream; empty when no pipeline ran.
    public func render() -> String {
        streams.map { "\nPipeline " + $0 + "\n" + SummaryTable.align(cells(of: $0)) }.joined()
    }

    /// The streams of the rows, in order of appearance.
    var streams: [String] {
        var streams: [String] = []
        for row in rows where !streams.contains(row.stream) { streams.append(row.stream) }
        return streams
    }

    /// A stream's table as cells: the header, then a row per pipeline.
    func cells(of stream: String) -> [[String]] {
        let members = rows.filter { $0.stream == stream }
        let fps = members.first?.framesPerSecond ?? 0
        var lines = [["pipeline", "per source frame", "per rendered frame", "rendered", "CPU@\(fps)fps",
                      "allocs/frame", "psnr_y dB", "rendered time / \(Self.comparisonPipeline.rawValue)"]]
        for row in members {
            guard let figures = row.figures else {
                lines.append([row.pipeline, "FAILED: " + (row.failure ?? ""), "", "", "", "", "", ""])
                continue
            }
            lines.append([
                row.pipeline, Self.seconds(figures.sourceFrameSeconds), figures.renderedFrameSeconds.map(Self.seconds) ?? "-",
                SummaryTable.format(figures.renderedFraction * 100, digits: 0, suffix: "%"),
                SummaryTable.format(figures.cpuPercent, digits: 2, suffix: "%"),
                SummaryTable.format(figures.allocationsPerFrame, digits: 1),
                SummaryTable.format(figures.psnrY, digits: 2),
                SummaryTable.format(figures.renderedTimeRelativeToLegacy, digits: 2, suffix: "x"),
            ])
        }
        return lines
    }

    static func seconds(_ value: Double) -> String { SummaryTable.formatTime(value * 1e9) }
}
