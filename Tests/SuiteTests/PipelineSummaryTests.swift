import Harness
import PiPVideo
import Results
import Testing
@testable import Suite

@Suite struct PipelineSummaryTests {
    static func benchmark(_ pipeline: String, fps: Int = 30) -> SuiteBenchmark {
        let descriptor = BenchmarkDescriptor(operation: "Pipeline", strategy: pipeline, parameters: ["remote-1920x1080-30fps"], cache: nil)
        return SuiteBenchmark(descriptor: descriptor, roofline: nil, benchmark: FrameBenchmark(
            name: descriptor.name, bytesPerFrame: 1, pixelsPerFrame: 1, framesPerSecond: fps, cpuPercentCounter: .cpuPercent(framesPerSecond: nil)) {
                throw VerificationError(benchmark: "", problem: "not run")
            })
    }

    static func report(_ pipeline: String, source: Double, rendered: Double, fraction: Double, cpu: Double) -> RunReport {
        let name = "Pipeline/\(pipeline)/remote-1920x1080-30fps"
        return RunReport(name: name + "_median", runName: name, aggregate: "median", realTimeNanoseconds: source * 1e9, counters: [
            "source_frame_time": source, "rendered_frame_time": rendered, "rendered_fraction": fraction, "cpu_percent": cpu,
            "allocations_per_frame": 0, "allocated_bytes_per_frame": 0, "held_bytes": 1_048_576, "psnr_y": 50,
        ])
    }

    @Test("rows carry the counters and the ratio of rendered-frame time to upstream-legacy's; budgets pass and fail")
    func rowsAndBudget() throws {
        let benchmarks = ["upstream-legacy", "best", "videosdk"].map { Self.benchmark($0) }
        let reports = [
            Self.report("upstream-legacy", source: 0.0008, rendered: 0.0008, fraction: 1, cpu: 2.4),
            Self.report("best", source: 0.0002, rendered: 0.0002, fraction: 1, cpu: 0.6),
            RunReport(name: "Pipeline/videosdk/remote-1920x1080-30fps", runName: "Pipeline/videosdk/remote-1920x1080-30fps",
                      error: "verification failed", realTimeNanoseconds: 0),
        ]
        let summary = PipelineSummary(benchmarks: benchmarks, reports: reports)
        #expect(summary.rows.map(\.pipeline) == ["upstream-legacy", "best", "videosdk"])
        let best = try #require(summary.rows[1].figures)
        #expect(best.renderedTimeRelativeToLegacy == 0.25)
        #expect(best.cpuPercent == 0.6)
        #expect(summary.rows[2].figures == nil && summary.rows[2].failure == "verification failed")
        #expect(summary.render().contains("0.25x"))
        #expect(summary.render().contains("FAILED: verification failed"))

        #expect(best.heldBytes == 1_048_576)
        let budget = PipelineBudgets(defaultPercent: 1, percentPerPipeline: ["upstream-legacy": 3], defaultHeldBytes: 2_000_000)
        let verdicts = budget.evaluate(summary)
        #expect(verdicts.map(\.passed) == [true, true, false])
        #expect(PipelineBudgets(defaultPercent: 0.5, defaultHeldBytes: 2_000_000).evaluate(summary).map(\.passed) == [false, false, false])
        #expect(PipelineBudgets.table(verdicts).text.contains("FAIL"))
        // Memory alone fails a pipeline within its CPU budget, and the verdict says which.
        let tight = PipelineBudgets(defaultPercent: 3, defaultHeldBytes: 1_000_000, heldBytesPerPipeline: ["best": 1_048_576])
        let memoryVerdicts = tight.evaluate(summary)
        #expect(memoryVerdicts.map(\.cpuPassed) == [true, true, false] && memoryVerdicts.map(\.memoryPassed) == [false, true, false])
        #expect(PipelineBudgets.table(memoryVerdicts).text.contains("FAIL (memory)"))
        #expect(PipelineBudgets.table(memoryVerdicts).text.contains("0.60% @30fps"))
    }

    @Test("pipeline verification rejects a pipeline that shows the wrong picture")
    func verificationCatchesWiring() throws {
        final class Upside: PiPPipeline {
            let inner: PiPPipeline
            init() throws { inner = try PipelineKind.best.make() }
            var keptStorage: KeptStorage { inner.keptStorage }
            func process(_ input: PipelineInput) throws -> RenderedFrame? {
                guard let output = try inner.process(input) else { return nil }
                // Claims no rotation although the picture was rotated: the reference no longer matches.
                return RenderedFrame(luma: output.luma, rotated: false)
            }
        }
        let stream = PipelineStream(origin: .localCamera, size: FrameSize(width: 96, height: 96), framesPerSecond: 30,
                                    window: WindowSize(width: 48, height: 48))
        let configuration = SuiteConfiguration(lastLevelCacheBytes: 1 << 14)
        let source = try PipelineSource(stream: stream, configuration: configuration)
        #expect(throws: VerificationError.self) {
            _ = try PipelineVerification.verify(.best, stream: stream, source: source, pipeline: try Upside(),
                                                clock: StreamClock(stream: stream), name: "upside")
        }
        let psnr = try PipelineVerification.verify(.best, stream: stream, source: source, pipeline: try PipelineKind.best.make(),
                                                   clock: StreamClock(stream: stream), name: "best")
        #expect(psnr >= PipelineVerification.minimumPSNR)
    }
}
