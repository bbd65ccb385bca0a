import ArgumentParser
import Foundation
@testable import bench
import Testing

/// `bench libyuv-versions`: what it takes and what it refuses before measuring anything.
@Suite struct LibYUVVersionsCommandParsingTests {
    @Test func versionsRoundsAndOutputAreParsed() throws {
        let command = try parse(
            ["libyuv-versions", "--libyuv", "1904=a/1904/amd64", "--libyuv", "b/1974/amd64", "--rounds", "4",
             "--filter", "^RotateNV12/", "--out", "v.json", "--markdown", "v.md"],
            as: LibYUVVersionsCommand.self)
        #expect(command.libraries == ["1904=a/1904/amd64", "b/1974/amd64"])
        #expect(command.rounds == 4 && command.out == "v.json" && command.markdown == "v.md")
        #expect(command.filter?.pattern == "^RotateNV12/")
        #expect(!command.full)
        #expect(try parse(["libyuv-versions", "--libyuv", "x", "--full"], as: LibYUVVersionsCommand.self).full)
        #expect(try parse(["libyuv-versions", "--from", "v.json"], as: LibYUVVersionsCommand.self).from == "v.json")
    }

    @Test func badInputIsRefusedWithWhatToDo() {
        expectRefusal(["libyuv-versions"], saying: "pass at least one --libyuv [VERSION=]DIR")
        expectRefusal(["libyuv-versions", "--libyuv", "x", "--rounds", "0"], saying: "--rounds and --repetitions must be at least 1")
        expectRefusal(["libyuv-versions", "--from", "v.json", "--libyuv", "x"], saying: "--from renders an earlier run: leave out --libyuv")
        expectRefusal(["libyuv-versions", "--libyuv", "x", "--filter", "("], saying: "invalid filter regex")
    }

    @Test func aMissingFromFileExitsWithFour() throws {
        let command = try parse(["libyuv-versions", "--from", "/nonexistent/versions.json"], as: LibYUVVersionsCommand.self)
        #expect {
            try command.run()
        } throws: { error in
            (error as? ExitCode)?.rawValue == 4
        }
    }
}
