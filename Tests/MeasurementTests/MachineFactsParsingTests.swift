import Gate
@testable import Measurement
import Results
import Testing

/// The system files `MachineFacts` reads, parsed from text (no machine needed).
@Suite struct MachineFactsParsingTests {
    static let x86CPUInfo = """
        processor\t: 0
        vendor_id\t: AuthenticAMD
        model name\t: AMD EPYC 7B13
        flags\t\t: fpu sse2 ssse3 sse4_1 sse4_2 avx avx2 bmi2
        processor\t: 1
        model name\t: AMD EPYC 7B13
        """

    @Test("cpuinfo: the first value of a key; the SIMD features that select kernels, in a fixed order")
    func cpuInfo() {
        #expect(MachineFacts.cpuInfoValue("model name", in: Self.x86CPUInfo) == "AMD EPYC 7B13")
        #expect(MachineFacts.cpuInfoValue("cache size", in: Self.x86CPUInfo) == nil)
        #expect(MachineFacts.simdFeatures(cpuInfo: Self.x86CPUInfo) == ["sse2", "ssse3", "sse4_1", "sse4_2", "avx", "avx2"])
        let arm = "processor\t: 0\nFeatures\t: fp asimd evtstrm sve\n"
        #expect(MachineFacts.simdFeatures(cpuInfo: arm) == ["asimd", "sve"])
        #expect(MachineFacts.simdFeatures(cpuInfo: "").isEmpty)
    }

    @Test("caches: profile names from /sys descriptions; Google Benchmark's context objects with bytes and sharing CPUs")
    func caches() {
        let descriptions = [
            ["level": "1", "type": "Data", "size": "32K", "shared_cpu_list": "0-1"],
            ["level": "1", "type": "Instruction", "size": "32K", "shared_cpu_list": "0"],
            ["level": "3", "type": "Unified", "size": "32768K", "shared_cpu_list": "0-1,4"],
            ["type": "Data"],
        ]
        #expect(MachineFacts.cacheNames(descriptions) == ["L1d 32K", "L1i 32K", "L3 32768K"])
        let context = InstructionsContext.caches(descriptions)
        #expect(context.count == 3)
        #expect(context.first == .object(["type": "Data", "level": .number(1), "size": .number(32768), "num_sharing": .number(2)]))
        #expect(context.last == .object(["type": "Unified", "level": .number(3), "size": .number(33_554_432), "num_sharing": .number(3)]))
        #expect(InstructionsContext.bytes("2M") == 2_097_152 && InstructionsContext.bytes("512") == 512)
        #expect(InstructionsContext.bytes("K") == nil)
        #expect(InstructionsContext.cpuCount("0-3,8,10-11") == 7)
    }

    @Test("operating system: os-release's PRETTY_NAME and the kernel; what is missing is said")
    func operatingSystem() {
        let release = "NAME=\"Debian GNU/Linux\"\nPRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"\nID=debian\n"
        #expect(MachineFacts.operatingSystem(osRelease: release, kernel: "Linux 6.1.0")
            == "Debian GNU/Linux 12 (bookworm), Linux 6.1.0")
        #expect(MachineFacts.operatingSystem(osRelease: nil, kernel: nil) == "unknown kernel")
    }

    @Test("an instructions file's context says what its values are, with Google Benchmark's field types")
    func instructionsContext() {
        let machine = MachineProfile(
            architecture: "x86_64", cpuModel: "c", logicalCores: 2, caches: [], simdFeatures: [], operatingSystem: "Linux",
            swiftVersion: "6", libyuvVersion: "1", valgrindVersion: "v", buildConfiguration: "release")
        let context = InstructionsContext.make(machine: machine, date: "2026-01-01")
        #expect(context["num_cpus"] == .number(2) && context["metric"] == "instructions" && context["date"] == "2026-01-01")
        #expect(context["note"]?.text?.contains(ResultDocument.instructionsCounter) == true)
    }
}
