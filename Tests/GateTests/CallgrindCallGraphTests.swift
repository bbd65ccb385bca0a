import Foundation
@testable import Results
import Testing

/// The whole-dump reader: names, positions, calls and self-jumps, as callgrind 3.19 writes them
/// with `--dump-instr=yes --dump-line=no --collect-jumps=yes` (the shapes below are copied from
/// such dumps: a `rep movsb` is a cost line, a jump to itself taken once, a source line, then the
/// rest of its iterations at the same position).
@Suite struct CallgrindCallGraphTests {
    static let dump = """
        # callgrind format
        version: 1
        creator: callgrind-3.19.0
        desc: Trigger: Client Request: Demo/simd/640x360/hot

        positions: instr
        events: Ir
        summary: 2090

        ob=(1) /tmp/bench
        fl=(1) ???
        fn=(1) $s10PiPKernels14simdI420ToNV121y1u1v4into4cbcryAA10SampleGridV_A4ItF
        0x1000 2
        +3 2
        jcnd=2/2 * 
        * 
        * 2000
        jcnd=1998/2000 * 
        * 
        +2 2
        cob=(2) /usr/lib/x86_64-linux-gnu/libc.so.6
        cfn=(2) __memcpy_avx_unaligned_erms
        calls=2 0x4000 
        * 60
        +5 2

        fn=(3) main
        0x2000 10
        cfn=(1)
        calls=2 -4096 
        * 2068
        +5 12

        ob=(2)
        fn=(2)
        0x4000 60

        totals: 2090
        """

    @Test("self and inclusive costs, calls and the trigger")
    func costs() throws {
        let graph = try CallgrindCallGraph.parse(Self.dump)
        let kernel = CallgrindCallGraph.Function(object: "/tmp/bench", name: "$s10PiPKernels14simdI420ToNV121y1u1v4into4cbcryAA10SampleGridV_A4ItF")
        let memcpy = CallgrindCallGraph.Function(object: "/usr/lib/x86_64-linux-gnu/libc.so.6", name: "__memcpy_avx_unaligned_erms")
        let main = CallgrindCallGraph.Function(object: "/tmp/bench", name: "main")
        #expect(graph.trigger == "Client Request: Demo/simd/640x360/hot")
        #expect(graph.total == 2090)
        #expect(graph.selfCost[kernel] == 2008)
        #expect(graph.selfCost[memcpy] == 60)
        #expect(graph.selfCost[main] == 22)
        #expect(graph.inclusiveCost(kernel) == 2068)
        #expect(graph.inclusiveCost(main) == 2090)
        #expect(graph.callCount[.init(caller: kernel, callee: memcpy)] == 2)
    }

    @Test("a jump to itself is a string instruction: its instructions, passes taken and executions")
    func selfJumps() throws {
        let graph = try CallgrindCallGraph.parse(Self.dump)
        let jump = try #require(graph.selfJumps.first)
        #expect(graph.selfJumps.count == 1)
        #expect(jump.address == 0x1003)
        #expect(jump.instructions == 2002)
        #expect(jump.taken == 2000)
        let profile = graph.profile(benchmark: "Demo/simd/640x360/hot", frames: 2) { _, address in
            address == 0x1003 ? X86StringInstruction(bytes: [0xF3, 0xA4]) : nil
        }
        let string = try #require(profile.stringInstructions.first)
        #expect(string.instruction == "rep movsb")
        #expect(string.iterationsPerFrame == 1001)
        #expect(string.executionsPerFrame == 1)
        #expect(string.bytesPerFrame == 1000)
        #expect(profile.instructionsPerFrame == 1045)
        #expect(profile.instructionsStringOncePerFrame == 1045 - 1001 + 1)
    }

