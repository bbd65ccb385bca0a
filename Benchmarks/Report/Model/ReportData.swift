import Gate

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

    /// Pools the samples of each benchmark over `files`; `problems` come first on the page.
    public init(files: [RunFile], problems known: [String] = []) {
        let metric = files.first?.metric ?? .time
        var problems = known
        var order: [String] = []
        var samples: [String: [Double]] = [:], cpu: [String: [Double]] = [:]
        var sampleNumbers: [String: [(Double, [String: Double])]] = [:]
        var aggregates: [String: [String: Double]] = [:], failures: [String: String] = [:]
        var used: [RunFile] = []
        for file in files {
            guard file.metric == metric else {
                problems.append("\(file.path) measures \(file.metric.rawValue), not \(metric.rawValue): left out")
                continue
            }
            used.append(file)
            for (index, entry) in file.document.benchmarks.enumerated() {
                let name = entry.benchmarkName
                if samples[name] == nil && aggregates[name] == nil && failures[name] == nil { order.append(name) }
                let numbers = index < file.numbers.count ? file.numbers[index] : [:]
                if entry.failed {
                    failures[name] = entry.errorMessage ?? "failed"
                } else if entry.isIteration {
                    guard let real = entry.realNanoseconds, real.isFinite else { continue }
                    samples[name, default: []].append(real)
                    if let value = entry.cpuNanoseconds, value.isFinite { cpu[name, default: []].append(value) }
                    sampleNumbers[name, default: []].append((real, numbers.filter { $0.value.isFinite }))
                } else if let real = entry.realNanoseconds, real.isFinite {
                    let kind = String(entry.name.dropFirst(name.count).drop { $0 == "_" })
                    aggregates[name, default: [:]][kind] = real
                }
            }
        }
        benchmarks = order.map { name in
            let values = samples[name] ?? []
            let ordered = (sampleNumbers[name] ?? []).sorted { $0.0 < $1.0 }
            let median = middle(values) ?? aggregates[name]?["median"] ?? aggregates[name]?["mean"]
            return MeasuredBenchmark(
                name: BenchmarkName(name), samples: values, median: median, cpuMedian: middle(cpu[name] ?? []),
                counters: ordered.isEmpty ? [:] : ordered[(ordered.count - 1) / 2].1,
                failure: values.isEmpty ? failures[name] : nil)
        }
        let failed = benchmarks.filter { $0.failure != nil }
        if !failed.isEmpty {
            problems.append("\(failed.count) benchmark(s) failed: " + failed.map(\.name.full).joined(separator: ", "))
        }
        if benchmarks.isEmpty { problems.append("the run holds no benchmarks (an empty run: check the filter)") }
        self.files = used
        self.metric = metric
        self.problems = problems
    }

    /// The benchmark called `name`, if any.
    public func benchmark(_ name: String) -> MeasuredBenchmark? { benchmarks.first { $0.name.full == name } }

    /// The metadata of the first file that has it.
    public var metadata: ResultMetadata? { files.lazy.compactMap(\.document.metadata).first }

    /// The first file's "context" value for `key`.
    public func context(_ key: String) -> String? { files.lazy.compactMap { $0.context[key] }.first }

    /// The files' entries as one document (for comparison with a baseline).
    public var combinedDocument: ResultDocument {
        ResultDocument(benchmarks: files.flatMap(\.document.benchmarks), metadata: metadata)
    }

    /// The unit of the figures: "time" in nanoseconds or "instructions".
    public var isTime: Bool { metric == .time }
}
