/// What each benchmark of a run is held against, by benchmark name: its strategy's family (whose
/// `naive` and `libyuv` members are a group's baselines), its memcpy roofline and, for a cold
/// rotating kernel, the read order it reads in. The suite knows these for the benchmarks it runs
/// (the console summary); files of `bench record`/`check` record the families and memcpy rooflines
/// in their metadata; for other files they are inferred from the names (`inferred`).
public struct BenchmarkRelations: Sendable, Equatable {
    /// Strategy family by benchmark ("naive", "simd", "libyuv", ...).
    public var families: [String: String]
    /// The memcpy benchmark of the same bytes and cache state, by benchmark.
    public var memcpyRooflines: [String: String]
    /// The `ReadOrder` benchmark of a cold kernel's read order, by benchmark.
    public var readOrders: [String: String]

    /// Relations from their parts (the suite builds them from its benchmarks: `init(suite:)`).
    public init(families: [String: String] = [:], memcpyRooflines: [String: String] = [:], readOrders: [String: String] = [:]) {
        self.families = families
        self.memcpyRooflines = memcpyRooflines
        self.readOrders = readOrders
    }

    /// The relations `documents` record (`ResultMetadata.strategyFamilies`, and the memcpy
    /// calibrations of `ResultMetadata.calibrations`); for a benchmark of a file that records no
    /// families, `catalogueFamilies`' family of its `BenchmarkName.strategyKey`; for one without a
    /// recorded memcpy roofline, the memcpy `inferredMemcpy` names when the run holds it.
    public init(documents: [ResultDocument], catalogueFamilies: [String: String] = [:]) {
        self.init()
        var names: [String] = []
        for document in documents {
            let file = document.repetitions()
            names += file.names
            for name in file.names {
                if let recorded = document.metadata?.strategyFamilies {
                    if let family = recorded[name] { families[name] = family }
                } else if let key = BenchmarkName(name).strategyKey, let family = catalogueFamilies[key] {
                    families[name] = families[name] ?? family
                }
                if let memcpy = document.metadata?.calibrations[name],
                   BenchmarkName(memcpy).operation == BenchmarkName.memcpyOperation {
                    memcpyRooflines[name] = memcpy
                }
            }
        }
        let present = Set(names)
        for name in names where memcpyRooflines[name] == nil {
            if let memcpy = Self.inferredMemcpy(BenchmarkName(name)), present.contains(memcpy) { memcpyRooflines[name] = memcpy }
        }
    }

    /// The memcpy roofline of a benchmark named in a file that does not record it: the memcpy of
    /// its one frame size in the same cache state, for the operations that read and write a frame
    /// of the same bytes; nil for the others (two sizes: scaling and rotate+scale; I420ToBGRA,
    /// which writes 4 bytes a pixel; the read orders, which write nothing; the memcpy itself).
    public static func inferredMemcpy(_ name: BenchmarkName) -> String? {
        guard name.strategy != nil, name.sizes.count == 1, let cache = name.cache,
              !operationsWithoutMemcpy.contains(name.operation),
              let size = name.parameters.first(where: { FrameDimensions($0) != nil }) else { return nil }
        return "\(BenchmarkName.memcpyOperation)/\(size)/\(cache)"
    }

    /// The operations of one frame size that a memcpy of the same bytes does not bound.
    public static let operationsWithoutMemcpy: Set<String> = [BenchmarkName.readOrderOperation, "I420ToBGRA"]
}
