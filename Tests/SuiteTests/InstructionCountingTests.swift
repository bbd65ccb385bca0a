import Harness
import PiPVideo
import Testing

/// Outside valgrind the callgrind client requests are no-ops: the counting mode still prepares,
/// warms up and runs the requested frames, and reports failures per benchmark.
@Suite struct InstructionCountingTests {
    final class Frames: @unchecked Sendable { var processed: [Int] = [] }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    @Test("prepare once, one warm-up frame, then the counted frames; failures are outcomes")
    func countsOutsideValgrind() throws {
        #expect(!InstructionCounting.isCountingAvailable)
        let frames = Frames()
        let storage = try AlignedStorage(byteCount: 64)
        let benchmarks = [
            FrameBenchmark(name: "Count/ok", bytesPerFrame: 64, pixelsPerFrame: 1) {
                MeasuredWork(output: UnsafeRawPointer(storage.baseAddress)) { index in frames.processed.append(index) }
            },
            FrameBenchmark(name: "Count/unverified", bytesPerFrame: 1, pixelsPerFrame: 1) {
                throw Failure(description: "output differs")
            },
            FrameBenchmark(name: "Count/failsOnSecondCountedFrame", bytesPerFrame: 1, pixelsPerFrame: 1) {
                MeasuredWork(output: UnsafeRawPointer(storage.baseAddress)) { index in
                    if index == 2 { throw Failure(description: "frame 2 failed") }
                }
            },
        ]
        var reported: [String] = []
        let outcomes = InstructionCounting.count(benchmarks, frames: 3) { reported.append($0.name) }
        #expect(frames.processed == [0, 1, 2, 3])
        #expect(outcomes == [
            InstructionCounting.Outcome(name: "Count/ok", frames: 3, error: nil),
            InstructionCounting.Outcome(name: "Count/unverified", frames: 0, error: "output differs"),
            InstructionCounting.Outcome(name: "Count/failsOnSecondCountedFrame", frames: 0, error: "frame 2 failed"),
        ])
        #expect(reported == benchmarks.map(\.name))
    }
}
