import Foundation
@testable import History
import Statistics
import Testing

/// PELT against the reference implementation: ruptures' Pelt(jump=1, min_size=1) answers, written
/// into RupturesReference.swift by scripts/ci/changepoint-check.sh --write-fixture.
@Suite struct PELTReferenceTests {
    struct Case: Decodable {
        var name: String
        var values: [Double]
        var penalty: Double
        var cost: String
        var minSize: Int
        var breakpoints: [Int]
        var expected: [Int]?
        var minStep: Double
    }

    static let cases: [Case] = (try? JSONDecoder().decode([Case].self, from: Data(rupturesReferenceJSON.utf8))) ?? []

    @Test func theFixtureHoldsTheCases() {
        #expect(Self.cases.count >= 60)
        #expect(Set(Self.cases.map(\.cost)) == ["l1", "l2"])
    }

    @Test(arguments: cases.map(\.name))
    func breakpointsEqualRupturesOnes(_ name: String) throws {
        let item = try #require(Self.cases.first { $0.name == name })
        let cost = try #require(PELT.Cost(rawValue: item.cost))
        #expect(PELT.breakpoints(item.values, penalty: item.penalty, minimumSize: item.minSize, cost: cost) == item.breakpoints)
    }

    @Test func theDetectorFindsTheKnownSteps() {
        let known = Self.cases.filter { $0.expected != nil }
        #expect(known.count >= 6)
        for item in known {
            let found = ChangePointDetector(minimumStep: item.minStep).analyse(item.values.map { exp($0) }).changePoints.map(\.index)
            #expect(found == item.expected, "\(item.name)")
        }
    }

    @Test func aLongerMinimumSegmentIsHonoured() {
        let values = [0.0, 0, 0, 5, 0, 0, 0, 0]
        #expect(PELT.breakpoints(values, penalty: 0.1, minimumSize: 1, cost: .l2) == [3, 4, 8])
        let ends = PELT.breakpoints(values, penalty: 0.1, minimumSize: 2, cost: .l2)
        #expect(zip([0] + ends, ends).allSatisfy { $1 - $0 >= 2 })
        #expect(PELT.breakpoints([], penalty: 1) == [])
        #expect(PELT.breakpoints([1], penalty: 1) == [1])
    }
}
