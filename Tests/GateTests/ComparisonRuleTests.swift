import Foundation
import Testing
@testable import Gate
import Results
import Statistics

@Suite struct ComparisonRuleTests {
    /// Eight samples around `centre`, spread by +-1% (no ties).
    func samples(_ centre: Double, count: Int = 8) -> [Double] {
        (0..<count).map { centre * (1 + 0.01 * (Double($0) - Double(count - 1) / 2) / Double(count)) }
    }

    @Test("the presets: gate and compare test time at their alphas, count instructions exactly; ab decides at half the threshold")
    func presets() {
        #expect(ComparisonRule.gate(metric: .time, threshold: 0.05).significance == .mannWhitney(alpha: 0.01, fewSamples: .notSignificant))
        #expect(ComparisonRule.gate(metric: .instructions, threshold: 0.01).significance == .exact)
        #expect(ComparisonRule.compare(metric: .time, threshold: 0.05).significance == .mannWhitney(alpha: 0.05, fewSamples: .sizeDecides))
        #expect(ComparisonRule.compare(metric: .instructions, threshold: 0.01).significance == .exact)
        let ab = ComparisonRule.ab(threshold: 0.03, confidence: 0.99, minimumRounds: 8)
        #expect(ab.decisionPoint == 0.015 && ab.significance == .pairedInterval(confidence: 0.99, minimumRounds: 8))
        #expect(ComparisonRule.historyStep(threshold: 0.01).significance == .exact)
        #expect(GateSettings(metric: .time).rule(for: "A").significance == .mannWhitney(alpha: 0.01, fewSamples: .notSignificant))
    }

    @Test("exact: the size alone decides, beyond the threshold both ways; at the threshold it passes")
    func exact() {
        let rule = ComparisonRule.gate(metric: .instructions, threshold: 0.01)
        #expect(rule.decide(before: [100], after: [102]).verdict == .regression)
        #expect(rule.decide(before: [100], after: [98]).verdict == .improvement)
        #expect(rule.decide(before: [100], after: [100.5]).verdict == .pass)
        #expect(rule.verdict(change: 0.01, pValue: nil) == .pass)
        #expect(rule.decide(before: [100], after: [102]).pValue == nil)
    }

    @Test("U test: a significant change beyond the threshold decides; the same change in noise passes")
    func mannWhitney() {
        let rule = ComparisonRule.gate(metric: .time, threshold: 0.05)
        let slower = rule.decide(before: samples(100), after: samples(110))
        #expect(slower.verdict == .regression && (slower.pValue ?? 1) < 0.01)
        #expect(rule.decide(before: samples(100), after: samples(90)).verdict == .improvement)
        // Overlapping samples: a median change beyond 5% but no evidence.
        let noisy = rule.decide(before: [100, 60, 140, 100, 61, 139], after: [106, 62, 141, 105, 59, 150])
        #expect(noisy.verdict == .pass && (noisy.pValue ?? 0) >= 0.01)
    }

    @Test("U test with too few samples to reach alpha: the gate passes, compare lets the size decide")
    func fewSamples() {
        let gate = ComparisonRule.gate(metric: .time, threshold: 0.05)
        let compare = ComparisonRule.compare(metric: .time, threshold: 0.05)
        #expect(gate.decide(before: [100], after: [200]).verdict == .pass)
        #expect(gate.decide(before: [100], after: [200]).pValue != nil)
        #expect(compare.decide(before: [100], after: [200]).verdict == .regression)
        #expect(compare.decide(before: [100], after: [200]).pValue == nil)
    }

    @Test("paired interval: above the decision point a regression, below it a pass, across it undecided")
    func pairedInterval() {
        let rule = ComparisonRule.ab(threshold: 0.03, confidence: 0.99, minimumRounds: 8)
        let rounds = { (ratio: Double, spread: Double) in (0..<12).map { log(ratio) + spread * (Double($0 % 5) - 2) / 2 } }
        #expect(rule.decide(logRatios: rounds(1.03, 0.004)).verdict == .regression)
        #expect(rule.decide(logRatios: rounds(1.0, 0.004)).verdict == .pass)
        #expect(rule.decide(logRatios: rounds(0.95, 0.004)).verdict == .improvement)
        #expect(rule.decide(logRatios: rounds(1.015, 0.01)).verdict == .undecided)
        #expect(rule.decide(logRatios: Array(rounds(1.03, 0.004).prefix(7))).verdict == .undecided)
        // Independent samples give the paired rule nothing to decide on; rounds give the others nothing.
        #expect(rule.decide(before: samples(100), after: samples(110)).verdict == .undecided)
        #expect(ComparisonRule.historyStep(threshold: 0.01).decide(logRatios: rounds(1.03, 0.004)).verdict == .undecided)
    }

