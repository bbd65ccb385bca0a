import Harness
import PiPVideo
import PiPLibYUV
import Results

/// Whole PiP pipelines per source frame: `Pipeline/<pipeline>/<stream>`. Each iteration hands the
/// pipeline the next frame of the stream (a ring of photo frames larger than the cache, as freshly
/// decoded frames are), with its timestamp; the pipeline decides whether to render it. Reported:
/// time per source frame (the iteration time), `Counter.sourceFrameTime` and `.renderedFrameTime`
/// (seconds), `.cpuPercent` at the stream's rate, the memory counters (per source frame; held:
/// what the pipeline keeps) and `.psnrY` of the displayed luma against the reference composition.
/// The timed pipeline is a new one, made on its first frame (`FirstFrameState`); another one
/// is verified.
enum PipelineBenchmarks {
    static let operation = BenchmarkName.pipelineOperation

    static func make(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        PipelineStream.all.filter { configuration.runs(sourceSize: $0.size) }.flatMap { stream in
            PipelineKind.allCases.filter { $0.handles(stream) }.map { kind in
                let descriptor = BenchmarkDescriptor(operation: operation, strategy: kind.rawValue, parameters: [stream.name], cache: nil)
                let benchmark = FrameBenchmark(
                    name: descriptor.name, bytesPerFrame: stream.size.yuv420ByteCount, pixelsPerFrame: stream.size.pixelCount,
                    framesPerSecond: stream.framesPerSecond, cpuPercentCounter: .cpuPercent(framesPerSecond: nil)
                ) {
                    let source = try PipelineSource(stream: stream, configuration: configuration)
                    let clock = StreamClock(stream: stream)
                    let psnr = try PipelineVerification.verify(
                        kind, stream: stream, source: source, pipeline: try kind.make(), clock: clock, name: descriptor.name)
                    return work(FirstFrameState { try kind.make() }, source: source, clock: clock, counters: [.psnrY: psnr])
                }
                return SuiteBenchmark(descriptor: descriptor, benchmark: benchmark)
            }
        }
    }
}

extension PipelineBenchmarks {
    /// One source frame per call through `pipeline` (made on the first call), counting the rendered ones.
    static func work(
        _ pipeline: FirstFrameState<PiPPipeline>, source: PipelineSource, clock: StreamClock, counters: [Counter: Double] = [:]
    ) -> MeasuredWork {
        let tally = RenderedFrameTally()
        return MeasuredWork(output: source.outputMarker, counters: counters, renderedFrames: tally) { _ in
            let index = clock.next()
            if try pipeline.get().process(source.input(index, arrival: clock.arrival(index))) != nil { tally.record() }
        }
    }
}

/// Frame numbers and timestamps of a stream, increasing across every call of a benchmark (Google
/// Benchmark restarts its iteration index; a stream's clock never goes back).
final class StreamClock: @unchecked Sendable {
    let stream: PipelineStream
    private var frame = 0

    init(stream: PipelineStream) { self.stream = stream }

    /// The next frame number.
    func next() -> Int {
        defer { frame += 1 }
        return frame
    }

    /// What the skip policy is told about frame `index`.
    func arrival(_ index: Int) -> FrameArrival {
        FrameArrival(timestampNanoseconds: Int64(index) * 1_000_000_000 / Int64(stream.framesPerSecond),
                     sourceSize: stream.size, window: stream.window)
    }
}
