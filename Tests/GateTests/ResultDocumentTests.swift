import Foundation
@testable import Gate
@testable import Results
import Testing

@Suite struct ResultDocumentTests {
    func decode(_ json: String, metric: Metric = .time, requireMetadata: Bool = true) throws(ResultFileError) -> ResultDocument {
        try ResultDocument.decode(Data(json.utf8), path: "b.json", role: .baseline, metric: metric, requireMetadata: requireMetadata)
    }

    func metadataJSON(_ metric: Metric, version: Int = 1) throws -> String {
        var metadata = Fixtures.metadata(metric)
        metadata.formatVersion = version
        return String(decoding: try JSONEncoder().encode(metadata), as: UTF8.self)
    }

    static let googleBenchmarkJSON = """
        {"context": {"date": "2026-01-01", "num_cpus": 2, "library_build_type": "release"},
         "benchmarks": [
          {"name": "A/hot", "run_name": "A/hot", "run_type": "iteration", "repetitions": 2, "repetition_index": 0,
           "iterations": 100, "real_time": 1.5, "cpu_time": 1.4, "time_unit": "us", "repetition_order": 3, "bytes_per_second": 1e9},
          {"name": "A/hot", "run_name": "A/hot", "run_type": "iteration", "repetitions": 2, "repetition_index": 1,
           "iterations": 100, "real_time": 1.6, "cpu_time": 1.5, "time_unit": "us"},
          {"name": "A/hot_median", "run_name": "A/hot", "run_type": "aggregate", "aggregate_name": "median",
           "iterations": 2, "real_time": 1.55, "cpu_time": 1.45, "time_unit": "us"},
          {"name": "B/hot", "run_name": "B/hot", "run_type": "iteration", "error_occurred": true,
           "error_message": "verification failed", "iterations": 0, "real_time": 0, "cpu_time": 0, "time_unit": "us"}
         ]}
        """

