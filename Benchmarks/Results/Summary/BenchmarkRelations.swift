/// What each benchmark of a run is held against, by benchmark name: its strategy's family (whose
/// `naive` member is a group's baseline), the libyuv benchmark of the same job (`time/libyuv`),
/// its memcpy roofline, for a cold rotating kernel the read order it reads in, whether its
/// strategy reads only part of its source (so a roofline of reading all of it does not bound it),
/// and whether the suite recommends it. The suite knows these for the benchmarks it runs (the
/// console summary); files of `bench record`/`check` record the families and memcpy rooflines in
/// their metadata; the rest comes from the catalogue's declarations (`StrategyCatalogue`).
public struct BenchmarkRelations: Sendable, Equatable {
    /// Strategy family by benchmark ("naive", "simd", "libyuv", ...).
    public var families: [String: String]
    /// The libyuv benchmark of the same case that does the same job, by benchmark (a libyuv
    /// strategy that is its job's reference: itself).
    public var libyuvReferences: [String: String]
    /// The memcpy benchmark of the same bytes and cache state, by benchmark.
    public var memcpyRooflines: [String: String]
    /// The `ReadOrder` benchmark of a cold kernel's read order, by benchmark.
    public var readOrders: [String: String]
    /// The benchmarks whose strategy reads only part of its source in their case (point sampling
    /// a frame shrunk more than its taps: `StrategyCatalogue.readsWholeSource`).
    public var sourceSubsets: Set<String>
    /// The benchmarks of strategies the suite recommends for their job.
    public var recommended: Set<String>
    /// A pipeline benchmark's stream's frame rate (its CPU share's rate), by benchmark.
    public var framesPerSecond: [String: Int] = [:]

    /// Relations from their parts (the suite builds them from its benchmarks: `init(suite:)`).
    public init(
        families: [String: String] = [:], libyuvReferences: [String: String] = [:], memcpyRooflines: [String: String] = [:],
        readOrders: [String: String] = [:], sourceSubsets: Set<String> = [], recommended: Set<String> = []
    ) {
        self.families = families
        self.libyuvReferences = libyuvReferences
        self.memcpyRooflines = memcpyRooflines
        self.readOrders = readOrders
        self.sourceSubsets = sourceSubsets
        self.recommended = recommended
    }

    /// Adds what `catalogue` declares of `name`'s strategy: its libyuv reference, whether it reads
    /// only part of its source, whether it is recommended, and (with `family`) its family unless
    /// one is known; for a pipeline, its stream's frame rate.
    public mutating func relate(_ name: String, catalogue: StrategyCatalogue, family: Bool = true) {
        let parts = BenchmarkName(name)
        if parts.operation == BenchmarkName.pipelineOperation, let rate = parts.parameters.first.flatMap({ catalogue.streamFramesPerSecond[$0] }) {
            framesPerSecond[name] = rate
        }
        guard let entry = catalogue[parts] else { return }
        if family, families[name] == nil, let known = entry.family { families[name] = known.rawValue }
        if let reference = catalogue.libyuvReference(of: parts) { libyuvReferences[name] = reference.full }
        if !catalogue.readsWholeSource(parts) { sourceSubsets.insert(name) }
        if entry.isRecommended { recommended.insert(name) }
    }

    /// The relations `documents` record (`ResultMetadata.strategyFamilies`, and the memcpy
    /// calibrations of `ResultMetadata.calibrations`); for a benchmark of a file that records no
    /// families, the `catalogue`'s family of its strategy; what `catalogue` declares of every
    /// benchmark (`relate`); for one without a recorded memcpy roofline, the memcpy
    /// `inferredMemcpy` names when the run holds it.
    public init(documents: [ResultDocument], catalogue: StrategyCatalogue = StrategyCatalogue()) {
        self.init()
        var names: [String] = []
        for document in documents {
            let file = document.repetitions()
            names += file.names
            for name in file.names {
                let recorded = document.metadata?.strategyFamilies
                if let family = recorded?[name] { families[name] = family }
                relate(name, catalogue: catalogue, family: recorded == nil)
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
