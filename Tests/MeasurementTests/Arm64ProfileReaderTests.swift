import Foundation
@testable import Measurement
import Results
import Testing

/// The arm64 plugin's profiles named from a binary's symbols.
@Suite struct Arm64ProfileReaderTests {
    static let symbols = """
        0000000000400100 T countCases
        0000000000400200 t $s10PiPKernels14simdI420ToNV121y1u1v4into4cbcryAA10SampleGridV_A4ItF
        0000000000400300 T memcpy
        0000000000400400 T pip_count_begin
        0000000000500000 D data
        """
    static let profile = """
        region 0
        node 0 0 0x0
        node 1 0 0x400150
        node 2 1 0x400220
        block 0 0x400400 1
        block 0 0x400140 5
        block 1 0x400200 100
        block 1 0x400240 20
        block 2 0x400300 30
        """

    func files(_ profile: String = profile, counts: String = "156\n") throws -> Arm64ProfileReader.Driver {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arm64-profile-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in [("names", "I420ToNV12/simd/640x360/hot\n"), ("counts", counts), ("counts.profile", profile), ("symbols", Self.symbols)] {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return .init(library: "driver-aarch64", names: folder.appendingPathComponent("names").path, counts: folder.appendingPathComponent("counts").path,
                     profile: folder.appendingPathComponent("counts.profile").path, symbols: folder.appendingPathComponent("symbols").path)
    }

    @Test("blocks named by their function under their call sites' functions; self and inclusive; the total is the count")
    func named() throws {
        let profile = try #require(try Arm64ProfileReader.profiles(of: files()).first)
        #expect(profile.benchmark == "I420ToNV12/simd/640x360/hot")
        #expect(profile.instructionsPerFrame == 156)
        let kernel = "PiPKernels.simdI420ToNV12(y:u:v:into:cbcr:)"
        #expect(profile.function(kernel)?.selfPerFrame == 120)
        #expect(profile.function(kernel)?.inclusivePerFrame == 150)
        #expect(profile.function("countCases")?.inclusivePerFrame == 155)
        #expect(profile.function("memcpy")?.library == "driver-aarch64")
        #expect(profile.stacks.contains(StackCost(frames: ["countCases", kernel, "memcpy"], selfPerFrame: 30)))
    }

    @Test("a profile that does not add up to its count, or a line that is not the plugin's, is refused")
    func refused() throws {
        #expect(throws: Arm64ProfileReader.Problem.self) { try Arm64ProfileReader.profiles(of: files(counts: "157\n")) }
        #expect(throws: Arm64ProfileReader.Problem.self) { try Arm64ProfileReader.profiles(of: files("region 0\nblok 0 0x1 1\n")) }
        #expect(throws: Arm64ProfileReader.Problem.self) { try Arm64ProfileReader.profiles(of: files(Self.profile + "region 1\n")) }
    }
}
