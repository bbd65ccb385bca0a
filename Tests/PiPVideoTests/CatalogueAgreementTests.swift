import PiPCatalogue
import PiPVideo
import Testing

/// PiPVideo's Swift strategies are their catalogue's entries (PiPCatalogue), which the arm64 check
/// runs too: the same ids in the same order, the same declarations, every twin resolved.
@Suite struct CatalogueAgreementTests {
    /// Each operation's name, its Swift strategies, and its catalogue's ids and declarations.
    static func operations() -> [(name: String, catalogueName: String, strategies: [StrategyDescription], entries: [Entry])] {
        func entries<Call>(_ list: [KernelStrategy<Call>]) -> [Entry] {
            list.map { Entry(id: $0.id, family: $0.family, contract: $0.contract, reference: $0.libyuvReference.id(for: $0.id),
                             sampling: $0.sampling, recommended: $0.isRecommended) }
        }
        return [
            (I420ToNV12.name, I420ToNV12Kernels.name, I420ToNV12.strategies.map(\.details), entries(I420ToNV12Kernels.strategies)),
            (I420ToBGRA.name, I420ToBGRAKernels.name, I420ToBGRA.strategies.map(\.details), entries(I420ToBGRAKernels.strategies)),
            (RotateNV12.name, RotateNV12Kernels.name, RotateNV12.strategies.map(\.details), entries(RotateNV12Kernels.strategies)),
            (RotateI420.name, RotateI420Kernels.name, RotateI420.strategies.map(\.details), entries(RotateI420Kernels.strategies)),
            (I420ToNV12Rotate.name, I420ToNV12RotateKernels.name, I420ToNV12Rotate.strategies.map(\.details),
             entries(I420ToNV12RotateKernels.strategies)),
            (ScaleI420.name, ScaleI420Kernels.name, ScaleI420.strategies.map(\.details), entries(ScaleI420Kernels.strategies)),
            (ScaleNV12.name, ScaleNV12Kernels.name, ScaleNV12.strategies.map(\.details), entries(ScaleNV12Kernels.strategies)),
            (ScaleI420ToNV12.name, ScaleI420ToNV12Kernels.name, ScaleI420ToNV12.strategies.map(\.details),
             entries(ScaleI420ToNV12Kernels.strategies)),
            (RotateScaleNV12.name, RotateScaleNV12Kernels.name, RotateScaleNV12.strategies.map(\.details),
             entries(RotateScaleNV12Kernels.strategies)),
        ]
    }

    /// What the test compares of a catalogue entry.
    struct Entry {
        let id: String, family: StrategyFamily, contract: KernelContract, reference: String?, sampling: SourceSampling, recommended: Bool
    }

    @Test("every operation's Swift strategies are its catalogue's entries, in order, with the entries' declarations")
    func strategiesAreTheCatalogue() {
        for operation in Self.operations() {
            #expect(operation.name == operation.catalogueName)
            #expect(operation.strategies.map(\.id) == operation.entries.map(\.id), "\(operation.name)")
            for (strategy, entry) in zip(operation.strategies, operation.entries) {
                #expect(strategy.family == entry.family && strategy.libyuvReference == entry.reference
                        && strategy.sampling == entry.sampling && strategy.isRecommended == entry.recommended,
                        "\(operation.name)/\(entry.id)")
                if case let .sameBytes(twin) = entry.contract {
                    #expect(strategy.contract == "same bytes as \(twin)", "\(operation.name)/\(entry.id)")
                }
            }
        }
    }

    @Test("every twin a catalogue entry names is another entry of the same catalogue, and ids are unique")
    func twinsResolve() {
        for operation in Self.operations() {
            let ids = operation.entries.map(\.id)
            #expect(Set(ids).count == ids.count, "\(operation.name) repeats an id")
            for entry in operation.entries {
                guard case let .sameBytes(twin) = entry.contract else { continue }
                #expect(twin != entry.id && ids.contains(twin), "\(operation.name)/\(entry.id) names twin '\(twin)'")
            }
        }
    }

    @Test("point samplers promise the source sample under each centre, and their kernels keep it")
    func pointSamplersAreVerifiedExactly() throws {
        for strategy in [ScaleI420.nearest.details, ScaleNV12.nearest.details, ScaleI420ToNV12.nearest.details] {
            #expect(strategy.contract == "the source sample under each destination centre")
        }
        let source = try I420Frame.pseudoRandom(FrameSize(width: 37, height: 23), seed: 7)
        let destination = try NV12Frame.allocate(size: FrameSize(width: 11, height: 7))
        let reference = try ScaleI420ToNV12.reference(source, size: destination.size)
        try ScaleI420ToNV12.nearest.verify(source, into: destination, (), against: reference)
        // A plane scaler that is not point sampling breaks the contract.
        let wrong = Strategy<ScaleI420ToNV12>(
            id: "box-as-nearest", summary: "", family: .scalar, contract: .pointSampledAtCentres, libyuvReference: .noEquivalent
        ) { source, destination, _ in try ScaleI420ToNV12.boxSIMD.run(source, into: destination) }
        #expect(throws: ContractViolation.self) { try wrong.verify(source, into: destination, (), against: reference) }
    }
}
