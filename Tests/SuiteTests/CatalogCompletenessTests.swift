import Foundation
import PiPLibYUV
import PiPVideo
import Testing
@testable import Suite

/// The catalogue is the one place that registers operations and strategies: these tests read the
/// library's sources to prove nothing declared there is left out of it.
@Suite struct CatalogCompletenessTests {
    /// The text of every Swift file of Sources/PiPVideo, Sources/PiPCatalogue and Sources/PiPLibYUV
    /// (where the strategies and operations are declared).
    static func librarySources() throws -> [(path: String, text: String)] {
        try ["PiPVideo", "PiPCatalogue", "PiPLibYUV"].flatMap { target in
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/\(target)")
            let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            return try files.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map {
                ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8))
            }
        }
    }

    static func matches(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test("every FrameOperation of the library has a line in the catalogue")
    func everyOperationIsRegistered() throws {
        let declared = try Self.librarySources().flatMap { try Self.matches(#"enum (\w+): FrameOperation"#, in: $0.text) }
        #expect(declared.count >= 9)
        let registered = Set(Catalog.entries.map(\.name))
        for operation in declared { #expect(registered.contains(operation), "\(operation) is not in Catalog.entries") }
    }

    /// The text of the libyuv chain table, where the libyuv strategies are declared (a row
    /// `{"Operation", "id", ...`).
    static func libyuvChainTable() throws -> String {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/CLibYUVChains/ChainTable.c")
        return try String(contentsOf: path, encoding: .utf8)
    }

    @Test("every strategy id declared in the library is listed by an operation of the catalogue")
    func everyStrategyIsListed() throws {
        // Strategies are declared as KernelStrategy<Call>(id: "...", ...) in the catalogue files
        // (and as Strategy(id: "...", ...) where a library makes one directly), libyuv's as rows of
        // the chain table.
        let declared = try Self.librarySources().flatMap { try Self.matches(#"Strategy(?:<\w+>)?\(\s*id: "([^"]+)""#, in: $0.text) }
            + Self.matches(#"(?m)^\s*\{"\w+", "([^"]+)""#, in: Self.libyuvChainTable())
        #expect(declared.count >= 30)
        let listed = Set(Catalog.entries.flatMap { $0.strategies.filter { $0.family != nil }.map(\.id) })
        for id in declared { #expect(listed.contains(id), "strategy \(id) is declared but no operation lists it") }
    }

    @Test("every listed strategy of every operation is benchmarked in the full scope, and listed by --list-strategies")
    func everyListedStrategyIsBenchmarked() {
        let names = benchmarkNames(Catalog.benchmarks(SuiteConfiguration(scope: .full, lastLevelCacheBytes: 1 << 20)))
        for entry in Catalog.entries {
            for strategy in entry.strategies {
                #expect(names.contains { $0.hasPrefix("\(entry.name)/\(strategy.id)/") }, "\(entry.name)/\(strategy.id) has no benchmark")
            }
        }
        let operations = Catalog.entries.filter { entry in entry.strategies.contains { $0.family != nil } }
        #expect(operations.map(\.name) == ["I420ToNV12", "RotateNV12", "RotateI420", "I420ToNV12Rotate", "I420ToBGRA",
                                           "ScaleI420", "ScaleNV12", "ScaleI420ToNV12", "RotateScaleNV12"])
        #expect(operations.allSatisfy { $0.strategies.allSatisfy { $0.contract != nil } })
    }

    @Test("every strategy is held against a libyuv strategy of its operation that does the same job, and reads as it does")
    func libyuvReferencesAreLikeForLike() {
        for entry in Catalog.entries {
            let byID = Dictionary(entry.strategies.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for strategy in entry.strategies where strategy.family != nil {
                guard let id = strategy.libyuvReference else { continue }
                let reference = byID[id]
                #expect(reference?.family == .libyuv, "\(entry.name)/\(strategy.id) names \(id), not a libyuv strategy of its operation")
                // A reference is its own reference: a job has one.
                #expect(reference?.libyuvReference == id, "\(entry.name)/\(id) is not its job's reference")
                // The same job samples the same way (point sampling, bilinear taps, every sample).
                #expect(reference?.sampling == strategy.sampling, "\(entry.name)/\(strategy.id) and \(id) sample differently")
            }
        }
        let operations = Catalog.entries.filter { $0.strategies.contains { $0.family == .libyuv } }
        #expect(operations.allSatisfy { $0.strategies.filter { $0.family?.isSwift == true }.allSatisfy { $0.libyuvReference != nil } })
    }

    @Test("each operation recommends at most one Swift strategy per job, and at least one")
    func recommendations() {
        for entry in Catalog.entries where entry.strategies.contains(where: { $0.family?.isSwift == true }) {
            let recommended = entry.strategies.filter(\.isRecommended)
            #expect(!recommended.isEmpty, "\(entry.name) recommends nothing")
            #expect(recommended.allSatisfy { $0.family?.isSwift == true })
            let jobs = recommended.map { $0.libyuvReference ?? "" }
            #expect(Set(jobs).count == jobs.count, "\(entry.name) recommends two strategies for one job: \(recommended.map(\.id))")
            for strategy in recommended { #expect(Catalog.strategyCatalogue.entries["\(entry.name)/\(strategy.id)"]?.isRecommended == true) }
        }
    }
}
