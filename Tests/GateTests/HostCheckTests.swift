import Foundation
@testable import Gate
@testable import Results
import Testing

/// The time gate's host rule (`HostCheck`) and how profiles with and without a host identity are read.
@Suite struct HostCheckTests {
    static let zen4 = HostIdentity(
        vendor: "AuthenticAMD", family: "25", model: "17", stepping: "1",
        simdFlags: ["sse4_2", "avx", "avx2", "avx512f", "avx512bw", "avx512vl"], caches: ["L1d 32K", "L2 1024K", "L3 32768K"])

    static func machine(_ host: HostIdentity?, clock: Double? = nil) -> MachineProfile {
        var machine = Fixtures.machine
        machine.host = host
        machine.clockHertz = clock
        return machine
    }

    @Test("the same host passes, whatever its clock; another model, flags or caches are refused and named")
    func otherHost() throws {
        let base = Self.machine(Self.zen4, clock: 3.7e9)
        #expect(HostCheck.problem(baseline: base, run: Self.machine(Self.zen4, clock: 2.6e9), baselinePath: "b.json",
                                  runPath: nil, allowUnknownHost: false) == nil)

        var zen3 = Self.zen4
        zen3.model = "1"
        zen3.simdFlags = ["avx", "avx2", "sse4_2"]
        let problem = try #require(HostCheck.problem(
            baseline: base, run: Self.machine(zen3), baselinePath: "b.json", runPath: nil, allowUnknownHost: true))
        #expect(problem == .otherHost(path: "b.json", differences: [
            "CPU family 25 model 1 stepping 1 here, family 25 model 17 stepping 1 in the baseline",
            "SIMD flags: avx512bw avx512f avx512vl only in the baseline",
        ]))
        #expect(problem.role == .baseline)
        #expect(problem.description.contains("re-record it on this host") || problem.description.contains("Re-record it on this host"))
        #expect(problem.description.contains("`bench check --metric time --baseline base.json`"))

        var otherCaches = Self.zen4
        otherCaches.caches = ["L1d 32K", "L2 512K", "L3 32768K"]
        #expect(HostCheck.problem(baseline: base, run: Self.machine(otherCaches), baselinePath: "b.json", runPath: nil,
                                  allowUnknownHost: false)
            == .otherHost(path: "b.json", differences: ["caches L1d 32K, L2 512K, L3 32768K here, L1d 32K, L2 1024K, L3 32768K in the baseline"]))
    }

    @Test("a file without host identity is refused unless --allow-unknown-host, which leaves a warning")
    func unknownHost() {
        let known = Self.machine(Self.zen4), unknown = Self.machine(nil)
        let refused = HostCheck.problem(baseline: unknown, run: known, baselinePath: "old.json", runPath: nil, allowUnknownHost: false)
        #expect(refused == .unknownHost(path: "old.json", role: .baseline))
        #expect(refused?.description.contains("predates host identity") == true)
        #expect(refused?.description.contains("--allow-unknown-host") == true)
        #expect(HostCheck.problem(baseline: known, run: unknown, baselinePath: "b.json", runPath: "run.json", allowUnknownHost: false)
            == .unknownHost(path: "run.json", role: .run))
        #expect(HostCheck.problem(baseline: unknown, run: known, baselinePath: "old.json", runPath: nil, allowUnknownHost: true) == nil)
        #expect(HostCheck.unknownHostWarning(baseline: unknown, run: known)?.contains("the baseline records no host identity") == true)
        #expect(HostCheck.unknownHostWarning(baseline: known, run: known) == nil)
    }

    @Test("host identity does not change the profile rules, and instructions ignore it")
    func profileRulesUnchanged() {
        var zen3 = Self.zen4
        zen3.model = "1"
        let base = Self.machine(Self.zen4, clock: 3e9), other = Self.machine(zen3, clock: 2e9)
        #expect(base.incompatibilities(with: other, for: .instructions).isEmpty)
        #expect(base.incompatibilities(with: other, for: .time).isEmpty)
    }

    @Test("profiles from before host identity decode with none; the identity and clock round-trip")
    func coding() throws {
        let old = try JSONEncoder().encode(Fixtures.machine)
        #expect(!String(decoding: old, as: UTF8.self).contains("host"))
        #expect(try JSONDecoder().decode(MachineProfile.self, from: old).host == nil)
        let new = Self.machine(Self.zen4, clock: 3.1e9)
        let decoded = try JSONDecoder().decode(MachineProfile.self, from: JSONEncoder().encode(new))
        #expect(decoded == new && decoded.host?.simdFlags == ["avx", "avx2", "avx512bw", "avx512f", "avx512vl", "sse4_2"])
    }
}
