import Foundation
import Testing

/// The files and output formats of the built `bench`, read as other tools read them.
@Suite struct OutputEndToEndTests {
    static let bench = EndToEndTests.bench

    /// A fresh temporary folder.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bench-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("JSON output is strict: the undefined _cv of a zero counter is left out, on stdout and in the file")
    func strictJSON() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.json")
        let run = try Self.bench([
            "--sizes", "1280x720", "--benchmark_filter=^Provision/pool/1280x720/hot$", "--benchmark_repetitions=3",
            "--benchmark_min_time=0.01", "--benchmark_format=json", "--benchmark_out=\(file.path)",
        ])
        #expect(run.status == 0, "\(run.errors)")
        for data in [Data(run.output.utf8), try Data(contentsOf: file)] {
            #expect(!String(decoding: data, as: UTF8.self).contains("NaN"))
            // Foundation's parser rejects NaN and Infinity, as JSON.parse and serde_json do.
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let entries = try #require(object["benchmarks"] as? [[String: Any]])
            func entry(_ suffix: String) throws -> [String: Any] {
                try #require(entries.first { $0["name"] as? String == "Provision/pool/1280x720/hot" + suffix })
            }
            // The pool allocates nothing per frame in a release build (its _cv is 0/0: left out);
            // a debug build's Swift runtime may allocate (a defined _cv stays).
            let mean = try #require(try entry("_mean")["allocations_per_frame"] as? Double)
            let cv = try entry("_cv")
            #expect(mean == 0 ? cv["allocations_per_frame"] == nil : cv["allocations_per_frame"] is Double)
            #expect(cv["real_time"] is Double)
        }
        // The calibrations the benchmark needs ran too.
        let names = Set(try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            .flatMap { ($0["benchmarks"] as? [[String: Any]])?.compactMap { $0["run_name"] as? String } } ?? [])
        #expect(names == ["Provision/pool/1280x720/hot", "Memcpy/1280x720/hot", "Calibration/compute"])
    }

    @Test("CSV of benchmarks with different counters: one header with every counter, empty cells, no abort")
    func csvWithDifferentCounters() throws {
        let run = try Self.bench([
            "--quick", "--sizes", "640x360",
            "--benchmark_filter=^(I420ToNV12/simd/640x360/hot|ScaleI420/bilinear/640x360/320x180/hot)$",
            "--benchmark_format=csv",
        ])
        #expect(run.status == 0, "\(run.errors)")
        let rows = run.output.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let header = try #require(rows.first).map(String.init)
        #expect(header.starts(with: ["name", "iterations", "real_time", "cpu_time"]))
        #expect(header.contains("\"psnr_y\""))
        #expect(rows.count >= 4)  // the header, two benchmarks and the memcpy and compute calibrations
        #expect(rows.allSatisfy { $0.count == header.count })
        let psnr = try #require(header.firstIndex(of: "\"psnr_y\""))
        let memcpy = try #require(rows.first { $0.first?.hasPrefix("\"Memcpy/") == true })
        #expect(memcpy[psnr].isEmpty)
    }

    @Test("an unknown output format is refused before running (exit 64)")
    func unknownFormat() throws {
        let run = try Self.bench(["--quick", "--benchmark_format=xml"])
        #expect(run.status == 64)
        #expect(run.errors.contains("--benchmark_format=xml is not a format; use one of console, json, csv"))
    }

    @Test("a filter that selects nothing fails with exit 6 on run, as on record and check")
    func emptySelection() throws {
        let run = try Self.bench(["--quick", "--benchmark_filter=NoSuchBenchmark"])
        #expect(run.status == 6)
        #expect(run.errors.contains("selects no benchmark of the suite"))
        let check = try Self.bench(["check", "--metric", "instructions", "--filter", "NoSuchBenchmark",
                                    "--summary", "/dev/null", "--verdict", "/dev/null"])
        #expect(check.status == 6 || check.status == 4)  // 4 where no instructions baseline fits this machine
    }

    @Test("--version names the suite's version and commit")
    func version() throws {
        let run = try Self.bench(["--version"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("bench 0."))
        #expect(run.output.contains("commit "))
    }

    @Test("compare reports a plain run against itself, export writes both dashboard formats, unreadable files exit 4")
    func compareAndExport() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.json").path
        let run = try Self.bench([
            "--quick", "--sizes", "640x360", "--benchmark_filter=^I420ToNV12/simd/640x360/hot$", "--benchmark_out=\(file)",
        ])
        #expect(run.status == 0, "\(run.errors)")
        let compare = try Self.bench(["compare", file, file])
        #expect(compare.status == 0)
        #expect(compare.output.contains("I420ToNV12/simd/640x360/hot"))
        #expect(compare.output.contains("+0.00%"))
        #expect(compare.output.contains("compare: 3 compared, 0 regression, 0 improvement, 0 new, 0 removed"))

        let bencher = try Self.bench(["export", "--format", "bencher", file])
        #expect(bencher.status == 0)
        let measures = try #require(try JSONSerialization.jsonObject(with: Data(bencher.output.utf8)) as? [String: [String: Any]])
        #expect(measures["I420ToNV12/simd/640x360/hot"]?["latency"] != nil)
        #expect(measures["I420ToNV12/simd/640x360/hot"]?["allocations-per-frame"] != nil)
        let action = try Self.bench(["export", "--format", "github-action-benchmark", file])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(action.output.utf8)) as? [[String: Any]])
        #expect(entries.contains { $0["name"] as? String == "I420ToNV12/simd/640x360/hot" && $0["unit"] as? String == "ns/frame" })

        #expect(try Self.bench(["compare", file, folder.appendingPathComponent("missing.json").path]).status == 4)
        #expect(try Self.bench(["export", "--format", "bencher", "/dev/null"]).status == 4)
    }
}
