@testable import bench
import Foundation
import Gate
import Results
import Testing
@testable import Measurement

/// Progress lines, subcommand suggestions and the exit-code table's one source.
@Suite struct OutputSupportTests {
    @Test("a progress line counts steps, elapsed time and an estimate of the time left")
    func progressLine() {
        #expect(Progress.line(done: 12, total: 36, name: "I420ToNV12/simd/640x360/hot", elapsed: 62)
            == "[12/36] I420ToNV12/simd/640x360/hot  elapsed 1:02, about 2:04 left")
        #expect(Progress.line(done: 4, total: 4, name: "process 4", elapsed: 3725) == "[4/4] process 4  elapsed 1:02:05, done")
        #expect(FigureFormat.text.clock(0.4) == "0:00")
    }

    @Test("a mistyped subcommand gets the closest name; an unrelated word the list")
    func suggestions() {
        #expect(SubcommandSuggestion.distance("recrod", "record") == 1)  // a swap of neighbours
        #expect(SubcommandSuggestion.distance("chek", "check") == 1)
        #expect(SubcommandSuggestion.message(for: "chekc")?.contains("did you mean check?") == true)
        #expect(SubcommandSuggestion.message(for: "exprot")?.contains("did you mean export?") == true)
        #expect(SubcommandSuggestion.message(for: "banana")?.contains("the subcommands are run, record, check") == true)
        #expect(SubcommandSuggestion.message(for: "--benchmark_filter=x") == nil)
        #expect(!SubcommandSuggestion.names.contains("time-process"))  // internal commands are not offered
    }

    @Test("the README's exit-code table is the one --help prints")
    func exitCodeTable() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(text.contains("```\n" + GateExitCode.documentation + "\n```"))
        #expect(Bench.helpMessage(columns: 100).contains(GateExitCode.documentation.split(separator: "\n")[0]))
        #expect(CheckCommand.helpMessage(columns: 100).contains("6  empty selection"))
    }
}
