import Foundation
import Gate
import Results
import Testing

/// `bench check --metric time --run` against time baselines whose host identity is edited: another
/// CPU model or SIMD flags exit 4 with a message naming the difference, a baseline from before host
/// identity exits 4 unless --allow-unknown-host, the same host judges as before, and the verdict
/// carries instructions per cycle when an instructions file counts the same benchmarks.
@Suite struct HostIdentityCheckTests {
    static let zen4 = HostIdentity(
        vendor: "AuthenticAMD", family: "25", model: "17", stepping: "1",
        simdFlags: ["avx", "avx2", "avx512bw", "avx512f", "avx512vl", "sse4_2"], caches: ["L1d 32K", "L2 1024K", "L3 32768K"])
    static let names = ["I420ToNV12/simd/640x360/hot", "I420ToNV12/naive/640x360/hot"]

    static func machine(_ host: HostIdentity?, clock: Double? = nil) -> MachineProfile {
        MachineProfile(
            architecture: "x86_64", cpuModel: "AMD EPYC", logicalCores: 2, caches: [], simdFeatures: [],
            operatingSystem: "Linux", swiftVersion: "Swift version 6", libyuvVersion: "1", valgrindVersion: "none",
            buildConfiguration: "release", rowKernels: "x86-64", host: host, clockHertz: clock)
    }

    /// A time file of `processes` processes of one repetition: `nanoseconds` per benchmark, +-1%.
    static func timeFile(_ machine: MachineProfile, processes: Int, nanoseconds: [Double], in folder: URL, _ name: String) throws -> String {
        var entries: [BenchmarkEntry] = []
        for process in 0..<processes {
            for (name, value) in zip(names, nanoseconds) {
                let noise = 1 + 0.01 * Double((process * 7) % 5 - 2) / 2
                entries.append(BenchmarkEntry(name: name, realTime: value * noise, timeUnit: "ns",
                                              repetitionOrder: Double(entries.count), process: process))
            }
        }
        let metadata = ResultMetadata(
            metric: .time, profile: "linux-x86_64-2core", machine: machine, gitCommit: "abc1234", date: "2026-11-25T00:00:00Z",
            settings: RunSettings(sizes: ["640x360"], scope: "standard", cacheStates: ["hot"], filter: nil, repetitions: 1,
                                  processes: processes, minimumSecondsPerRepetition: 0.0125),
            calibrations: [:])
        let path = folder.appendingPathComponent(name).path
        try ResultDocument(benchmarks: entries, metadata: metadata).encoded().write(to: URL(fileURLWithPath: path))
        return path
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("host-identity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func check(baseline: String, run: String, in folder: URL, _ extra: [String] = []) throws -> (status: Int32, output: String, errors: String) {
        try EndToEndTests.bench([
            "check", "--metric", "time", "--baseline", baseline, "--run", run,
            "--summary", folder.appendingPathComponent("summary.md").path,
            "--verdict", folder.appendingPathComponent("verdict.json").path,
            "--instructions-baseline", folder.appendingPathComponent("none.json").path,
        ] + extra)
    }

    @Test("another CPU model or SIMD flags: exit 4, the difference named, no regressions reported")
    func otherHost() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var zen3 = Self.zen4
        zen3.model = "1"
        zen3.simdFlags = ["avx", "avx2", "sse4_2"]
        let baseline = try Self.timeFile(Self.machine(Self.zen4), processes: 24, nanoseconds: [1e5, 1e6], in: folder, "base.json")
        // Unchanged code 25% slower on the other microarchitecture: what the gate must not call a regression.
        let run = try Self.timeFile(Self.machine(zen3, clock: 3e9), processes: 12, nanoseconds: [1.25e5, 1.25e6], in: folder, "run.json")
        let result = try Self.check(baseline: baseline, run: run, in: folder)
        #expect(result.status == 4, "\(result.output)\(result.errors)")
        #expect(result.errors.contains("was recorded on another host (CPU family 25 model 1 stepping 1 here, family 25 model 17 stepping 1 in the baseline; SIMD flags: avx512bw avx512f avx512vl only in the baseline)"))
        #expect(result.errors.contains("Re-record it on this host (`bench record --metric time`)"))
        #expect(!result.output.contains("REGRESSION"))

        var flagsOnly = Self.zen4
        flagsOnly.simdFlags = ["avx", "avx2", "sse4_2"]
        let flagsRun = try Self.timeFile(Self.machine(flagsOnly), processes: 12, nanoseconds: [1e5, 1e6], in: folder, "flags.json")
        let flags = try Self.check(baseline: baseline, run: flagsRun, in: folder)
        #expect(flags.status == 4 && flags.errors.contains("SIMD flags: avx512bw avx512f avx512vl only in the baseline"))
    }

