import Results

/// The lines under a chart's table that say why its failed benchmarks failed.
enum FailureNotes {
    static func lines(_ members: [BenchmarkSummary]) -> [String] {
        members.compactMap { benchmark in benchmark.failure.map { "\(benchmark.name.full) FAILED: \($0)" } }
    }
}