    @Test("adding metadata keeps Google Benchmark's file as it was, and reads back")
    func addingMetadata() throws {
        let data = try ResultDocument.adding(Fixtures.metadata(.time), to: Data(Self.googleBenchmarkJSON.utf8))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["context", "benchmarks", "metadata"])
        let benchmarks = try #require(object["benchmarks"] as? [[String: Any]])
        #expect(benchmarks.count == 4)
        #expect(benchmarks[0]["bytes_per_second"] as? Double == 1e9)
        let document = try decode(String(decoding: data, as: UTF8.self))
        #expect(document.metadata == Fixtures.metadata(.time))
        #expect(document.benchmarks[0].realNanoseconds == 1500)
        #expect(document.benchmarks[0].repetitionOrder == 3)
        #expect(document.benchmarks[3].failed)
        let repetitions = RepetitionsByBenchmark(document)
        #expect(repetitions.values("A/hot") == [1500, 1600])
        #expect(RepetitionsByBenchmark(document, clock: .cpu).values("A/hot") == [1400, 1500])
        #expect(repetitions.failures["B/hot"] == "verification failed")
    }

    @Test("instructions files are Google Benchmark-shaped")
    func instructionsFile() throws {
        let data = ResultDocument.make(
            entries: [BenchmarkEntry(name: "A/hot", iterations: 2, realTime: 1234.5)], context: ["metric": "instructions"],
            metadata: Fixtures.metadata(.instructions))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entry = try #require((object["benchmarks"] as? [[String: Any]])?.first)
        for key in ["name", "run_name", "run_type", "real_time", "cpu_time", "time_unit", "iterations"] {
            #expect(entry[key] != nil, "missing \(key)")
        }
        let document = try decode(String(decoding: data, as: UTF8.self), metric: .instructions)
        #expect(document.benchmarks.first?.realNanoseconds == 1234.5)
    }

    @Test("unreadable and mismatched files are typed errors with actionable messages")
    func errors() throws {
        #expect(throws: ResultFileError.unreadable(path: "b.json", role: .baseline, reason: "not valid JSON")) { try decode("{nope") }
        #expect(throws: ResultFileError.notBenchmarkJSON(path: "b.json", role: .baseline)) { try decode(#"{"context": {}}"#) }
        #expect(throws: ResultFileError.notBenchmarkJSON(path: "b.json", role: .baseline)) { try decode(#"{"benchmarks": [{"real_time": 1}]}"#) }
        #expect(throws: ResultFileError.missingMetadata(path: "b.json", role: .baseline)) { try decode(Self.googleBenchmarkJSON) }
        // A plain Google Benchmark file is a valid time run, never an instructions one.
        #expect(try decode(Self.googleBenchmarkJSON, requireMetadata: false).metadata == nil)
        #expect(throws: ResultFileError.missingMetadata(path: "b.json", role: .baseline)) {
            try decode(Self.googleBenchmarkJSON, metric: .instructions, requireMetadata: false)
        }
        let instructions = #"{"benchmarks": [], "metadata": \#(try metadataJSON(.instructions))}"#
        #expect(throws: ResultFileError.wrongMetric(path: "b.json", role: .baseline, expected: .time, found: .instructions)) {
            try decode(instructions)
        }
        let future = #"{"benchmarks": [], "metadata": \#(try metadataJSON(.time, version: 2))}"#
        #expect(throws: ResultFileError.unsupportedFormatVersion(path: "b.json", role: .baseline, version: 2)) { try decode(future) }
        #expect(throws: ResultFileError.notFound(path: "/nonexistent/b.json", role: .baseline)) {
            try ResultDocument.read(path: "/nonexistent/b.json", role: .baseline, metric: .time, requireMetadata: true)
        }

        #expect(ResultFileError.notFound(path: "x", role: .baseline).description.contains("bench record"))
        #expect(ResultFileError.wrongMetric(path: "x", role: .baseline, expected: .time, found: .instructions).description
            .contains("--metric instructions"))
        #expect(ResultFileError.incompatibleProfile(path: "x", problems: ["CPU model: a, b"]).description.contains("re-record"))
        #expect(ResultFileError.unreadable(path: "x", role: .run, reason: "r").role == .run)
    }

    /// Found by FuzzResultFiles: `"real_time": -1e+308, "time_unit": "us"` read as a time of -inf ns.
    @Test("negative times and times beyond a Double in nanoseconds are refused, naming the benchmark")
    func impossibleTimes() throws {
        for (time, unit) in [("-1e+308", "us"), ("-0.5", "ns"), ("1e+301", "s")] {
            let json = #"{"benchmarks": [{"name": "A/hot", "real_time": \#(time), "cpu_time": 1, "time_unit": "\#(unit)"}]}"#
            #expect(throws: ResultFileError.self, "\(time) \(unit)") { try decode(json, requireMetadata: false) }
            do {
                _ = try decode(json, requireMetadata: false)
            } catch {
                #expect(error.description.contains("b.json") && error.description.contains("'A/hot': real_time"))
            }
        }
        let fine = #"{"benchmarks": [{"name": "A/hot", "real_time": 1e+290, "cpu_time": 0, "time_unit": "s"}]}"#
        #expect(try decode(fine, requireMetadata: false).benchmarks.count == 1)
    }

    @Test("machine profile rules differ per metric")
    func profileRules() throws {
        let base = Fixtures.machine
        #expect(base.incompatibilities(with: base, for: .time).isEmpty)
        #expect(base.incompatibilities(with: base, for: .instructions).isEmpty)
        #expect(base.defaultName == "linux-x86_64-2core")

        var otherCPU = base
        otherCPU.cpuModel = "Intel Xeon"
        otherCPU.logicalCores = 4
        #expect(base.incompatibilities(with: otherCPU, for: .time).count == 2)
        #expect(base.incompatibilities(with: otherCPU, for: .instructions).isEmpty)

        var otherToolchain = base
        otherToolchain.swiftVersion = "Swift version 6.4"
        otherToolchain.valgrindVersion = "valgrind-3.22.0"
        #expect(base.incompatibilities(with: otherToolchain, for: .time).isEmpty)
        #expect(base.incompatibilities(with: otherToolchain, for: .instructions).count == 2)

        var qemu = base
        qemu.instructionCounter = "qemu plugin under qemu-aarch64 version 7.2"
        #expect(base.incompatibilities(with: qemu, for: .time).isEmpty)
        #expect(base.incompatibilities(with: qemu, for: .instructions).count == 1)
        var otherQemu = qemu
        otherQemu.instructionCounter = "qemu plugin under qemu-aarch64 version 8.0"
        #expect(qemu.incompatibilities(with: otherQemu, for: .instructions).count == 1)
        #expect(qemu.incompatibilities(with: qemu, for: .instructions).isEmpty)
        // Absent from callgrind baselines: their JSON keeps its keys.
        let encoded = String(decoding: try JSONEncoder().encode(base), as: UTF8.self)
        #expect(!encoded.contains("instructionCounter"))
        #expect(try JSONDecoder().decode(MachineProfile.self, from: JSONEncoder().encode(qemu)) == qemu)

        // The row kernels' build: files from before there were two builds ran the baseline one.
        var v3 = base
        v3.rowKernels = "x86-64-v3"
        for metric in [Metric.time, .instructions] {
            let problems = base.incompatibilities(with: v3, for: metric)
            #expect(problems.count == 1 && problems[0].contains("PIPBENCH_ROW_KERNELS=x86-64"), "\(metric)")
            #expect(v3.incompatibilities(with: base, for: metric).first?.contains("unset PIPBENCH_ROW_KERNELS") == true)
        }
        var named = base
        named.rowKernels = "x86-64"
        #expect(base.rowKernels == nil && base.incompatibilities(with: named, for: .instructions).isEmpty)
        #expect(try JSONDecoder().decode(MachineProfile.self, from: JSONEncoder().encode(v3)) == v3)
        var oldArm64 = base, arm64 = base
        oldArm64.architecture = "aarch64"
        arm64.architecture = "aarch64"
        arm64.rowKernels = "arm64"
        #expect(oldArm64.incompatibilities(with: arm64, for: .instructions).isEmpty)

        var debug = base
        debug.buildConfiguration = "debug"
        #expect(!base.incompatibilities(with: debug, for: .time).isEmpty)
        var arm = base
        arm.architecture = "aarch64"
        #expect(!base.incompatibilities(with: arm, for: .instructions).isEmpty)
    }
}
