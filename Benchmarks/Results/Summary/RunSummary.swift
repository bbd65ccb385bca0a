/// Every benchmark of a run (one result file, several pooled, or the in-process reports of `bench
/// run` converted to the same entries), summarised once (`BenchmarkSummary`), with the relations
/// that the derived ratios need: a benchmark's naive and libyuv siblings, its memcpy roofline, its
/// read order and its hot twin.
public struct RunSummary: Sendable {
    /// What the figures are (the first document's metric).
    public let metric: Metric
    /// Every benchmark, in first-seen order.
    public let benchmarks: [BenchmarkSummary]
    /// What each benchmark is held against.
    public let relations: BenchmarkRelations
    private let positions: [String: Int]

    /// The summary of `document`; `relations` default to what the document records or its names imply.
    public init(_ document: ResultDocument, relations: BenchmarkRelations? = nil) {
        self.init(pooling: [document], relations: relations ?? BenchmarkRelations(documents: [document]))
    }

    /// The samples of each benchmark over `documents` pooled (time and counters); a benchmark's
    /// failure is the last file's that reports one. All documents should measure one metric (the
    /// first one's is taken).
    public init(pooling documents: [ResultDocument], relations: BenchmarkRelations) {
        metric = documents.first?.metric ?? .time
        self.relations = relations
        var order: [String] = []
        var real: [String: [Double]] = [:], cpu: [String: [Double]] = [:]
        var counters: [String: [Counter: [Double]]] = [:]
        var bytes: [String: [Double]] = [:], pixels: [String: [Double]] = [:]
        var failures: [String: String] = [:]
        for document in documents {
            let realFile = document.repetitions(clock: .real), cpuFile = document.repetitions(clock: .cpu)
            for name in realFile.names {
                if real[name] == nil { order.append(name); real[name] = [] }
                if let failure = realFile.failures[name] { failures[name] = failure }
                for sample in realFile.samples(name) {
                    real[name, default: []].append(sample.value)
                    let entry = realFile.entries[sample.entry]
                    for (key, value) in entry.counters { counters[name, default: [:]][Counter(key), default: []].append(value) }
                    if let cpuSeconds = entry.cpuNanoseconds.map({ $0 / 1e9 }) {
                        if let rate = entry.counters[Counter.bytesPerSecond.name] { bytes[name, default: []].append((rate * cpuSeconds).rounded()) }
                        if let rate = entry.counters[Counter.pixelsPerSecond.name] { pixels[name, default: []].append((rate * cpuSeconds).rounded()) }
                    }
                }
                cpu[name, default: []] += cpuFile.samples(name).map(\.value)
            }
        }
        let metric = self.metric
        benchmarks = order.map { name in
            BenchmarkSummary(
                name: BenchmarkName(name), metric: metric, samples: real[name] ?? [], cpuSamples: cpu[name] ?? [],
                counterSamples: counters[name] ?? [:], bytesPerFrame: bytes[name]?.median, pixelsPerFrame: pixels[name]?.median,
                failure: failures[name], family: relations.families[name])
        }
        positions = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The benchmark called `name`, if the run holds it.
    public subscript(name: String) -> BenchmarkSummary? { positions[name].map { benchmarks[$0] } }

    /// The memcpy roofline of `name` (the same bytes in the same cache state), if it ran.
    public func memcpyRoofline(of name: String) -> BenchmarkSummary? { relations.memcpyRooflines[name].flatMap { self[$0] } }

    /// The read order of the cold kernel `name` read alone, if it ran.
    public func readOrder(of name: String) -> BenchmarkSummary? { relations.readOrders[name].flatMap { self[$0] } }

    /// The same benchmark on a hot source, if it ran.
    public func hotTwin(of name: String) -> BenchmarkSummary? { BenchmarkName(name).inCache("hot").flatMap { self[$0.full] } }

    /// The same case with `strategy` (same operation, parameters and cache state), if it ran.
    public func sibling(of name: String, strategy: String) -> BenchmarkSummary? {
        BenchmarkName(name).withStrategy(strategy).flatMap { self[$0.full] }
    }

    /// The group of `name` (`BenchmarkName.group`): every benchmark of the run with a strategy in
    /// the same operation, parameters and cache state, with their baselines.
    public func group(of name: String) -> SummaryGroup {
        let title = BenchmarkName(name).group
        return group(title: title, members: benchmarks.filter { $0.name.strategy != nil && $0.name.group == title })
    }

    /// The groups of the benchmarks with a strategy and a cache state, in first-seen order.
    public var groups: [SummaryGroup] {
        var order: [String] = []
        var members: [String: [BenchmarkSummary]] = [:]
        for benchmark in benchmarks where benchmark.name.strategy != nil && benchmark.name.cache != nil {
            if members[benchmark.name.group] == nil { order.append(benchmark.name.group) }
            members[benchmark.name.group, default: []].append(benchmark)
        }
        return order.map { group(title: $0, members: members[$0] ?? []) }
    }

    private func group(title: String, members: [BenchmarkSummary]) -> SummaryGroup {
        SummaryGroup(title: title, members: members, memcpy: members.first.flatMap { memcpyRoofline(of: $0.name.full) }, relations: relations)
    }

    /// How far a benchmark that reads every source byte may fall under its roofline before the
    /// roofline is reported as no floor (`belowRoofline`): 3%, about two timings' noise.
    public static let rooflineTolerance = 0.97

    /// The benchmarks measured faster than their roofline by more than `rooflineTolerance`
    /// although they read every byte of their source (point samplers shrinking a frame are left
    /// out: `BenchmarkRelations.sourceSubsets`): where these exist, the roofline is not a floor on
    /// this host, and the run says so.
    public var belowRoofline: [BenchmarkSummary] {
        benchmarks.filter { benchmark in
            guard benchmark.failure == nil, let ratio = benchmark.rooflineRatio else { return false }
            return ratio < Self.rooflineTolerance && !relations.sourceSubsets.contains(benchmark.name.full)
        }
    }
}
