import CBenchmarkShim
import CCallgrind

/// Runs each benchmark's prepared work for a fixed number of frames inside a callgrind counting
/// region, for the `instructions` metric. This is counting, not timing: no clock is read, and
/// Google Benchmark's loop is not used (its iteration-count search would multiply valgrind's cost).
///
/// Per benchmark: `prepare` (building inputs and verifying the output) and one warm-up frame run
/// outside the region; then the counters are zeroed, `frames` frames run, and callgrind writes one
/// dump whose trigger is the benchmark's name. The parent process reads the dumps.
public enum InstructionCounting {
    /// What happened to one benchmark.
    public struct Outcome: Sendable, Equatable, Codable {
        /// The benchmark's name (also the trigger of its callgrind dump).
        public let name: String
        /// Frames inside the counting region (0 when the benchmark failed).
        public let frames: Int
        /// Why the benchmark failed (preparation, verification or a frame), or nil.
        public let error: String?

        /// An outcome; `error` nil for success.
        public init(name: String, frames: Int, error: String?) {
            self.name = name
            self.frames = frames
            self.error = error
        }
    }

    /// True when the process runs under valgrind with callgrind's client requests compiled in.
    public static var isCountingAvailable: Bool { PiPCallgrindIsAvailable() != 0 }

    /// Counts `frames` frames of each benchmark, in order, calling `progress` after each. The source
    /// frame of a hot benchmark is the same every frame, so every counted frame executes the same
    /// instructions.
    /// - Precondition: `frames >= 1`.
    public static func count(
        _ benchmarks: [FrameBenchmark], frames: Int, progress: (Outcome) -> Void = { _ in }
    ) -> [Outcome] {
        precondition(frames >= 1, "count at least one frame")
        return benchmarks.map { benchmark in
            let outcome = countOne(benchmark, frames: frames)
            progress(outcome)
            return outcome
        }
    }

    private static func countOne(_ benchmark: FrameBenchmark, frames: Int) -> Outcome {
        do {
            let work = try benchmark.prepare()
            try work.processFrame(0)  // warm-up: lazy binding, first-touch, one-time setup
            PiPCallgrindStartCounting()
            var failure: Error?
            for index in 1...frames {
                do { try work.processFrame(index) } catch { failure = error; break }
                PiPBenchmarkDoNotOptimize(work.output)  // as in the timed loop
                PiPBenchmarkClobberMemory()
            }
            PiPCallgrindStopCounting(benchmark.name)
            if let failure { return Outcome(name: benchmark.name, frames: 0, error: "\(failure)") }
            return Outcome(name: benchmark.name, frames: frames, error: nil)
        } catch {
            return Outcome(name: benchmark.name, frames: 0, error: "\(error)")
        }
    }
}
