/// How the time metric samples: `processes` fresh processes one after another, each running every
/// benchmark `repetitions` times (randomly interleaved) for at least `minimumSeconds` each.
public struct TimeSampling: Sendable, Equatable {
    /// Fresh processes, one after another; each gives one sample per benchmark.
    public var processes: Int
    /// Repetitions per benchmark in each process.
    public var repetitions: Int
    /// Google Benchmark's minimum seconds per repetition.
    public var minimumSeconds: Double

    /// A sampling.
    public init(processes: Int, repetitions: Int, minimumSeconds: Double) {
        (self.processes, self.repetitions, self.minimumSeconds) = (processes, repetitions, minimumSeconds)
    }
}
