import ArgumentParser
@testable import bench
import PiPVideo
import Suite
import Testing
import Measurement

@Suite struct InternalCommandParsingTests {
    let sizes = FrameSizeList([FrameSize(width: 640, height: 360), FrameSize(width: 1279, height: 719)])

    @Test("a time process reads back the arguments a time measurement starts it with")
    func timeProcessArguments() throws {
        let sampling = TimeSampling(processes: 3, repetitions: 16, minimumSeconds: 0.0125)
        let arguments = ChildCommandLine.timeProcess(
            sizes: sizes.sizes, scope: .full, filter: "^(a|b\\.c)$", sampling: sampling, output: "/tmp/out.json")
        let command = try parse(arguments, as: TimeProcessCommand.self)
        #expect(command.selection.sizes == sizes)
        #expect(command.selection.scope == .full)
        #expect(command.selection.filter.pattern == "^(a|b\\.c)$")
        #expect(command.repetitions == 16 && command.minTime == 0.0125)
        #expect(command.output == "/tmp/out.json")
    }

    @Test("an instruction count reads back the arguments the instructions metric starts it with")
    func countInstructionsArguments() throws {
        let arguments = ChildCommandLine.countInstructions(
            sizes: sizes.sizes, scope: .standard, filter: "^x$", frames: 3, outcomes: "/tmp/outcomes.json")
        let command = try parse(arguments, as: CountInstructionsCommand.self)
        #expect(command.selection.sizes == sizes)
        #expect(command.selection.scope == .standard)
        #expect(command.selection.filter.pattern == "^x$")
        #expect(command.frames == 3 && command.outcomes == "/tmp/outcomes.json")
        let defaults = try parse(
            ["count-instructions", "--sizes", "640x360", "--filter", "x", "--outcomes", "o.json"],
            as: CountInstructionsCommand.self)
        #expect(defaults.selection.scope == .standard && defaults.frames == 2)
    }

    @Test("a memory count reads back the arguments the memory metric starts it with")
    func countMemoryArguments() throws {
        let arguments = ChildCommandLine.countMemory(sizes: sizes.sizes, scope: .full, filter: "^x$", outcomes: "/tmp/outcomes.json")
        let command = try parse(arguments, as: CountMemoryCommand.self)
        #expect(command.selection.sizes == sizes && command.selection.scope == .full)
        #expect(command.selection.filter.pattern == "^x$" && command.outcomes == "/tmp/outcomes.json")
    }

    @Test("the internal commands refuse missing and bad options")
    func refusals() {
        let timeProcess = ["time-process", "--filter", "x", "--repetitions", "1", "--min-time", "0.01", "--output", "o"]
        expectRefusal(timeProcess, saying: "Missing expected argument '--sizes <WxH,...>'")
        expectRefusal(timeProcess + ["--sizes", "abc"], saying: "size 'abc' is not WxH")
        expectRefusal(
            timeProcess + ["--sizes", "1x1", "--scope", "bogus"], saying: "Please provide one of 'standard' and 'full'")
        // Later options override earlier ones.
        expectRefusal(timeProcess + ["--sizes", "1x1", "--filter", "("], saying: "invalid filter regex '('")
        expectRefusal(
            timeProcess + ["--sizes", "1x1", "--repetitions", "0"],
            saying: "--repetitions must be at least 1 and --min-time above 0")
        expectRefusal(
            ["count-instructions", "--sizes", "1x1", "--filter", "x", "--frames", "0", "--outcomes", "o"],
            saying: "--frames must be at least 1")
    }
}
