import ArgumentParser
import Foundation
@testable import bench
import PiPLibYUV
import PiPVideo
import Testing

@Suite struct ConvertCommandTests {
    /// A directory with a raw I420 file of two pseudo-random 17x9 frames.
    private func fixture() throws -> (directory: String, input: String, frames: [I420Frame]) {
        let directory = NSTemporaryDirectory() + "convert-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let frames = try (0..<2).map { index -> I420Frame in
            let frame = try I420Frame.allocate(size: FrameSize(width: 17, height: 9))
            frame.storage.fillPseudoRandom(seed: UInt64(index) + 5)
            return frame
        }
        let input = directory + "/in.yuv"
        let writer = try FrameFileWriter(path: input, format: .raw(.i420, size: FrameSize(width: 17, height: 9)))
        for frame in frames { try writer.write(frame) }
        try writer.finish()
        return (directory, input, frames)
    }

    private var raw: [String] { ["--input-size", "17x9", "--input-format", "i420"] }

    @Test("convert writes every frame as the reference does, raw in the destination's layout or Y4M, and a PNG")
    func convert() throws {
        let (directory, input, frames) = try fixture()
        let nv12 = directory + "/out.nv12", y4m = directory + "/rotated.y4m", png = directory + "/first.png"
        try parse(["convert", "--operation", "I420ToNV12", "--strategy", "simd", "--input", input] + raw
                  + ["--output", nv12, "--png", png], as: ConvertCommand.self).run()
        let expected = try frames.map { frame -> NV12Frame in
            let out = try NV12Frame.allocate(size: frame.size, rowAlignment: .tight)
            try I420ToNV12Reference.convert(frame, into: out)
            return out
        }
        #expect(try FrameFileReader(path: nv12, format: .raw(.nv12, size: FrameSize(width: 17, height: 9))).readAll(NV12Frame.self)
            .enumerated().allSatisfy { index, frame in zip(frame.planes, expected[index].planes).allSatisfy { $0.firstDifference(from: $1) == nil } })
        #expect(Array(FileManager.default.contents(atPath: png)?.prefix(4) ?? Data()) == [0x89, 0x50, 0x4E, 0x47])

        try parse(["convert", "--operation", "RotateI420", "--strategy", "tiled", "--rotate", "270", "--input", input] + raw
                  + ["--output", y4m], as: ConvertCommand.self).run()
        let reader = try FrameFileReader(path: y4m)
        #expect(reader.format.size == FrameSize(width: 9, height: 17))
        #expect(reader.frameCount == 2)
    }

    @Test("bad input fails with the file named and leaves no output; options are checked per operation")
    func refusals() throws {
        let (directory, input, _) = try fixture()
        let output = directory + "/out.yuv"
        #expect(throws: FrameFileError.partialFrame(path: input, byteCount: 2 * 243, format: .i420, size: FrameSize(width: 16, height: 9),
                                                    frameByteCount: 16 * 9 + 2 * 8 * 5)) {
            try parse(["convert", "--operation", "I420ToNV12", "--strategy", "simd", "--input", input, "--input-size", "16x9",
                       "--input-format", "i420", "--output", output], as: ConvertCommand.self).run()
        }
        #expect(throws: FrameFileError.missing(path: directory + "/none.y4m")) {
            try parse(["convert", "--operation", "I420ToNV12", "--strategy", "simd", "--input", directory + "/none.y4m",
                       "--output", output], as: ConvertCommand.self).run()
        }
        #expect(throws: ValidationError.self) {
            try parse(["convert", "--operation", "ScaleI420", "--strategy", "box", "--input", input] + raw + ["--output", output],
                      as: ConvertCommand.self).run()
        }
        #expect(throws: ValidationError.self) {
            try parse(["convert", "--operation", "RotateI420", "--strategy", "nope", "--rotate", "90", "--input", input] + raw
                      + ["--output", output], as: ConvertCommand.self).run()
        }
        #expect(throws: ValidationError.self) {
            try parse(["convert", "--operation", "I420ToBGRA", "--strategy", "simd", "--input", input] + raw + ["--output", output],
                      as: ConvertCommand.self).run()
        }
        // A PNG that cannot be written fails the command before the output is renamed into place.
        #expect(throws: FrameFileError.self) {
            try parse(["convert", "--operation", "I420ToNV12", "--strategy", "simd", "--input", input] + raw
                      + ["--output", output, "--png", directory + "/missing/first.png"], as: ConvertCommand.self).run()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["in.yuv"])
        expectRefusal(["convert", "--operation", "I420ToNV12", "--strategy", "simd", "--input", input, "--output", output],
                      saying: "a raw file needs --input-size WxH and --input-format")
        expectRefusal(["convert", "--operation", "RotateI420", "--strategy", "simd", "--rotate", "45", "--input", input] + raw
                      + ["--output", output], saying: "--rotate")
        expectRefusal(["run", "--input-size", "16x9"], saying: "--input-size and --input-format need --input FILE")
    }

    @Test("contact-sheet writes one PNG of every strategy and a caption table naming each")
    func contactSheet() throws {
        let (directory, input, _) = try fixture()
        let command = try parse(["contact-sheet", "--operation", "ScaleI420", "--to", "8x4", "--input", input] + raw
                                + ["--png", directory + "/sheet.png", "--columns", "3"], as: ContactSheetCommand.self)
        try command.run()
        #expect(command.captionPath == directory + "/sheet.md")
        let captions = try String(contentsOfFile: command.captionPath, encoding: .utf8)
        for strategy in ScaleI420.everyStrategy { #expect(captions.contains("| \(strategy.id) |")) }
        #expect(FileManager.default.fileExists(atPath: directory + "/sheet.png"))
    }
}
