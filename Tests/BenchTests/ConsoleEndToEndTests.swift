import Foundation
import Testing

/// What the built `bench run` prints on the console: progress and the summary by default, Google
/// Benchmark's per-benchmark lines and aggregates only when asked for.
@Suite struct ConsoleEndToEndTests {
    static let bench = EndToEndTests.bench
    /// One benchmark (and its calibrations), three repetitions as in a default run, kept short.
    static let narrow = [
        "--sizes", "640x360", "--benchmark_filter=^I420ToNV12/simd/640x360/hot$", "--benchmark_min_time=0.002",
    ]
    static let aggregateSuffixes = ["_mean", "_median", "_stddev", "_cv"]

    @Test("a default run prints progress and the summary, not Google Benchmark's aggregates or its DEBUG warning")
    func quietByDefault() throws {
        let run = try Self.bench(Self.narrow)
        #expect(run.status == 0, "\(run.errors)")
        let everything = run.output + run.errors
        for suffix in Self.aggregateSuffixes {
            #expect(!everything.contains("I420ToNV12/simd/640x360/hot" + suffix), "\(suffix) printed:\n\(everything)")
        }
        #expect(!everything.contains("nan%"))
        #expect(!everything.contains("***WARNING*** Library was built as DEBUG"))
        #expect(!everything.contains("Iterations UserCounters"))
        #expect(!everything.contains("Run on ("))
        // The context block and one progress line per family, on standard error.
        #expect(run.errors.contains("running 3 benchmarks, 3 repetitions each, interleaved"))
        #expect(run.errors.contains("row_kernels "))
        #expect(run.errors.contains("harness: Google Benchmark as Debian builds it, without NDEBUG"))
        #expect(run.errors.contains("I420ToNV12: 1 benchmark done"))
        #expect(run.errors.contains("[3/3] "))
        // The summary on standard output, and nothing else there.
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first { !$0.isEmpty } == "Summary", "\(run.output)")
        // The legend once, before the tables.
        #expect(run.output.components(separatedBy: "Columns (every ratio comes from this one run").count == 2)
        #expect(lines.contains("I420ToNV12 640x360 hot"))
    }

    @Test("--verbose prints Google Benchmark's header and its aggregates, then the summary")
    func verbose() throws {
        let run = try Self.bench(Self.narrow + ["--verbose"])
        #expect(run.status == 0, "\(run.errors)")
        for suffix in Self.aggregateSuffixes {
            #expect(run.output.contains("I420ToNV12/simd/640x360/hot" + suffix), "\(suffix) missing:\n\(run.output)")
        }
        #expect(run.errors.contains("Run on ("))
        #expect(!run.errors.contains("running 3 benchmarks"))
        #expect(run.output.contains("Summary\nColumns ("))
    }

    @Test("a console option of Google Benchmark's (--benchmark_format=console, aggregates only) brings its lines back")
    func googleBenchmarkConsoleOptions() throws {
        for flag in ["--benchmark_format=console", "--benchmark_display_aggregates_only=true"] {
            let run = try Self.bench(Self.narrow + [flag])
            #expect(run.status == 0, "\(flag): \(run.errors)")
            #expect(run.output.contains("I420ToNV12/simd/640x360/hot_median"), "\(flag):\n\(run.output)")
            #expect(!run.errors.contains("running 3 benchmarks"), "\(flag)")
        }
    }

    @Test("--benchmark_format=json still prints Google Benchmark's JSON on stdout, the summary on stderr")
    func jsonDisplay() throws {
        let run = try Self.bench(Self.narrow + ["--benchmark_format=json"])
        #expect(run.status == 0, "\(run.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let names = (object["benchmarks"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
        #expect(names.contains("I420ToNV12/simd/640x360/hot_median"))
        #expect(run.errors.contains("Summary\nColumns ("))
        #expect(!run.errors.contains("running 3 benchmarks"))
    }

    @Test("--benchmark_out's JSON is the same with and without --verbose: the same entries and keys")
    func fileUnchangedByConsole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-console-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func shape(_ extra: [String], _ file: String) throws -> [String] {
            let path = folder.appendingPathComponent(file).path
            let run = try Self.bench(Self.narrow + extra + ["--benchmark_out=\(path)"])
            #expect(run.status == 0, "\(run.errors)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
            let context = (object["context"] as? [String: Any]).map { $0.keys.sorted() } ?? []
            let entries = (object["benchmarks"] as? [[String: Any]]) ?? []
            return context + entries.map { "\($0["name"] ?? ""): " + $0.keys.sorted().joined(separator: ",") }.sorted()
        }
        let quiet = try shape([], "quiet.json")
        let verbose = try shape(["--verbose"], "verbose.json")
        #expect(!quiet.isEmpty)
        #expect(quiet == verbose)
    }

    @Test("--summary-markdown writes the console's summary tables as Markdown under a header")
    func summaryMarkdown() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bench-summary-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try Self.bench(Self.narrow + ["--summary-markdown", file.path])
        #expect(run.status == 0, "\(run.errors)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("# Results\n"))
        for label in ["- Machine: ", "- Date: ", "- Commit: `", "- Command: `bench --sizes 640x360"] {
            #expect(text.contains(label), "\(label) missing:\n\(text)")
        }
        #expect(text.contains("### I420ToNV12 640x360 hot\n\n| strategy | median/frame | GB/s |"))
        // The same figures as the console's table: its simd row, cell by cell.
        let consoleRow = try #require(run.output.split(separator: "\n").first { $0.hasPrefix("simd ") })
        let cells = consoleRow.split(separator: " ").joined(separator: " ")
        let markdownRow = try #require(text.split(separator: "\n").first { $0.hasPrefix("| simd |") })
        let markdownCells = markdownRow.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: " ")
        #expect(cells == markdownCells)
    }
}
