@testable import Gate
@testable import Results
import Testing

@Suite struct TimeRuleTests {
    typealias F = Fixtures

    /// The time rule for `benchmark` over a baseline of `F.times` and a run of `runTimes`, as `bench record` writes them.
    func judge(
        _ benchmark: String, memcpy: String?, compute: String?, runTimes: [String: Double], seeds: (UInt64, UInt64)
    ) -> TimeRule.Judgement? {
        let rule = TimeRule(benchmark: benchmark, memcpy: memcpy, compute: compute, rule: .gate(metric: .time, threshold: 0.05, alpha: 0.01))
        return rule.judge(
            baseline: RepetitionsByBenchmark(F.timeDocument(F.times, calibrations: F.calibrations, repetitions: 3, processes: 8, seed: seeds.0)),
            run: RepetitionsByBenchmark(F.timeDocument(runTimes, calibrations: F.calibrations, repetitions: 3, processes: 8, seed: seeds.1)))
    }

    @Test("pair, normalise, decide: a uniformly slower machine passes, and the note says the raw change is the machine's")
    func slowerMachine() throws {
        let judgement = try #require(judge(F.simd, memcpy: F.memcpy, compute: F.compute, runTimes: F.times.mapValues { $0 * 1.3 }, seeds: (1, 2)))
        #expect(judgement.baseline.pairing == .perProcess && judgement.baseline.times.count == 8 && judgement.run.times.count == 8)
        #expect(abs(judgement.rawChange - 0.3) < 0.03)
        #expect(abs(judgement.change) < 0.03)
        #expect(judgement.verdict == .pass)
        #expect(judgement.note?.description.contains("within the threshold at the baseline's machine speed: the machine, not the code") == true)
    }

    @Test("without calibrations the samples are judged on raw time, and the note says so")
    func rawTime() throws {
        var slower = F.times
        slower[F.naive] = (slower[F.naive] ?? 0) * 1.10
        let judgement = try #require(judge(F.naive, memcpy: nil, compute: nil, runTimes: slower, seeds: (3, 4)))
        #expect(judgement.memoryShare == nil)
        #expect(judgement.change == judgement.rawChange)
        #expect(judgement.verdict == .regression)
        #expect(judgement.note?.description == "no calibration benchmark: judged on raw time")
    }

    @Test("a calibration with no measurement on one side gives no judgement")
    func unusableCalibration() {
        #expect(judge(F.simd, memcpy: "Memcpy/absent", compute: nil, runTimes: F.times, seeds: (5, 6)) == nil)
    }
}