    @Test("the profile names functions readably and rebuilds the call stacks, which add up to the count")
    func profile() throws {
        let profile = try CallgrindCallGraph.parse(Self.dump).profile(benchmark: "Demo", frames: 2) { _, _ in nil }
        let kernel = try #require(profile.function("PiPKernels.simdI420ToNV12(y:u:v:into:cbcr:)"))
        #expect(kernel.library == "bench")
        #expect(kernel.selfPerFrame == 1004)
        #expect(kernel.inclusivePerFrame == 1034)
        #expect(profile.functions.first?.name == "main")
        let stacks = Dictionary(uniqueKeysWithValues: profile.stacks.map { ($0.folded, $0.selfPerFrame) })
        #expect(stacks["main;PiPKernels.simdI420ToNV12(y:u:v:into:cbcr:);__memcpy_avx_unaligned_erms"] == 30)
        #expect(stacks["main;PiPKernels.simdI420ToNV12(y:u:v:into:cbcr:)"] == 1004)
        #expect(profile.stacks.reduce(0) { $0 + $1.selfPerFrame } == profile.instructionsPerFrame)
    }

    @Test("a callee reached from two callers gets its own callees shared in proportion to the calls")
    func sharedCallee() throws {
        let text = """
            # callgrind format
            events: Ir
            summary: 40
            ob=(1) a
            fn=(1) root
            0x10 0
            cfn=(2) left
            calls=1 0x20
            * 10
            cfn=(3) right
            calls=1 0x30
            * 30
            fn=(2)
            0x20 0
            cfn=(4) shared
            calls=1 0x40
            * 10
            fn=(3)
            0x30 0
            cfn=(4)
            calls=3 0x40
            * 30
            fn=(4)
            0x40 40
            """
        let stacks = Dictionary(uniqueKeysWithValues: try CallgrindCallGraph.parse(text).stacks().map { ($0.frames.joined(separator: ";"), $0.instructions) })
        #expect(stacks["root;left;shared"] == 10)
        #expect(stacks["root;right;shared"] == 30)
    }

    @Test("what is not a dump, or is damaged, is refused with the line")
    func refused() {
        #expect(throws: CallgrindDumpError.self) { try CallgrindCallGraph.parse("hello") }
        #expect(throws: CallgrindDumpError(line: 8, reason: "name id (9) used before it is defined")) {
            try CallgrindCallGraph.parse("# callgrind format\nevents: Ir\nsummary: 1\nob=(1) a\nfn=(1) f\n0x10 1\n\ncfn=(9)\n")
        }
        #expect(throws: CallgrindDumpError.self) { try CallgrindCallGraph.parse("# callgrind format\nevents: Ir\nfn=(1) f\n0x10 one\n") }
    }

    @Test("x86-64 string instructions decoded from their bytes, other instructions not")
    func stringInstructions() {
        #expect(X86StringInstruction(bytes: [0xF3, 0xA4]) == .init(bytes: [0xF3, 0xA4]))
        #expect(X86StringInstruction(bytes: [0xF3, 0xA4])?.mnemonic == "rep movsb")
        #expect(X86StringInstruction(bytes: [0xF3, 0x48, 0xA5])?.mnemonic == "rep movsq")
        #expect(X86StringInstruction(bytes: [0xF3, 0x48, 0xA5])?.elementBytes == 8)
        #expect(X86StringInstruction(bytes: [0xF3, 0xAB])?.elementBytes == 4)
        #expect(X86StringInstruction(bytes: [0x66, 0xF3, 0xAB])?.mnemonic == "rep stosw")
        #expect(X86StringInstruction(bytes: [0xF2, 0xAE])?.mnemonic == "repne scasb")
        #expect(X86StringInstruction(bytes: [0xF3, 0xA6])?.mnemonic == "repe cmpsb")
        #expect(X86StringInstruction(bytes: [0xA4]) == nil)  // movsb without rep
        #expect(X86StringInstruction(bytes: [0xF3, 0x90]) == nil)  // pause
        #expect(X86StringInstruction(bytes: []) == nil)
    }

    @Test("an ELF file's bytes at a virtual address (this test's own executable's first instruction bytes are readable)")
    func elfBytes() throws {
        let image = try #require(ELFImage(path: "/proc/self/exe"))
        #expect(!image.segments.isEmpty)
        let first = try #require(image.segments.first)
        #expect(image.bytes(at: first.virtualAddress, count: 4) == [0x7F, 0x45, 0x4C, 0x46] || first.fileOffset != 0)
        #expect(ELFImage(path: "/etc/hostname") == nil)
    }
}
