import Harness
import PiPVideo
import PiPLibYUV
import Testing
@testable import Suite

/// The memory count (`AllocationCounter.measure`): bytes held are the frame storage a work keeps,
/// bytes per frame the heap's requests and the pixel buffers' pages, each the same in debug and
/// release builds; and every pipeline's held bytes equal the storage of the buffers and pools it
/// really keeps (`PiPPipeline.keptStorage`, listed from its own objects).
@Suite struct MemoryCountTests {
    let configuration = SuiteConfiguration(sizes: [FrameSize(width: 320, height: 180)], cacheStates: [.hot], lastLevelCacheBytes: 1 << 16)

    /// Small streams of every origin (the pipelines' paths, at sizes a debug build runs quickly).
    static let streams = [
        PipelineStream(origin: .remote, size: FrameSize(width: 320, height: 180), framesPerSecond: 30, window: WindowSize(width: 160, height: 90)),
        PipelineStream(origin: .remote, size: FrameSize(width: 320, height: 180), framesPerSecond: 60, window: WindowSize(width: 20, height: 10)),
        PipelineStream(origin: .screenShare, size: FrameSize(width: 480, height: 270), framesPerSecond: 15, window: WindowSize(width: 160, height: 120)),
        PipelineStream(origin: .localCamera, size: FrameSize(width: 320, height: 180), framesPerSecond: 60, window: WindowSize(width: 160, height: 120)),
    ]

    static let cases = streams.flatMap { stream in PipelineKind.allCases.filter { $0.handles(stream) }.map { ($0, stream) } }

    @Test("a pipeline's held bytes are the bytes of the buffers, pools and frames it keeps", arguments: cases)
    func heldBytesMatchKeptStorage(kind: PipelineKind, stream: PipelineStream) throws {
        let source = try PipelineSource(stream: stream, configuration: configuration)
        let pipeline = FirstFrameState<PiPPipeline> { try kind.make() }
        let figures = try AllocationCounter.measure(PipelineBenchmarks.work(pipeline, source: source, clock: StreamClock(stream: stream)))
        let kept = try #require(pipeline.made).keptStorage
        #expect(!kept.storages.isEmpty, "\(kind.rawValue) keeps no buffer")
        #expect(figures.heldBytes == kept.byteCount, "\(kind.rawValue) on \(stream.name): measured \(figures.heldBytes), kept \(kept.byteCount)")
        // Each pool and displayed buffer is a pixel buffer of the output size; upstream-legacy also keeps its scaled I420.
        let outputSize = try kind.outputSize(for: stream)
        let pixelBuffer = try (kind == .upstreamLegacy && !stream.deliversNV12
            ? BGRAFrame.makePixelBuffer(size: outputSize).pixels.storage.byteCount
            : NV12Frame.makePixelBuffer(size: outputSize).y.storage.byteCount)
        #expect(kept.byteCount >= pixelBuffer)
    }

    @Test("the count sees a buffer a pipeline keeps and does not list", arguments: [PipelineStream.localCamera720p])
    func hiddenBufferIsSeen(stream: PipelineStream) throws {
        let small = PipelineStream(origin: stream.origin, size: FrameSize(width: 64, height: 36), framesPerSecond: 60, window: stream.window)
        let source = try PipelineSource(stream: small, configuration: configuration)
        let pipeline = FirstFrameState<PiPPipeline> { try HoardingPipeline(wrapping: try PipelineKind.best.make()) }
        let figures = try AllocationCounter.measure(PipelineBenchmarks.work(pipeline, source: source, clock: StreamClock(stream: small)))
        let hoarder = try #require(pipeline.made as? HoardingPipeline)
        #expect(figures.heldBytes == hoarder.keptStorage.byteCount + hoarder.hidden.count * hoarder.hiddenBytes)
        #expect(figures.heldBytes > hoarder.keptStorage.byteCount)
    }

    @Test("bytes held and per frame are the storage's requests, on the heap and on fresh pages alike")
    func storageBytes() throws {
        for backing in [AlignedStorage.Backing.heap, .freshPages] {
            var kept: AlignedStorage?
            let perFrame = try AllocationCounter.measure(MeasuredWork(output: UnsafeRawPointer(bitPattern: 64)!) { _ in
                _ = try AlignedStorage(byteCount: 100_003, backing: backing)
            })
            let holding = try AllocationCounter.measure(MeasuredWork(output: UnsafeRawPointer(bitPattern: 64)!) { _ in
                if kept == nil { kept = try AlignedStorage(byteCount: 12_345, backing: backing) }
            })
            #expect(perFrame.heldBytes == 0)
            #expect(holding.heldBytes == 12_345 && holding.allocatedBytesPerFrame == 0)
            #expect(perFrame.allocatedBytesPerFrame >= 100_003)
            if AllocationCounter.isAvailable {
                // The storage object itself is one heap allocation; a heap storage's bytes are one more, counted at their request.
                #expect(perFrame.allocationsPerFrame == (backing == .heap ? 2 : 1))
            }
        }
        let heap = try AllocationCounter.measure(MeasuredWork(output: UnsafeRawPointer(bitPattern: 64)!) { _ in
            _ = try AlignedStorage(byteCount: 100_003, backing: .heap)
        })
        let pages = try AllocationCounter.measure(MeasuredWork(output: UnsafeRawPointer(bitPattern: 64)!) { _ in
            _ = try AlignedStorage(byteCount: 100_003, backing: .freshPages)
        })
        #expect(heap.allocatedBytesPerFrame == pages.allocatedBytesPerFrame)
    }

    @Test("every pipeline benchmark reports its memory, the 60 fps streams among them")
    func pipelineBenchmarksCountMemory() throws {
        let names = Catalog.benchmarks(SuiteConfiguration()).map(\.benchmark.name).filter { $0.hasPrefix("Pipeline/") }
        #expect(names.contains("Pipeline/best/remote-1920x1080-60fps") && names.contains("Pipeline/best/local-1280x720-60fps"))
        #expect(names.contains("Pipeline/upstream-fallback/remote-1920x1080-60fps") && !names.contains("Pipeline/upstream-fallback/local-1280x720-60fps"))
    }
}

/// `best`, keeping every 2nd frame's buffer in a list it does not report: a pipeline whose
/// `keptStorage` misses what it keeps.
private final class HoardingPipeline: PiPPipeline {
    let inner: PiPPipeline
    var hidden: [AlignedStorage] = []
    let hiddenBytes = 4096

    init(wrapping inner: PiPPipeline) { self.inner = inner }

    var keptStorage: KeptStorage { inner.keptStorage }

    func process(_ input: PipelineInput) throws -> RenderedFrame? {
        if hidden.count < 2 { hidden.append(try AlignedStorage(byteCount: hiddenBytes, backing: .freshPages)) }
        return try inner.process(input)
    }
}
