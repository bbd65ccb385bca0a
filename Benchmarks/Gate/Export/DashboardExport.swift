import Foundation
import Results

/// `bench export`: a result file in the formats benchmark dashboards ingest unchanged.
///
/// - `bencher`: Bencher Metric Format (BMF) JSON, `{benchmark: {measure slug: {value,
///   lower_value, upper_value}}}`, for `bencher run --adapter json`. The main value is the
///   `latency` measure (nanoseconds per frame) or `instructions`; each counter is its own measure.
/// - `githubActionBenchmark`: github-action-benchmark's custom JSON, an array of `{name, unit,
///   value, range, extra}`. With `biggerIsBetter` false, the measures where smaller is better (the
///   main value, allocations, CPU share) for `tool: customSmallerIsBetter`; with true, the others
///   (PSNR, throughput) for `tool: customBiggerIsBetter`. A counter's entry is named
///   "<benchmark> <counter>".
///
/// Values are medians over the file's samples (`BenchmarkSummary`), ranges the smallest and largest.
/// A benchmark with a libyuv strategy doing the same job in the file (`SummaryGroup.timeOverLibyuv`:
/// the catalogue's like-for-like reference) also has the measure `over-libyuv`: its median over
/// that strategy's, unit "x <strategy>". Failed benchmarks are left out (`skipped`).
public struct DashboardExport: Sendable {
    /// The dashboard formats.
    public enum Format: String, Sendable, CaseIterable {
        case bencher
        case githubActionBenchmark = "github-action-benchmark"
    }

    /// Every exported benchmark's measures, in file order.
    public let measures: [(benchmark: String, measures: [Measure])]
    /// Benchmarks without values (failed).
    public let skipped: [String]

    /// The measures of `document` (of the benchmarks `filter` selects), from its `RunSummary`
    /// related as `catalogue` declares: the main value over the benchmark's samples
    /// (`BenchmarkSummary.samples`), each counter over the same samples' entries, and the ratio to
    /// its libyuv reference where the file has it.
    public init(_ document: ResultDocument, filter: BenchmarkFilter? = nil, catalogue: StrategyCatalogue = StrategyCatalogue()) {
        var measures: [(String, [Measure])] = []
        var skipped: [String] = []
        let run = RunSummary(document, relations: BenchmarkRelations(documents: [document], catalogue: catalogue))
        for benchmark in run.benchmarks where filter?.matches(benchmark.name.full) ?? true {
            guard let main = Measure(field: Measure.mainField, metric: document.metric, values: benchmark.samples) else {
                skipped.append(benchmark.name.full)
                continue
            }
            let counterMeasures = benchmark.counterNames.compactMap { counter in
                Measure(counter: counter, metric: document.metric, values: benchmark.counterSamples[counter] ?? [])
            }
            let group = run.group(of: benchmark.name.full)
            let overLibyuv = group.libyuvReference(of: benchmark).flatMap { reference in
                Measure(overLibyuv: group.timeOverLibyuv(benchmark), reference: reference.name.strategy ?? reference.name.full)
            }
            measures.append((benchmark.name.full, [main] + counterMeasures + (overLibyuv.map { [$0] } ?? [])))
        }
        self.measures = measures
        self.skipped = skipped
    }

    /// The export in `format` (strict JSON).
    public func render(_ format: Format, biggerIsBetter: Bool = false) -> Data {
        let object: Any
        switch format {
        case .bencher:
            var benchmarks: [String: Any] = [:]
            for (name, measures) in measures {
                var byMeasure: [String: Any] = [:]
                for measure in measures {
                    byMeasure[measure.slug] = ["value": measure.value, "lower_value": measure.lowest, "upper_value": measure.highest]
                }
                benchmarks[name] = byMeasure
            }
            object = benchmarks
        case .githubActionBenchmark:
            object = measures.flatMap { name, measures in
                measures.filter { $0.biggerIsBetter == biggerIsBetter }.map { measure -> [String: Any] in
                    [
                        "name": measure.field == Measure.mainField ? name : "\(name) \(measure.field)",
                        "unit": measure.unit,
                        "value": measure.value,
                        "range": "± " + Self.number((measure.highest - measure.lowest) / 2),
                        "extra": "median of \(measure.samples) sample\(measure.samples == 1 ? "" : "s"), from \(Self.number(measure.lowest)) to \(Self.number(measure.highest))",
                    ]
                }
            }
        }
        return (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
    }

    private static func number(_ value: Double) -> String { FigureFormat.text.general(value, digits: 6) }
}
