import Foundation
@testable import Gate
@testable import Statistics
import Testing

@Suite struct ABStatisticsTests {
    @Test("the signed-rank null distribution: 2^-n at 0, symmetric, 1 at the maximum; n = 10 tail as in the tables")
    func nullDistribution() {
        let eight = SignedRankInterval.nullCumulative(count: 8)
        #expect(eight.count == 37)
        #expect(abs(eight[0] - 1.0 / 256) < 1e-12)
        #expect(abs(eight[36] - 1) < 1e-12)
        let ten = SignedRankInterval.nullCumulative(count: 10)
        #expect(abs(ten[8] - 25.0 / 1024) < 1e-12)   // the 5% two-sided critical value of n = 10 is 8
        #expect(abs(ten[9] - 33.0 / 1024) < 1e-12)
        // Symmetry: P(W <= w) + P(W <= max - w - 1) = 1.
        #expect(abs(ten[20] + ten[55 - 21] - 1) < 1e-12)
    }

    @Test("the interval: the (c+1)-th smallest and largest Walsh averages, c the critical value")
    func intervalFromWalshAverages() throws {
        let differences = (1...10).map(Double.init).reversed().map { $0 }
        let interval = try #require(SignedRankInterval(differences, confidence: 0.95))
        #expect(interval.lower == 3 && interval.upper == 8 && interval.estimate == 5.5)
        #expect(abs(interval.coverage - (1 - 50.0 / 1024)) < 1e-12)
    }

    @Test("too few differences for the confidence give no interval; 8 suffice at 0.99, as the minimum; non-finite values none")
    func tooFew() throws {
        #expect(SignedRankInterval([1, 2, 3, 4, 5, 6, 7], confidence: 0.99) == nil)
        let eight = try #require(SignedRankInterval([5, 1, 2, 3, 4, 6, 7, 8], confidence: 0.99))
        #expect(eight.lower == 1 && eight.upper == 8)
        #expect(SignedRankInterval([1, 2, 3, 4, 5, 6, 7, .nan], confidence: 0.5) == nil)
        #expect(SignedRankInterval([], confidence: 0.9) == nil)
    }

    @Test("one wild round: the estimate and the far end stay; only the near end widens, and no further than the round")
    func robustToAnOutlier() throws {
        let calm = [0.001, -0.002, 0.0, 0.003, -0.001, 0.002, 0.001, -0.003, 0.0, 0.002, -0.001, 0.001]
        let wild = Array(calm.dropLast()) + [0.5]
        let a = try #require(SignedRankInterval(calm, confidence: 0.99))
        let b = try #require(SignedRankInterval(wild, confidence: 0.99))
        #expect(abs(b.estimate - a.estimate) < 0.002)   // a mean would move by 0.5 / 12 = 0.04
        #expect(abs(b.lower - a.lower) < 0.002)         // an upward outlier cannot make a regression
        #expect(b.upper > a.upper && b.upper <= 0.5)
    }
}

@Suite struct ABDecisionTests {
    let rule = ComparisonRule.ab(threshold: 0.03, confidence: 0.99, minimumRounds: 8)

    /// `count` log ratios around log(`ratio`), spread by +-`spread` (symmetric, deterministic).
    func rounds(_ ratio: Double, spread: Double, count: Int = 12) -> [Double] {
        (0..<count).map { log(ratio) + spread * (Double($0 % 5) - 2) / 2 }
    }

    @Test("decided at the middle of the zone: 3% slower is a regression, unchanged within, 5% faster faster")
    func decisions() {
        #expect(rule.decisionRatio == 1.015)
        #expect(rule.decide(logRatios: rounds(1.03, spread: 0.004)).verdict == .regression)
        #expect(rule.decide(logRatios: rounds(1.0, spread: 0.004)).verdict == .pass)
        #expect(rule.decide(logRatios: rounds(0.95, spread: 0.004)).verdict == .improvement)
        #expect(rule.decide(logRatios: rounds(1.0, spread: 0.004)).interval != nil)
    }

    @Test("an interval across the decision point is undecided; so is anything before the minimum rounds")
    func undecided() {
        #expect(rule.decide(logRatios: rounds(1.015, spread: 0.01)).verdict == .undecided)
        #expect(rule.decide(logRatios: rounds(1.0, spread: 0.03)).verdict == .undecided)
        let early = rule.decide(logRatios: rounds(1.2, spread: 0.001, count: 7))
        #expect(early.verdict == .undecided && early.interval == nil)
    }

    @Test("rounds alternate A B, B A: base first in odd rounds")
    func alternation() {
        #expect((0..<4).map(ABRound.baseFirst(inRound:)) == [false, true, false, true])
        let round = ABRound(head: ["a": 110, "z": 0], base: ["a": 100, "z": 5], baseFirst: false)
        #expect(abs((round.logRatio("a") ?? 0) - log(1.1)) < 1e-12)
        #expect(round.logRatio("z") == nil && round.logRatio("missing") == nil)
    }
}

