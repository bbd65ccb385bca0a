import Results

/// The order charts and bars appear in, whatever order the run measured them in (time runs
/// interleave benchmarks at random): by operation, then frame size, other parameters, hot before
/// cold; bars by strategy name.
enum ChartOrder {
    /// True when the group of `a` comes before the group of `b`.
    static func groupPrecedes(_ a: BenchmarkName, _ b: BenchmarkName) -> Bool {
        if a.operation != b.operation { return a.operation < b.operation }
        let aPixels = a.sizes.map(\.pixels), bPixels = b.sizes.map(\.pixels)
        if aPixels != bPixels { return aPixels.lexicographicallyPrecedes(bPixels) }
        if a.parameters != b.parameters { return a.parameters.lexicographicallyPrecedes(b.parameters) }
        return (a.cache ?? "") > (b.cache ?? "")  // "hot" before "cold"
    }

    /// `benchmarks` grouped by chart, groups and members in page order.
    static func groups(_ benchmarks: [BenchmarkSummary], key: (BenchmarkName) -> String) -> [(title: String, members: [BenchmarkSummary])] {
        var members: [String: [BenchmarkSummary]] = [:]
        for benchmark in benchmarks { members[key(benchmark.name), default: []].append(benchmark) }
        return members.values
            .map { $0.sorted { ($0.name.strategy ?? "") < ($1.name.strategy ?? "") } }
            .sorted { groupPrecedes($0[0].name, $1[0].name) }
            .map { (key($0[0].name), $0) }
    }
}
