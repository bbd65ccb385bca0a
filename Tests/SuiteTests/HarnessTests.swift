import Harness
import PiPVideo
import Results
import Suite
import Testing

/// Runs Google Benchmark for real on a few tiny benchmarks, and on a reduced run of the suite's
/// own (the only tests that do, one after the other: the benchmark registry is process-wide).
@Suite(.serialized) struct HarnessTests {
    final class Counter: @unchecked Sendable { var value = 0 }

    @Test("prepare runs once, failures are reported, counters follow Google Benchmark's clock")
    func endToEnd() throws {
        let prepared = Counter()
        let storage = try AlignedStorage(byteCount: 8192)
        Harness.register([
            FrameBenchmark(name: "HarnessTest/ok", bytesPerFrame: 8192, pixelsPerFrame: 1024, framesPerSecond: 30) {
                prepared.value += 1
                return MeasuredWork(output: UnsafeRawPointer(storage.baseAddress), counters: [.psnrY: 42.5]) { index in
                    for slot in 0..<1024 { storage.baseAddress.storeBytes(of: UInt64(index &+ slot), toByteOffset: 8 * slot, as: UInt64.self) }
                }
            },
            FrameBenchmark(name: "HarnessTest/rendersOneInThree", bytesPerFrame: 1, pixelsPerFrame: 1, framesPerSecond: 60,
                           cpuPercentCounter: .cpuPercent(framesPerSecond: nil)) {
                let tally = RenderedFrameTally()
                return MeasuredWork(output: UnsafeRawPointer(storage.baseAddress), renderedFrames: tally) { index in
                    guard index % 3 == 0 else { return }
                    for slot in 0..<256 { storage.baseAddress.storeBytes(of: UInt8(truncatingIfNeeded: slot &+ index), toByteOffset: slot, as: UInt8.self) }
                    tally.record()
                }
            },
            Self.allocating(blocks: 0, storage: storage),
            Self.allocating(blocks: 3, storage: storage),
            FrameBenchmark(name: "HarnessTest/unverified", bytesPerFrame: 1, pixelsPerFrame: 1) {
                throw Failure(message: "output differs")
            },
            FrameBenchmark(name: "HarnessTest/throwsWhileTimed", bytesPerFrame: 1, pixelsPerFrame: 1) {
                MeasuredWork(output: UnsafeRawPointer(storage.baseAddress)) { index in
                    if index == 3 { throw Failure(message: "frame 3 failed") }
                }
            },
        ])
        let reports = try Harness.run(programName: "harness-test", arguments: [
            "--benchmark_filter=^HarnessTest/", "--benchmark_min_time=0.01", "--benchmark_repetitions=3",
            "--benchmark_format=json",
        ])
        #expect(prepared.value == 1)

        let okRuns = reports.filter { $0.runName == "HarnessTest/ok" }
        #expect(okRuns.filter { $0.aggregate == nil }.count == 3)
        let median = try #require(okRuns.first { $0.aggregate == "median" })
        #expect(median.error == nil)
        let single = try #require(okRuns.first { $0.aggregate == nil })
        let cpuSeconds = single.cpuTimeNanoseconds / 1e9
        let percent = try #require(single.counters["cpu_percent_30fps"])
        #expect(abs(percent - cpuSeconds * 30 * 100) / percent < 1e-6)
        #expect(single.counters["psnr_y"] == 42.5)
        #expect(median.counters["psnr_y"] == 42.5)
        let bytesPerSecond = try #require(single.counters["bytes_per_second"])
        #expect(abs(bytesPerSecond - 8192 / cpuSeconds) / bytesPerSecond < 1e-6)
        let pixelsPerSecond = try #require(single.counters["pixels_per_second"])
        #expect(abs(pixelsPerSecond - 1024 / cpuSeconds) / pixelsPerSecond < 1e-6)

        // Allocations are counted in an untimed pass; the same body allocating 3 more blocks shows 3 more.
        func allocations(_ name: String) -> Double? {
            reports.first { $0.runName == name && $0.aggregate == nil }?.counters["allocations_per_frame"]
        }
        #expect(allocations("HarnessTest/ok") == 0)
        let none = try #require(allocations("HarnessTest/allocates0"))
        let three = try #require(allocations("HarnessTest/allocates3"))
        // Under a sanitizer the interposer counts nothing (AllocationCounter.isAvailable).
        if AllocationCounter.isAvailable { #expect(three - none == 3, "counted \(none) and \(three)") }

        // Work that renders some of its frames: time per source frame, per rendered frame, CPU at its rate.
        let pipeline = try #require(reports.first { $0.runName == "HarnessTest/rendersOneInThree" && $0.aggregate == nil })
        let perSource = try #require(pipeline.counters["source_frame_time"])
        let perRendered = try #require(pipeline.counters["rendered_frame_time"])
        let fraction = try #require(pipeline.counters["rendered_fraction"])
        #expect(abs(perSource - pipeline.cpuTimeNanoseconds / 1e9) / perSource < 1e-6)
        #expect(abs(perRendered * fraction - perSource) / perSource < 1e-6)
        #expect(fraction > 0.3 && fraction < 0.37)
        let pipelineCPU = try #require(pipeline.counters["cpu_percent"])
        #expect(abs(pipelineCPU - perSource * 60 * 100) / pipelineCPU < 1e-6)
        #expect(pipeline.counters["cpu_percent_60fps"] == nil)

        #expect(reports.contains { $0.runName == "HarnessTest/unverified" && $0.error == "output differs" })
        #expect(reports.contains { $0.runName == "HarnessTest/throwsWhileTimed" && $0.error == "frame 3 failed" })

        #expect(throws: Harness.HarnessError.self) {
            try Harness.run(programName: "harness-test", arguments: ["--not_a_benchmark_flag"])
        }
    }