    @Test("edge cases: empty samples are undecided; a zero median to zero passes, to anything else is an infinite change")
    func edgeCases() {
        for rule in [ComparisonRule.gate(metric: .time, threshold: 0.05), .gate(metric: .instructions, threshold: 0.01),
                     .compare(metric: .time, threshold: 0.05)] {
            #expect(rule.decide(before: [], after: [1]).verdict == .undecided)
            #expect(rule.decide(before: [1], after: []).change == nil)
        }
        let exact = ComparisonRule.compare(metric: .instructions, threshold: 0.01)
        #expect(exact.decide(before: [0], after: [0]).verdict == .pass)
        let fromZero = exact.decide(before: [0], after: [5])
        #expect(fromZero.verdict == .regression && fromZero.change == .infinity)
        #expect(exact.verdict(change: -.infinity, pValue: nil) == .improvement)
        #expect(exact.verdict(change: .nan, pValue: nil) == .pass)
    }

    @Test("the description names the rule's evidence")
    func description() {
        #expect(ComparisonRule.gate(metric: .time, threshold: 0.05).description.contains("Mann-Whitney U p < 0.01"))
        #expect(ComparisonRule.gate(metric: .instructions, threshold: 0.01).description.contains("exact"))
        #expect(ComparisonRule.ab(threshold: 0.03, confidence: 0.99, minimumRounds: 8).description.contains("1 + 1.5%"))
    }
}

@Suite struct VerdictRenderingTests {
    @Test("one rendering: capitals in the console, bold when failing in Markdown, the raw value in JSON")
    func labels() {
        #expect(Verdict.regression.consoleLabel == "REGRESSION" && Verdict.pass.consoleLabel == "PASS")
        #expect(Verdict.regression.markdownLabel == "**regression**" && Verdict.improvement.markdownLabel == "improvement")
        #expect(Verdict.machineChanged.jsonLabel == "machine changed")
        #expect(Set(Verdict.displayOrder) == Set(Verdict.allCases) && Verdict.displayOrder.count == Verdict.allCases.count)
    }

    @Test("the check verdict's JSON keeps its verdict strings")
    func gateJSON() throws {
        for verdict in [Verdict.pass, .improvement, .regression, .missing, .new, .failed, .calibration] {
            let data = try JSONEncoder().encode([verdict])
            #expect(String(decoding: data, as: UTF8.self) == "[\"\(verdict.rawValue)\"]")
        }
        #expect(try JSONDecoder().decode([Verdict].self, from: Data("[\"pass\",\"regression\"]".utf8)) == [.pass, .regression])
    }

    @Test("ab writes the verdict file check writes; its earlier format (within, faster) still reads, into the same rows")
    func abJSON() throws {
        let old = """
            {"status": "pass", "exitCode": 0, "counts": {"faster": 1}, "units": {},
             "report": {"rule": {"threshold": 0.03, "confidence": 0.99, "minimumRounds": 8}, "headExecutable": "h",
              "baseExecutable": "b", "rounds": 8, "seconds": 12.5, "stop": "all decided", "clock": "cpu",
              "rows": [{"name": "A/simd/640x360/hot", "decision": "faster", "rounds": 8, "baseNanoseconds": 100, "headNanoseconds": 90,
                        "ratio": 0.9, "ratioLower": 0.89, "ratioUpper": 0.91, "logRatios": [-0.1]}]}}
            """
        let file = try VerdictFile.decode(Data(old.utf8))
        let row = try #require(file.benchmarks.first)
        #expect(row.verdict == .improvement && file.counts == ["improvement": 1] && file.status == "pass" && file.clock == .cpu)
        #expect(row.baseline == 100 && row.current == 90 && row.threshold == 0.03 && row.baselineSamples == 8)
        #expect(abs((row.change ?? 0) + 0.1) < 1e-12 && abs((row.changeUpper ?? 0) + 0.09) < 1e-12)
        #expect(file.rounds == VerdictFile.PairedRounds(count: 8, seconds: 12.5, stop: .allDecided, confidence: 0.99, minimumRounds: 8,
                                                        headExecutable: "h", baseExecutable: "b"))
        let written = String(decoding: file.encoded(), as: UTF8.self)
        #expect(written.contains("\"verdict\" : \"improvement\"") && !written.contains("faster"))
        #expect(try VerdictFile.decode(file.encoded()) == file)
        let unknown = old.replacingOccurrences(of: "\"faster\"", with: "\"sideways\"")
        #expect(throws: DecodingError.self) { try VerdictFile.decode(Data(unknown.utf8)) }
    }
}
