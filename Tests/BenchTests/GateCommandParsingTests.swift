import ArgumentParser
import Gate
import Measurement
import PiPVideo
import Results
import Testing
@testable import bench

@Suite struct GateCommandParsingTests {
    @Test("record defaults: time, every benchmark, the suite's sizes, 24 processes of 16 x 0.0125 s")
    func recordDefaults() throws {
        let record = try parse(["record"], as: RecordCommand.self)
        let measurement = record.measurement
        #expect(measurement.metric == .time)
        #expect(measurement.filter == nil && measurement.sizes == nil)
        #expect(measurement.processes == nil && measurement.repetitions == nil && measurement.minTime == nil)
        #expect(measurement.frames == 2)
        #expect(measurement.recordTimeSampling() == TimeSampling(processes: 24, repetitions: 16, minimumSeconds: 0.0125))
        #expect(record.profile == nil && record.output == nil && !record.full)
    }

    @Test("record takes every measurement option")
    func recordValues() throws {
        let record = try parse([
            "record", "--metric", "instructions", "--filter=-naive", "--sizes", "640x360", "--processes", "3",
            "--repetitions", "4", "--min-time", "0.5", "--frames", "3", "--profile", "p", "--output", "o.json", "--full",
        ], as: RecordCommand.self)
        let measurement = record.measurement
        #expect(measurement.metric == .instructions)
        #expect(measurement.filter?.pattern == "-naive")
        #expect(measurement.filter?.matches("I420ToNV12/simd/640x360/hot") == true)
        #expect(measurement.filter?.matches("I420ToNV12/naive/640x360/hot") == false)
        #expect(measurement.sizes?.sizes == [FrameSize(width: 640, height: 360)])
        #expect(measurement.frames == 3)
        #expect(measurement.recordTimeSampling() == TimeSampling(processes: 3, repetitions: 4, minimumSeconds: 0.5))
        #expect(record.profile == "p" && record.output == "o.json" && record.full)
    }

    @Test("record and check refuse bad measurement options", arguments: ["record", "check"])
    func measurementRefusals(command: String) {
        expectRefusal([command, "--metric", "bogus"], saying: "Please provide one of 'time', 'instructions' or 'memory'")
        expectRefusal([command, "--filter", "("], saying: "invalid filter regex '('")
        expectRefusal([command, "--sizes", "640x"], saying: "size '640x' is not WxH")
        expectRefusal([command, "--processes", "0"], saying: "--processes must be at least 1")
        expectRefusal([command, "--repetitions", "0"], saying: "--repetitions must be at least 1")
        expectRefusal([command, "--min-time", "0"], saying: "--min-time must be above 0 seconds")
        expectRefusal([command, "--min-time", "nan"], saying: "--min-time must be above 0 seconds")
        expectRefusal([command, "--frames", "0"], saying: "--frames must be at least 1")
    }

    @Test("check defaults: the metric's threshold, alpha 0.01, wall clock, the baseline's sampling")
    func checkDefaults() throws {
        let check = try parse(["check"], as: CheckCommand.self)
        #expect(check.threshold == nil && check.thresholdOverrides.isEmpty)
        #expect(check.alpha == 0.01 && check.clock == .real)
        #expect(check.baseline == nil && check.runFile == nil && check.summary == nil)
        #expect(check.verdictFile == nil && check.saveRun == nil)
        #expect(check.thresholds().threshold(for: "I420ToNV12/simd/640x360/hot") == 0.05)
        let instructions = try parse(["check", "--metric", "instructions"], as: CheckCommand.self)
        #expect(instructions.thresholds().threshold(for: "I420ToNV12/simd/640x360/hot") == 0.01)

        let baseline = RunSettings(
            sizes: ["640x360"], scope: "standard", cacheStates: ["hot"], filter: nil, repetitions: 7, processes: 30,
            minimumSecondsPerRepetition: 0.02, framesCounted: nil)
        #expect(check.measurement.checkTimeSampling(baseline: baseline)
            == TimeSampling(processes: 12, repetitions: 7, minimumSeconds: 0.02))
        let options = try parse(
            ["check", "--processes", "6", "--repetitions", "2", "--min-time", "0.1"], as: CheckCommand.self)
        #expect(options.measurement.checkTimeSampling(baseline: baseline)
            == TimeSampling(processes: 6, repetitions: 2, minimumSeconds: 0.1))
    }

    @Test("check's threshold options: a default and overrides, the last match wins")
    func checkThresholds() throws {
        let check = try parse([
            "check", "--threshold", "2.5%", "--threshold-for", "naive/=10", "--threshold-for", "naive/640x360=20",
            "--alpha", "0.05", "--clock", "cpu", "--baseline", "b.json", "--run", "r.json", "--summary", "s.md",
            "--verdict", "v.json", "--save-run", "run.json",
        ], as: CheckCommand.self)
        let thresholds = check.thresholds()
        #expect(thresholds.threshold(for: "I420ToNV12/simd/640x360/hot") == 0.025)
        #expect(thresholds.threshold(for: "I420ToNV12/naive/1280x720/hot") == 0.10)
        #expect(thresholds.threshold(for: "I420ToNV12/naive/640x360/hot") == 0.20)
        #expect(check.alpha == 0.05 && check.clock == .cpu)
        #expect(check.baseline == "b.json" && check.runFile == "r.json" && check.summary == "s.md")
        #expect(check.verdictFile == "v.json" && check.saveRun == "run.json")
        // The largest threshold accepted.
        #expect(try parse(["check", "--threshold", "1000"], as: CheckCommand.self).thresholds().defaultThreshold == 10)
    }

    @Test("check refuses bad thresholds, alpha and clock", arguments: [
        ("--threshold", "abc", "'--threshold <PERCENT>': 'abc' is not a percentage"),
        ("--threshold", "0", "'0' is not a percentage above 0"),
        ("--threshold", "1001", "a threshold of 1001% is above the maximum of 1000%"),
        ("--threshold-for", "naive/=2000", "a threshold of 2000% is above the maximum"),
        ("--threshold-for", "naive/", "'naive/' is not REGEX=PERCENT"),
        ("--threshold-for", "(=5", "invalid filter regex '('"),
        ("--alpha", "0", "--alpha must be between 0 and 1"),
        ("--alpha", "1", "--alpha must be between 0 and 1"),
        ("--clock", "wall", "Please provide one of 'real' and 'cpu'"),
    ])
    func checkRefusals(option: String, value: String, message: String) {
        expectRefusal(["check", option, value], saying: message)
    }
}