    @Test("the roofline is a floor: a memcpy of the same bytes and libyuv's conversion are never under it, hot or cold")
    func rooflineIsAFloor() throws {
        // A reduced run of the suite's own benchmarks, as `bench` registers them: the memcpy of a
        // 640x360 frame and libyuv's I420ToNV12 (optimised C whatever this build), hot and cold.
        let configuration = SuiteConfiguration(sizes: [FrameSize(width: 640, height: 360)])
        let selected = try BenchmarkFilter("^(Memcpy|I420ToNV12/libyuv)/640x360/(hot|cold)$")
        let benchmarks = Catalog.benchmarks(configuration).filter { selected.matches($0.descriptor.name) }
        #expect(benchmarks.count == 4)
        Harness.register(benchmarks.map(\.benchmark))
        // Each ratio sets a loop against a roofline timed a moment later, so a burst of load from
        // another process can put a run under the floor without the floor being wrong: a run
        // counts when every benchmark holds, and the floor is wrong when no run of three does.
        var shortfalls: [String] = []
        for _ in 1...3 {
            let reports = try Harness.run(programName: "harness-test", arguments: [
                "--benchmark_filter=^(Memcpy|I420ToNV12/libyuv)/640x360/", "--benchmark_min_time=0.05", "--benchmark_repetitions=5",
                "--benchmark_format=json",
            ])
            let summary = RunSummary(benchmarks: benchmarks, reports: reports)
            #expect(summary.benchmarks.count == 4 && summary.benchmarks.allSatisfy { $0.rooflineRatio != nil })
            shortfalls = summary.benchmarks.compactMap { benchmark in
                let floor = benchmark.name.operation == BenchmarkName.memcpyOperation ? 0.98 : RunSummary.rooflineTolerance
                guard let ratio = benchmark.rooflineRatio, ratio < floor else { return nil }
                return "\(benchmark.name.full) at \(ratio)x its roofline"
            }
            #expect(summary.belowRoofline.isEmpty || !shortfalls.isEmpty)
            if shortfalls.isEmpty { break }
        }
        #expect(shortfalls.isEmpty, "under the floor in three runs: \(shortfalls)")
    }

    /// A benchmark whose frames each allocate and free `blocks` blocks of different sizes.
    static func allocating(blocks: Int, storage: AlignedStorage) -> FrameBenchmark {
        FrameBenchmark(name: "HarnessTest/allocates\(blocks)", bytesPerFrame: 1, pixelsPerFrame: 1) {
            MeasuredWork(output: UnsafeRawPointer(storage.baseAddress)) { index in
                var count = 0
                while count < blocks {
                    let block = UnsafeMutableRawPointer.allocate(byteCount: 64 << (4 * count), alignment: 64)
                    block.storeBytes(of: UInt8(truncatingIfNeeded: index), as: UInt8.self)
                    block.deallocate()
                    count += 1
                }
            }
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
