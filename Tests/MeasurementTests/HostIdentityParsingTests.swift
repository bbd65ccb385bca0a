import Foundation
import Gate
@testable import Measurement
import Results
import Testing

/// Host identity from /proc/cpuinfo and cache text, and the clock of `CycleChain`.
@Suite struct HostIdentityParsingTests {
    /// The first CPU of the 2-core "AMD EPYC" VM the committed time baseline came from (Zen 4),
    /// trimmed; `zen3` is the same text with the Zen 3 VM's model and flags.
    static let zen4 = """
        processor\t: 0
        vendor_id\t: AuthenticAMD
        cpu family\t: 25
        model\t\t: 17
        model name\t: AMD EPYC
        stepping\t: 1
        cpu MHz\t\t: 2596.130
        flags\t\t: fpu sse2 ssse3 sse4_1 sse4_2 avx avx2 avx512f avx512dq avx512cd avx512bw avx512vl avx512_vnni bmi2
        processor\t: 1
        vendor_id\t: AuthenticAMD
        """
    static let zen3 = zen4.replacingOccurrences(of: "model\t\t: 17", with: "model\t\t: 1")
        .replacingOccurrences(of: " avx512f avx512dq avx512cd avx512bw avx512vl avx512_vnni", with: "")
    static let caches = [
        ["level": "1", "type": "Data", "size": "32K"], ["level": "1", "type": "Instruction", "size": "32K"],
        ["level": "2", "type": "Unified", "size": "1024K"], ["level": "3", "type": "Unified", "size": "32768K"],
    ]

    @Test("x86: vendor, family, model (not the model name), stepping, the SIMD flags sorted, data and unified caches")
    func x86Identity() {
        let host = MachineFacts.hostIdentity(cpuInfo: Self.zen4, cacheDescriptions: Self.caches)
        #expect(host == HostIdentity(
            vendor: "AuthenticAMD", family: "25", model: "17", stepping: "1",
            simdFlags: ["avx", "avx2", "avx512_vnni", "avx512bw", "avx512cd", "avx512dq", "avx512f", "avx512vl", "sse2", "sse4_1", "sse4_2", "ssse3"],
            caches: ["L1d 32K", "L2 1024K", "L3 32768K"]))
        #expect(host.simdFlags == host.simdFlags.sorted())
        #expect(MachineFacts.cpuInfoField("model", in: Self.zen4) == "17")
        #expect(MachineFacts.cpuInfoField("model name", in: Self.zen4) == "AMD EPYC")
        #expect(MachineFacts.reportedClockHertz(cpuInfo: Self.zen4) == 2_596_130_000)
        #expect(MachineFacts.reportedClockHertz(cpuInfo: "processor : 0\n") == nil)
    }

    @Test("Zen 3 and Zen 4 behind one model name differ, and the difference names both sides")
    func zen3AgainstZen4() {
        let baseline = MachineFacts.hostIdentity(cpuInfo: Self.zen4, cacheDescriptions: Self.caches)
        let here = MachineFacts.hostIdentity(cpuInfo: Self.zen3, cacheDescriptions: Self.caches)
        let differences = baseline.differences(from: here)
        #expect(differences.count == 2)
        #expect(differences.first == "CPU family 25 model 1 stepping 1 here, family 25 model 17 stepping 1 in the baseline")
        #expect(differences.last == "SIMD flags: avx512_vnni avx512bw avx512cd avx512dq avx512f avx512vl only in the baseline")
        #expect(baseline.differences(from: baseline).isEmpty)
    }

    @Test("arm64: implementer, architecture, part, variant and revision; missing facts are unknown")
    func arm64Identity() {
        let cpuInfo = """
            processor\t: 0
            Features\t: fp asimd evtstrm aes pmull sha1 sha2 crc32 atomics sve
            CPU implementer\t: 0x41
            CPU architecture: 8
            CPU variant\t: 0x1
            CPU part\t: 0xd0c
            CPU revision\t: 1
            """
        let host = MachineFacts.hostIdentity(cpuInfo: cpuInfo, cacheDescriptions: [])
        #expect(host == HostIdentity(vendor: "0x41", family: "8", model: "0xd0c", stepping: "0x1 1", simdFlags: ["asimd", "sve"], caches: []))
        let empty = MachineFacts.hostIdentity(cpuInfo: "", cacheDescriptions: [])
        #expect(empty.family == "unknown" && empty.model == "unknown" && empty.simdFlags.isEmpty)
    }

    @Test("the clock model: iterations x 8 dependent one-cycle operations / seconds")
    func clockArithmetic() {
        #expect(CycleChain.operationsPerIteration == 8)
        #expect(CycleChain.cyclesPerSecond(iterations: 1_000_000, seconds: 0.002) == 4e9)
        #expect(CycleChain.cyclesPerSecond(iterations: 3_000_000, seconds: 0.008) == 3e9)
        #expect(CycleChain.cyclesPerSecond(iterations: 1000, seconds: 0) == nil)
        #expect(CycleChain.cyclesPerSecond(iterations: 0, seconds: 1) == nil)
        // The chain is deterministic: the same seed gives the same value, another seed another.
        #expect(CycleChain.run(iterations: 1000, seed: 1) == CycleChain.run(iterations: 1000, seed: 1))
        #expect(CycleChain.run(iterations: 1000, seed: 1) != CycleChain.run(iterations: 1000, seed: 2))
    }

    @Test("release: the clock measured here is a core's clock, within 0.6-1.7x of /proc/cpuinfo's cpu MHz when it has one; debug: none")
    func measuredClock() throws {
        #if DEBUG
        #expect(CycleChain.measure() == nil)
        #else
        let measured = try #require(CycleChain.measure())
        #expect(measured > 0.4e9 && measured < 6.5e9, "measured \(measured / 1e9) GHz")
        if let reported = MachineFacts.reportedClockHertz() {
            let ratio = measured / reported
            #expect(ratio > 0.6 && ratio < 1.7, "measured \(measured / 1e9) GHz, cpuinfo \(reported / 1e9) GHz")
        }
        #endif
    }
}
