import Foundation
import PiPLibYUV
import PiPVideo
import Testing
@testable import Suite

/// The catalogue is the one place that registers operations and strategies: these tests read the
/// library's sources to prove nothing declared there is left out of it.
@Suite struct CatalogCompletenessTests {
    /// The text of every Swift file of Sources/PiPVideo and Sources/PiPLibYUV (where the strategies
    /// and operations are declared).
    static func librarySources() throws -> [(path: String, text: String)] {
        try ["PiPVideo", "PiPLibYUV"].flatMap { target in
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

    @Test("every strategy id declared in the library is listed by an operation of the catalogue")
    func everyStrategyIsListed() throws {
        // Strategies are declared as Strategy(id: "...", ...) in the catalogue files.
        let declared = try Self.librarySources().flatMap { try Self.matches(#"Strategy(?:<\w+>)?\(\s*id: "([^"]+)""#, in: $0.text) }
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
}
