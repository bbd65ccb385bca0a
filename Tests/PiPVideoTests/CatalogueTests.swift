import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// Every operation's catalogue is consistent: ids unique and found exactly, families that say what
/// the code is, twins that are strategies of the catalogue with contracts of their own.
@Suite struct CatalogueTests {
    @Test("every catalogue is consistent", arguments: CatalogueUnderTest.all)
    func consistent(catalogue: CatalogueUnderTest) {
        catalogue.expectConsistent()
    }

    @Test("operation names are unique (they start every benchmark name)")
    func uniqueNames() {
        let names = CatalogueUnderTest.all.map(\.description)
        #expect(Set(names).count == names.count, "\(names)")
    }
}

/// An operation's catalogue, erased so one parameterized test checks every operation's.
struct CatalogueUnderTest: Sendable, CustomStringConvertible {
    let description: String
    let expectConsistent: @Sendable () -> Void

    init<Operation: LibYUVOperation>(_: Operation.Type) {
        description = Operation.name
        expectConsistent = { expectConsistentCatalogue(of: Operation.self) }
    }

    static let all = [
        CatalogueUnderTest(I420ToNV12.self), CatalogueUnderTest(I420ToBGRA.self), CatalogueUnderTest(RotateNV12.self),
        CatalogueUnderTest(RotateI420.self), CatalogueUnderTest(I420ToNV12Rotate.self), CatalogueUnderTest(ScaleI420.self),
        CatalogueUnderTest(ScaleNV12.self), CatalogueUnderTest(ScaleI420ToNV12.self), CatalogueUnderTest(RotateScaleNV12.self),
    ]
}

private func expectConsistentCatalogue<Operation: LibYUVOperation>(of _: Operation.Type) {
    let strategies = Operation.everyStrategy
    let ids = strategies.map(\.id)
    #expect(!strategies.isEmpty)
    #expect(Set(ids).count == ids.count, "an id listed twice: \(ids)")
    #expect(Operation.anyStrategy(named: "no-such-strategy") == nil)
    for strategy in strategies {
        let id = strategy.id
        #expect(!strategy.summary.isEmpty, "\(id) has no summary")
        // Found by its exact id, and only by it: a prefix or an extension of an id finds nothing
        // or the strategy of exactly that id ("libyuv" is not "libyuv-split").
        #expect(Operation.anyStrategy(named: id)?.summary == strategy.summary, "\(id) not found by its id")
        let firstWord = String(id.prefix { $0 != "-" })
        for candidate in [firstWord, String(id.dropLast()), id + "x", id.uppercased()] where candidate != id {
            #expect(Operation.anyStrategy(named: candidate).map { $0.id == candidate } ?? true, "\(candidate) found \(id)")
        }
        // Families say what the code is (ids are compared here only, never in product code).
        #expect((strategy.family == .libyuv) == id.hasPrefix("libyuv"), "\(id) is \(strategy.family)")
        #expect((strategy.family == .naive) == (id == "naive"), "\(id) is \(strategy.family)")
        if id == "simd" || id.hasSuffix("-simd") { #expect(strategy.family == .simd, "\(id) is \(strategy.family)") }
        if case let .sameBytes(twin) = strategy.contract {
            #expect(twin.id != id, "\(id) is its own twin")
            let listed = Operation.anyStrategy(named: twin.id)
            #expect(listed?.summary == twin.summary && listed?.family == twin.family
                        && listed.map { "\($0.contract)" } == "\(twin.contract)",
                    "\(id)'s twin \(twin.id) is not the catalogue's \(twin.id)")
            // The twin keeps a contract of its own against the reference.
            if case .sameBytes = twin.contract { Issue.record("\(id)'s twin \(twin.id) is itself only a twin") }
        }
    }
}