    @Test("a baseline from before host identity: exit 4 unless --allow-unknown-host, which judges and warns")
    func unknownHost() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = try Self.timeFile(Self.machine(nil), processes: 24, nanoseconds: [1e5, 1e6], in: folder, "old.json")
        let run = try Self.timeFile(Self.machine(Self.zen4), processes: 12, nanoseconds: [1e5, 1e6], in: folder, "run.json")
        let refused = try Self.check(baseline: baseline, run: run, in: folder)
        #expect(refused.status == 4)
        #expect(refused.errors.contains("old.json predates host identity"))
        let allowed = try Self.check(baseline: baseline, run: run, in: folder, ["--allow-unknown-host"])
        #expect(allowed.status == 0, "\(allowed.output)\(allowed.errors)")
        let summary = try String(contentsOf: folder.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.contains("the baseline records no host identity (--allow-unknown-host)"))
    }

    @Test("the same host judges as before: unchanged passes, +25% is a regression (exit 2)")
    func sameHost() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = try Self.timeFile(Self.machine(Self.zen4, clock: 3.7e9), processes: 24, nanoseconds: [1e5, 1e6], in: folder, "base.json")
        let same = try Self.timeFile(Self.machine(Self.zen4, clock: 2.9e9), processes: 12, nanoseconds: [1e5, 1e6], in: folder, "same.json")
        let unchanged = try Self.check(baseline: baseline, run: same, in: folder)
        #expect(unchanged.status == 0, "\(unchanged.output)\(unchanged.errors)")
        let slower = try Self.timeFile(Self.machine(Self.zen4), processes: 12, nanoseconds: [1.25e5, 1e6], in: folder, "slower.json")
        let regression = try Self.check(baseline: baseline, run: slower, in: folder)
        #expect(regression.status == 2, "\(regression.output)\(regression.errors)")
        #expect(regression.output.contains("REGRESSION"))
    }

    @Test("with an instructions file: instructions per cycle at the run's clock, implausible values flagged")
    func crossCheck() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = try Self.timeFile(Self.machine(Self.zen4), processes: 24, nanoseconds: [1e5, 1e6], in: folder, "base.json")
        let run = try Self.timeFile(Self.machine(Self.zen4, clock: 3e9), processes: 12, nanoseconds: [1e5, 1e6], in: folder, "run.json")
        // simd: 6e5 instructions in 1e5 ns at 3 GHz (3e5 cycles) = 2 per cycle; naive: 3e4 in 3e6 cycles = 0.01.
        let entries = zip(Self.names, [6e5, 3e4]).map { BenchmarkEntry(name: $0, iterations: 2, realTime: $1) }
        var instructionsMachine = Self.machine(Self.zen4)
        instructionsMachine.valgrindVersion = "valgrind-3.19.0"
        let metadata = ResultMetadata(
            metric: .instructions, profile: "linux-x86_64-2core", machine: instructionsMachine, gitCommit: "def5678",
            date: "2026-11-25T00:00:00Z", settings: RunSettings(sizes: ["640x360"], scope: "standard", cacheStates: ["hot"], filter: nil),
            calibrations: [:])
        let instructions = folder.appendingPathComponent("instructions.json")
        try ResultDocument(benchmarks: entries, metadata: metadata).encoded().write(to: instructions)
        let result = try Self.check(baseline: baseline, run: run, in: folder, ["--instructions-baseline", instructions.path])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        let verdict = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: folder.appendingPathComponent("verdict.json"))) as? [String: Any])
        let cross = try #require(verdict["crossCheck"] as? [String: Any])
        #expect((cross["instructionsSource"] as? String)?.hasSuffix("instructions.json at def5678") == true)
        let rows = try #require(cross["rows"] as? [[String: Any]])
        let perCycle = rows.compactMap { $0["instructionsPerCycle"] as? Double }
        #expect(perCycle.count == 2 && abs(perCycle[0] - 2) < 0.05 && abs(perCycle[1] - 0.01) < 0.001)
        #expect(rows[0]["problem"] == nil && (rows[1]["problem"] as? String)?.hasPrefix("measurement problem") == true)
        let summary = try String(contentsOf: folder.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.contains("**1 measurement problem**"))
    }
}