@Suite struct ABReportTests {
    let rule = ComparisonRule.ab(threshold: 0.03, confidence: 0.99, minimumRounds: 8)

    /// Rounds where each benchmark's head/base ratio is `ratios[name]`, with a small symmetric wobble.
    func rounds(_ ratios: [String: Double], headOnly: [String] = [], count: Int = 12) -> [ABRound] {
        (0..<count).map { index in
            let wobble = 1 + 0.002 * (Double(index % 3) - 1)
            var head: [String: Double] = [:], base: [String: Double] = [:]
            for (name, ratio) in ratios { base[name] = 1000; head[name] = 1000 * ratio * wobble }
            for name in headOnly { head[name] = 500 }
            return ABRound(head: head, base: base, baseFirst: ABRound.baseFirst(inRound: index))
        }
    }

    func report(_ rounds: [ABRound], names: [String], calibrations: Set<String> = []) -> ABReport {
        ABReport(
            names: names, calibrations: calibrations, rounds: rounds, rule: rule, stop: .allDecided, seconds: 60,
            clock: .real, headExecutable: "head", baseExecutable: "base")
    }

    @Test("exit codes: a regression 2, an undecided benchmark 7 (a regression wins), all within 0")
    func exitCodes() {
        let names = ["a", "b"]
        #expect(report(rounds(["a": 1.0, "b": 1.0]), names: names).exitCode == .pass)
        #expect(report(rounds(["a": 1.0, "b": 1.04]), names: names).exitCode == .regression)
        #expect(report(rounds(["a": 1.0, "b": 1.015]), names: names).exitCode == .undecided)
        #expect(report(rounds(["a": 1.015, "b": 1.04]), names: names).exitCode == .regression)
        #expect(report(rounds(["a": 1.0], count: 5), names: ["a"]).exitCode == .undecided)
    }

    @Test("calibrations are shown, never gated nor waited for; a benchmark only the head has is new and passes")
    func calibrationsAndNew() {
        let all = rounds(["a": 1.0, "Calibration/x": 1.2], headOnly: ["n"])
        let made = report(all, names: ["a", "Calibration/x", "n"], calibrations: ["Calibration/x"])
        #expect(made.rows.map(\.decision) == [.pass, .new, .calibration])
        #expect(made.exitCode == .pass)
        #expect(ABReport.allDecided(names: ["a", "Calibration/x", "n"], calibrations: ["Calibration/x"], rounds: all, rule: rule))
        #expect(!ABReport.allDecided(names: ["a", "b"], calibrations: [], rounds: rounds(["a": 1.0, "b": 1.015]), rule: rule))
    }

    @Test("a row: medians per side, the ratio's estimate inside its interval")
    func row() throws {
        let made = report(rounds(["a": 1.05]), names: ["a"])
        let row = try #require(made.rows.first)
        #expect(row.baseNanoseconds == 1000 && row.rounds == 12)
        let ratio = try #require(row.ratio), lower = try #require(row.ratioLower), upper = try #require(row.ratioUpper)
        #expect(lower <= ratio && ratio <= upper && abs(ratio - 1.05) < 0.002)
    }

    @Test("the verdict JSON names status and exit code; Markdown and table carry the headline and every row")
    func rendering() throws {
        let made = report(rounds(["a": 1.0, "b": 1.04]), names: ["a", "b"])
        let verdict = try VerdictFile.decode(made.renderJSON())
        #expect(verdict.status == "fail" && verdict.exitCode == 2 && verdict.counts == ["pass": 1, "regression": 1])
        #expect(made.renderMarkdown().contains("| b |") && made.renderMarkdown().contains("REGRESSION"))
        #expect(made.renderTable().hasPrefix("ab: FAIL: 1 regression(s) beyond 3%"))
        let table = made.renderTable()
        #expect(table.contains("99% exact Wilcoxon signed-rank interval") && table.contains("Decision point 1.0150 (1 + threshold/2)"))
        #expect(table.split(separator: "\n").contains { $0.hasPrefix("a ") && $0.contains("1.0 us") })
        let failed = ABReport(failure: "base gone", exitCode: .unusableBaseline, rule: rule, headExecutable: "h", baseExecutable: "b")
        #expect(failed.exitCode == .unusableBaseline && failed.renderTable().contains("base gone"))
    }

    @Test("the cross-check of the head's times: rows only where a count exists, flagged outside 0.05-6 per cycle")
    func crossCheck() {
        let check = MetricCrossCheck(
            times: [(name: "a", nanoseconds: 1000), (name: "b", nanoseconds: 1000), (name: "c", nanoseconds: 1000)],
            instructions: ["a": 6000, "c": 100_000], instructionsSource: "file", clockHertz: 3e9)
        #expect(check.rows.map(\.name) == ["a", "c"])
        #expect(abs(check.rows[0].instructionsPerCycle - 2) < 1e-9 && check.rows[0].problem == nil)
        #expect(check.rows[1].problem != nil)
    }
}
