/// One row of the upgrade table: a libyuv strategy in one case (operation, parameters, cache
/// state) measured against several libyuv versions, and ours in the same case: the fastest
/// strategy of the simd and fused families there (of the same filter, for scaling).
public struct LibYUVVersionCase: Sendable {
    /// The case's operation, parameters (sizes, angle) and cache state.
    public let operation: String
    public let parameters: [String]
    public let cache: String?
    /// The libyuv strategy without its version ("libyuv-split").
    public let libyuvStrategy: String
    /// The strategy's summary against each version.
    public var libyuv: [Int: BenchmarkSummary]
    /// Ours in the same case, or nil when the run has none.
    public var ours: BenchmarkSummary?

    /// The families whose fastest member is "ours".
    public static let oursFamilies: Set<String> = ["simd", "fused"]

    /// A scaling strategy's filter, by the end of libyuv's strategy name ("libyuv-box") and the
    /// word ours' names carry for the same filter ("box-simd"): a scaling row sets ours of the
    /// same filter beside libyuv's (libyuv's linear, horizontal only, beside our bilinear), not a
    /// faster filter that gives another picture.
    public static let scalingFilters = ["box": "box", "bilinear": "bilinear", "linear": "bilinear", "none": "nearest"]

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
        let rows = order.sorted().compactMap { key -> LibYUVVersionCase? in
            guard var row = cases[key], !row.libyuv.isEmpty else { return nil }
            let group = row.group
            let filter = scalingFilters.first { row.libyuvStrategy.hasSuffix("-" + $0.key) }?.value
            row.ours = run.benchmarks
                .filter { $0.name.group == group && oursFamilies.contains($0.family ?? "") && $0.isMeasured }
                .filter { benchmark in filter.map { (benchmark.name.unversionedStrategy ?? "").contains($0) } ?? true }
                .min { ($0.cpuMedian ?? .infinity) < ($1.cpuMedian ?? .infinity) }
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
