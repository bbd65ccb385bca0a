import Foundation
@testable import Results
import Testing

/// Profile files: written without a date, read back equal; anything else refused with a typed
/// error that says what to do.
@Suite struct ProfileDocumentTests {
    static let profile = FunctionProfile(
        benchmark: "Demo/simd/640x360/hot", instructionsPerFrame: 1000,
        functions: [FunctionCost(name: "main", library: "bench", selfPerFrame: 10, inclusivePerFrame: 1000),
                    FunctionCost(name: "kernel(a:)", library: "bench", selfPerFrame: 990, inclusivePerFrame: 990)],
        stacks: [StackCost(frames: ["main", "kernel(a:)"], selfPerFrame: 990), StackCost(frames: ["main"], selfPerFrame: 10)],
        stringInstructions: [StringInstructionCost(function: "kernel(a:)", instruction: "rep movsb", elementBytes: 1,
                                                   iterationsPerFrame: 901, executionsPerFrame: 1)])
    static let document = ProfileDocument(counter: "callgrind", architecture: "x86_64", gitCommit: "abc", benchmarks: [profile])

    @Test("written and read back equal, the same bytes twice; stacks stored as positions in the functions")
    func roundTrip() throws {
        let data = Self.document.encoded()
        #expect(data == Self.document.encoded())
        #expect(try ProfileDocument.decode(data, path: "p") == Self.document)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"frames\" : [\n            0,\n            1\n"))
        #expect(!text.contains("date"))
    }

    @Test("beside a result file")
    func besideResult() {
        #expect(ProfileDocument.path(besideResult: "baselines/linux-x86_64-2core-instructions.json")
                == "baselines/linux-x86_64-2core-instructions.profile.json")
        #expect(ProfileDocument.path(besideResult: "run") == "run.profile.json")
    }

    @Test("missing, not a profile, damaged or newer: typed errors")
    func refused() throws {
        #expect(throws: ProfileFileError.notFound(path: "/nonexistent/x.profile.json")) { try ProfileDocument.read(path: "/nonexistent/x.profile.json") }
        #expect(throws: ProfileFileError.notAProfile(path: "p", reason: "not a JSON object")) { try ProfileDocument.decode(Data("[1]".utf8), path: "p") }
        #expect(throws: ProfileFileError.self) { try ProfileDocument.decode(Data("{\"kind\": \"other\"}".utf8), path: "p") }
        var newer = String(decoding: Self.document.encoded(), as: UTF8.self)
        newer = newer.replacingOccurrences(of: "\"formatVersion\" : 1", with: "\"formatVersion\" : 9")
        #expect(throws: ProfileFileError.newerFormat(path: "p", version: 9)) { try ProfileDocument.decode(Data(newer.utf8), path: "p") }
        let badFrame = String(decoding: Self.document.encoded(), as: UTF8.self).replacingOccurrences(of: "            1\n", with: "            7\n")
        #expect(throws: ProfileFileError.self) { try ProfileDocument.decode(Data(badFrame.utf8), path: "p") }
        let negative = String(decoding: Self.document.encoded(), as: UTF8.self).replacingOccurrences(of: "\"selfPerFrame\" : 990", with: "\"selfPerFrame\" : -990")
        #expect(throws: ProfileFileError.self) { try ProfileDocument.decode(Data(negative.utf8), path: "p") }
        #expect(ProfileFileError.notFound(path: "x").description.contains("bench record --metric instructions"))
    }

    @Test("pruning keeps what a flame graph can draw; the totals stay")
    func pruning() {
        var profile = Self.profile
        profile.functions.append(FunctionCost(name: "tiny", library: "bench", selfPerFrame: 0.5, inclusivePerFrame: 0.5))
        profile.stacks.append(StackCost(frames: ["main", "tiny"], selfPerFrame: 0.5))
        let pruned = profile.pruned()
        #expect(pruned.function("tiny") == nil)
        #expect(pruned.stacks.count == 2)
        #expect(pruned.instructionsPerFrame == 1000)
    }

    @Test("exact stacks make self and inclusive costs; folded text for flame graph tools")
    func fromStacks() {
        let profile = FunctionProfile(benchmark: "b", stacks: Self.profile.stacks, libraries: ["main": "driver", "kernel(a:)": "driver"])
        #expect(profile.function("main")?.inclusivePerFrame == 1000)
        #expect(profile.function("main")?.selfPerFrame == 10)
        #expect(profile.function("kernel(a:)")?.selfPerFrame == 990)
        #expect(profile.foldedText == "main;kernel(a:) 990\nmain 10\n")
    }
}
