/// One row of the upgrade table: a libyuv strategy in one case (operation, parameters, cache
/// state) measured against several libyuv versions, and ours in the same case: the strategy the
/// suite recommends for the same job (`BenchmarkRelations.recommended`, named in the catalogue
/// before anything is measured; the same job: the same libyuv reference).
public struct LibYUVVersionCase: Sendable {
    /// The case's operation, parameters (sizes, angle) and cache state.
    public let operation: String
    public let parameters: [String]
    public let cache: String?
    /// The libyuv strategy without its version ("libyuv-split").
    public let libyuvStrategy: String
    /// The strategy's summary against each version.
    public var libyuv: [Int: BenchmarkSummary]
    /// Ours in the same case, or nil when the run has none for this job.
    public var ours: BenchmarkSummary?

    /// The case's chart (`BenchmarkName.group`): operation, parameters and cache state.
    public var group: String { ([operation] + parameters + (cache.map { [$0] } ?? [])).joined(separator: " ") }

    /// "RotateNV12 1920x1080 90" (the cache state left out; `cache` has it).
    public var title: String { ([operation] + parameters).joined(separator: " ") }

    /// The cases of `run`, sorted by operation, parameters and strategy, and the versions they hold, ascending. A libyuv
    /// name with `@VERSION` is that version; a plain libyuv name is `plainVersion` (the version the
    /// file's own library was; left out when nil or when the file also holds that version under
    /// `@`). A benchmark is libyuv's or ours by its family (`BenchmarkSummary.family`).
    public static func cases(in run: RunSummary, plainVersion: Int?) -> (versions: [Int], cases: [LibYUVVersionCase]) {
        var order: [String] = []
        var cases: [String: LibYUVVersionCase] = [:]
        var versions: Set<Int> = []
        var plain: [(key: String, benchmark: BenchmarkSummary)] = []
        for benchmark in run.benchmarks where benchmark.isLibyuv {
            let name = benchmark.name
            guard let strategy = name.unversionedStrategy else { continue }
            let key = ([name.operation] + name.parameters + [name.cache ?? "", strategy]).joined(separator: "/")
            if cases[key] == nil {
                order.append(key)
                cases[key] = LibYUVVersionCase(
                    operation: name.operation, parameters: name.parameters, cache: name.cache, libyuvStrategy: strategy,
                    libyuv: [:], ours: nil)
            }
            if let text = name.libraryVersion {
                guard let version = Int(text) else { continue }
                cases[key]?.libyuv[version] = benchmark
                versions.insert(version)
            } else {
                plain.append((key, benchmark))
            }
        }
        if let plainVersion {
            for (key, benchmark) in plain where cases[key]?.libyuv[plainVersion] == nil {
                cases[key]?.libyuv[plainVersion] = benchmark
                versions.insert(plainVersion)
            }
        }
        // The file's order is the processes' (randomly interleaved): sorted by operation, case and strategy instead.
        let relations = run.relations
        func job(_ benchmark: BenchmarkSummary) -> String? {
            relations.libyuvReferences[benchmark.name.full].flatMap { BenchmarkName($0).unversionedStrategy }
        }
        let rows = order.sorted().compactMap { key -> LibYUVVersionCase? in
            guard var row = cases[key], let first = row.libyuv.values.first else { return nil }
            let group = row.group, reference = job(first)
            row.ours = run.benchmarks.first { benchmark in
                benchmark.name.group == group && !benchmark.isLibyuv && relations.recommended.contains(benchmark.name.full)
                    && reference != nil && job(benchmark) == reference
            }
            return row
        }
        return (versions.sorted(), rows)
    }

    /// The leading number of a version text such as "1857 (Debian libyuv-dev ...)", or nil.
    public static func leadingVersion(_ text: String?) -> Int? {
        guard let text else { return nil }
        return Int(text.prefix { $0.isNumber })
    }
}
