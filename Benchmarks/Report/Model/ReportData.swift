import Gate
import Results

/// Everything the page shows, from one or more run files of the same metric.
public struct ReportData: Sendable {
    /// The files, in the order given.
    public let files: [RunFile]
    /// What the files measure (the first file's metric; files of the other metric are left out
    /// and named in `problems`).
    public let metric: Metric
    /// Every benchmark, in first-seen order.
    public let benchmarks: [MeasuredBenchmark]
    /// Problems with the input that the page states (files left out, failed benchmarks, ...).
    public let problems: [String]
    /// Where the benchmarks' strategy families come from.
    public let familySource: FamilySource

    /// Where the strategy families (which bars the charts highlight as libyuv and naive) come from.
    public enum FamilySource: String, Sendable {
        /// Every file records them (`ResultMetadata.strategyFamilies`).
        case files
        /// Some or all files predate the record (or are plain `bench run` files): their benchmarks'
        /// families come from the catalogue of the `bench` that makes the report, by operation and
        /// strategy; a strategy it does not know has none (not highlighted).
        case catalogue
    }

    /// Pools the samples of each benchmark over `files` (`RepetitionsByBenchmark.samples(_:)`:
    /// one per process in files of `bench record`/`check`, else one per repetition); `problems`
    /// come first on the page. A benchmark's strategy family is its file's
    /// (`ResultMetadata.strategyFamilies`); for files without that record, `catalogueFamilies`'
    /// family of its `BenchmarkName.strategyKey` ("<operation>/<strategy>").
    public init(files: [RunFile], problems known: [String] = [], catalogueFamilies: [String: String] = [:]) {
        let metric = files.first?.metric ?? .time
        var problems = known
        var order: [String] = []
        var samples: [String: [Double]] = [:], cpu: [String: [Double]] = [:]
        var sampleCounters: [String: [(Double, [String: Double])]] = [:]
        var failures: [String: String] = [:], families: [String: String] = [:]
        var familySource = FamilySource.files
        var used: [RunFile] = []
        for file in files {
            guard file.metric == metric else {
                problems.append("\(file.path) measures \(file.metric.rawValue), not \(metric.rawValue): left out")
                continue
            }
            used.append(file)
            if file.document.metadata?.strategyFamilies == nil { familySource = .catalogue }
            let real = file.document.repetitions(clock: .real), cpuTime = file.document.repetitions(clock: .cpu)
            for name in real.names {
                if !order.contains(name) { order.append(name) }
                if let recorded = file.document.metadata?.strategyFamilies {
                    if let family = recorded[name] { families[name] = family }
                } else if let key = BenchmarkName(name).strategyKey, let family = catalogueFamilies[key] {
                    families[name] = families[name] ?? family
                }
                if let failure = real.failures[name] { failures[name] = failure }
                for sample in real.samples(name) {
                    samples[name, default: []].append(sample.value)
                    sampleCounters[name, default: []].append((sample.value, real.counters(of: sample)))
                }
                cpu[name, default: []] += cpuTime.samples(name).map(\.value)
            }
        }
        benchmarks = order.map { name in
            let values = samples[name] ?? []
            let ordered = (sampleCounters[name] ?? []).sorted { $0.0 < $1.0 }
            return MeasuredBenchmark(
                name: BenchmarkName(name), samples: values, median: middle(values), cpuMedian: middle(cpu[name] ?? []),
                counters: ordered.isEmpty ? [:] : ordered[(ordered.count - 1) / 2].1,
                failure: values.isEmpty ? failures[name] : nil, family: families[name])
        }
        let failed = benchmarks.filter { $0.failure != nil }
        if !failed.isEmpty {
            problems.append("\(failed.count) benchmark(s) failed: " + failed.map(\.name.full).joined(separator: ", "))
        }
        if benchmarks.isEmpty { problems.append("the run holds no benchmarks (an empty run: check the filter)") }
        self.files = used
        self.familySource = familySource
        self.metric = metric
        self.problems = problems
    }

    /// The benchmark called `name`, if any.
    public func benchmark(_ name: String) -> MeasuredBenchmark? { benchmarks.first { $0.name.full == name } }

    /// The metadata of the first file that has it.
    public var metadata: ResultMetadata? { files.lazy.compactMap(\.document.metadata).first }

    /// The first file's "context" value for `key`.
    public func context(_ key: String) -> String? { files.lazy.compactMap { $0.document.context[key]?.text }.first }

    /// The files' entries as one document (for comparison with a baseline).
    public var combinedDocument: ResultDocument {
        ResultDocument(benchmarks: files.flatMap(\.document.benchmarks), metadata: metadata)
    }

    /// The unit of the figures: "time" in nanoseconds or "instructions".
    public var isTime: Bool { metric == .time }
}
