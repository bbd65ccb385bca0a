@testable import Harness
@testable import Suite
import Results
import Testing

/// The console's progress lines, flag reading, and the Markdown rendering of the summary tables.
@Suite struct ConsoleProgressTests {
    /// A progress over `names` writing into `output`, on a clock that advances `step` seconds per reading.
    final class Recorder {
        var text = ""
        var now = 0.0
    }

    static func report(_ name: String, aggregate: String? = "median", error: String? = nil) -> RunReport {
        RunReport(name: name + (aggregate.map { "_" + $0 } ?? ""), runName: name, aggregate: aggregate, error: error,
                  realTimeNanoseconds: 1000)
    }

    @Test("plain progress: one line when a family's last benchmark finishes, each benchmark counted once")
    func plainLines() {
        let recorder = Recorder()
        let names = ["Memcpy/640x360/hot", "I420ToNV12/simd/640x360/hot", "I420ToNV12/naive/640x360/hot", "Calibration/compute"]
        let progress = RunProgress(
            benchmarkNames: names, repetitions: 1, interleaved: false, interactive: false, columns: 80,
            clock: { recorder.now }, write: { recorder.text += $0 })
        recorder.now = 10
        for aggregate in ["mean", "median", "stddev", "cv"] {
            progress.record(Self.report("I420ToNV12/simd/640x360/hot", aggregate: aggregate))
        }
        #expect(recorder.text.isEmpty)  // the family is not done yet
        recorder.now = 20
        progress.record(Self.report("I420ToNV12/naive/640x360/hot"))
        #expect(recorder.text == "[2/4] I420ToNV12: 2 benchmarks done  elapsed 0:20, about 0:20 left\n")
        progress.record(Self.report("Memcpy/640x360/hot", aggregate: nil))
        progress.record(Self.report("Calibration/compute", aggregate: nil))
        progress.finish()
        #expect(recorder.text.split(separator: "\n").last == "[4/4] Calibration: 1 benchmark done  elapsed 0:20, done")
        #expect(!recorder.text.contains("_median"))
    }

    @Test("terminal progress: one line redrawn in place, closed before a failure and at the end")
    func interactive() {
        let recorder = Recorder()
        let progress = RunProgress(
            benchmarkNames: ["A/x", "A/y"], repetitions: 1, interleaved: false, interactive: true, columns: 200,
            clock: { recorder.now }, write: { recorder.text += $0 })
        recorder.now = 5
        progress.record(Self.report("A/x"))
        #expect(recorder.text == "\r\u{1B}[K[##########----------] 1/2  elapsed 0:05, about 0:05 left  A/x")
        progress.record(Self.report("A/y", aggregate: nil, error: "verification failed"))
        progress.finish()
        #expect(recorder.text.contains("left  A/x\nFAILED A/y: verification failed\n"))
        #expect(recorder.text.hasSuffix("elapsed 0:05, done  A/y\n"))
    }

    @Test("plain progress with interleaved repetitions: a line as the run passes a quarter, half and three quarters")
    func interleavedMilestones() {
        let recorder = Recorder()
        let names = (0..<64).map { "A/\($0)" } + ["B/x"]
        let progress = RunProgress(
            benchmarkNames: names, repetitions: 3, interleaved: true, interactive: false, columns: 80,
            clock: { recorder.now }, write: { recorder.text += $0 })
        recorder.now = 10
        for index in 0..<5 { progress.record(Self.report("A/\(index)")) }
        // With 3 interleaved repetitions k of 65 done means about (k/65)^(1/3) of the run: 2 -> 31%, 5 -> 43%.
        #expect(recorder.text.split(separator: "\n").map(String.init) == ["[2/65] about 31% of the run  elapsed 0:10, about 0:22 left"])
        progress.record(Self.report("A/5"))  // 45%: the next line comes at 50%
        #expect(recorder.text.split(separator: "\n").count == 1)
    }

    @Test("with interleaved repetitions the time left accounts for benchmarks finishing late")
    func interleavedEstimate() throws {
        #expect(RunProgress.secondsLeft(done: 0, total: 10, elapsed: 5, repetitions: 3) == nil)
        #expect(RunProgress.secondsLeft(done: 5, total: 10, elapsed: 10, repetitions: 1) == 10)
        // An eighth of the benchmarks done with 3 interleaved repetitions: half the time has passed.
        let left = try #require(RunProgress.secondsLeft(done: 1, total: 8, elapsed: 10, repetitions: 3))
        #expect(abs(left - 10) < 1e-9)  // (1/8)^(1/3) = 1/2
        #expect(FigureFormat.text.clock(3725) == "1:02:05")
        #expect(RunProgress.fit("abcdefghij", columns: 8) == "abcde...")
    }

    @Test("Google Benchmark's flags as the console reads them: the last one wins, bare booleans are true")
    func flags() {
        #expect(GoogleBenchmarkFlags.repetitions(["--benchmark_repetitions=3", "--benchmark_repetitions=9"]) == 9)
        #expect(GoogleBenchmarkFlags.repetitions([]) == 1)
        #expect(GoogleBenchmarkFlags.interleaves(["--benchmark_enable_random_interleaving=true"]))
        #expect(!GoogleBenchmarkFlags.interleaves(["--benchmark_enable_random_interleaving=true", "--benchmark_enable_random_interleaving=false"]))
        #expect(GoogleBenchmarkFlags.listsTests(["--benchmark_list_tests"]))
        #expect(!GoogleBenchmarkFlags.listsTests(["--benchmark_list_tests=0"]))
    }

    @Test("the context block names the suite's build, its context keys and the harness library's DEBUG note")
    func contextBlock() {
        let lines = ConsoleContext.lines(
            context: [("build_configuration", "release"), ("row_kernels", "x86-64-v3")], benchmarks: 2, repetitions: 3,
            interleaved: true)
        #expect(lines[1].hasPrefix("suite: \(ConsoleContext.buildConfiguration) build, Swift "))
        #expect(lines[2] == "context: row_kernels x86-64-v3")
        #expect(lines[3].contains("Library was built as DEBUG"))
        #expect(lines[4].hasPrefix("running 2 benchmarks, 3 repetitions each, interleaved"))
    }

    @Test("a Markdown table: header, rule with the figures right-aligned, escaped bars")
    func markdownTable() {
        let table = Table(titles: ["strategy", "median/frame"], rows: [["simd", "7.4 us"], ["a|b", "-"]]).markdown
        #expect(table == """
            | strategy | median/frame |
            |---|---:|
            | simd | 7.4 us |
            | a\\|b | - |

            """)
    }
}
