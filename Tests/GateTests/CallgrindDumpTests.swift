import Foundation
@testable import Gate
@testable import Results
import Testing

@Suite struct CallgrindDumpTests {
    static let clientRequestDump = """
        # callgrind format
        version: 1
        creator: callgrind-3.19.0
        pid: 10892
        cmd:  ./bench count-instructions
        part: 1

        desc: I1 cache:
        desc: Timerange: Basic block 8558684 - 8601234
        desc: Trigger: Client Request: I420ToNV12/simd/640x360/hot

        positions: line
        events: Ir
        summary: 166948

        fl=(1) ???
        fn=(1) something
        0 166948

        totals: 166948
        """

    @Test("a client-request dump yields its benchmark and instructions")
    func clientRequest() throws {
        let dump = try #require(CallgrindDump.parse(Self.clientRequestDump))
        #expect(dump.clientRequestName == "I420ToNV12/simd/640x360/hot")
        #expect(dump.instructions == 166_948)
    }

    @Test("the final dump has no benchmark; other files are not dumps")
    func otherFiles() throws {
        let final = Self.clientRequestDump.replacingOccurrences(
            of: "Client Request: I420ToNV12/simd/640x360/hot", with: "Program termination")
        #expect(try #require(CallgrindDump.parse(final)).clientRequestName == nil)
        #expect(CallgrindDump.parse("hello") == nil)
        #expect(CallgrindDump.parse(Self.clientRequestDump.replacingOccurrences(of: "events: Ir", with: "events: Dr")) == nil)
    }
}
