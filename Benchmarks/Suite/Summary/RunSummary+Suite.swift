import Harness
import Results

extension ResultDocument {
    /// The entries the run JSON holds for `reports` (what Google Benchmark's reporter received in
    /// this process): one entry per repetition or aggregate, times in nanoseconds, the counters as
    /// the entry's fields, a failure as `error_occurred` and its message.
    public init(reports: [RunReport]) {
        self.init(benchmarks: reports.map { report in
            var fields: [String: JSONValue] = ["repetitions": .number(Double(report.repetitions))]
            for (name, value) in report.counters where Counter(name) != .repetitionOrder { fields[name] = .number(value) }
            if let aggregate = report.aggregate { fields["aggregate_name"] = .string(aggregate) }
            return BenchmarkEntry(
                name: report.name, runName: report.runName, runType: report.aggregate == nil ? "iteration" : "aggregate",
                repetitionIndex: Int(report.repetitionIndex), iterations: Double(report.iterations),
                realTime: report.realTimeNanoseconds, cpuTime: report.cpuTimeNanoseconds, timeUnit: "ns",
                errorOccurred: report.error == nil ? nil : true, errorMessage: report.error,
                repetitionOrder: report.counters[Counter.repetitionOrder.name], fields: fields)
        }, metadata: nil)
    }
}

extension BenchmarkRelations {
    /// What the suite holds each of `benchmarks` against: its strategy's family, its memcpy
    /// roofline, its read order, and what the catalogue declares of its strategy
    /// (`Catalog.strategyCatalogue`: its libyuv reference, sampling and recommendation).
    public init(suite benchmarks: [SuiteBenchmark]) {
        self.init()
        for benchmark in benchmarks {
            let name = benchmark.descriptor.name
            if let family = benchmark.family { families[name] = family.rawValue }
            if let roofline = benchmark.roofline { memcpyRooflines[name] = roofline.name }
            if let order = benchmark.readOrder { readOrders[name] = order.descriptor.name }
            relate(name, catalogue: Catalog.strategyCatalogue)
        }
    }
}

extension RunSummary {
    /// The summary of an in-process run of `benchmarks`: `reports` as the run JSON's entries,
    /// related as the suite relates them.
    public init(benchmarks: [SuiteBenchmark], reports: [RunReport]) {
        self.init(ResultDocument(reports: reports), relations: BenchmarkRelations(suite: benchmarks))
    }
}
