import PiPStrategyModel

/// What the suite's catalogue declares about each strategy, by `BenchmarkName.strategyKey`
/// ("<operation>/<strategy>"), so that every view relates the benchmarks of any file the way the
/// suite relates its own (`BenchmarkRelations`): the strategy's family, the libyuv strategy that
/// does the same job, which source samples it reads, and whether the suite recommends it; and the
/// frame rate of each pipeline stream.
public struct StrategyCatalogue: Sendable, Equatable {
    /// The strategies' descriptions, by "<operation>/<strategy>".
    public var entries: [String: StrategyDescription]
    /// The frame rate of each stream the pipelines run on, by its name (`remote-1920x1080-30fps`).
    public var streamFramesPerSecond: [String: Int]

    public init(entries: [String: StrategyDescription] = [:], streamFramesPerSecond: [String: Int] = [:]) {
        self.entries = entries
        self.streamFramesPerSecond = streamFramesPerSecond
    }

    /// A catalogue that knows only families, by "<operation>/<strategy>" (no references, no
    /// sampling, nothing recommended).
    public init(families: [String: String]) {
        self.init(entries: Dictionary(uniqueKeysWithValues: families.map { key, family in
            (key, StrategyDescription(id: String(key.split(separator: "/").last ?? ""), summary: "", family: StrategyFamily(rawValue: family)))
        }))
    }

    /// The entry of `name`'s strategy (its `@VERSION` left out), if the catalogue has it.
    public subscript(name: BenchmarkName) -> StrategyDescription? { name.strategyKey.flatMap { entries[$0] } }

    /// The benchmark `name` is held against for `time/libyuv`: the same case with the libyuv
    /// strategy that does the same job (a libyuv strategy measured against a given version is held
    /// against the reference of that version); nil when libyuv has none or the catalogue does not
    /// know the strategy.
    public func libyuvReference(of name: BenchmarkName) -> BenchmarkName? {
        guard let reference = self[name]?.libyuvReference else { return nil }
        let version = self[name]?.family == .libyuv ? name.libraryVersion : nil
        return name.withStrategy(version.map { reference + String(BenchmarkName.versionSeparator) + $0 } ?? reference)
    }

    /// False when `name`'s strategy samples its source and its case shrinks the frame along an
    /// axis by more than its taps there (a point sampler at 3:1 reads a third of the rows): a
    /// roofline of reading every source byte does not bound it. True otherwise, and for names the
    /// catalogue does not know.
    public func readsWholeSource(_ name: BenchmarkName) -> Bool {
        guard let taps = self[name]?.sampling.taps else { return true }
        let sizes = name.sizes
        guard sizes.count >= 2 else { return true }
        return sizes[0].width <= taps.horizontal * sizes[1].width && sizes[0].height <= taps.vertical * sizes[1].height
    }
}
