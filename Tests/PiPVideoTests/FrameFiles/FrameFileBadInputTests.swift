import Foundation
import Testing
@testable import PiPLibYUV
@testable import PiPVideo

@Suite struct FrameFileBadInputTests {
    private func file(_ directory: String, _ name: String, _ contents: [UInt8]) -> String {
        let path = "\(directory)/\(name)"
        FileManager.default.createFile(atPath: path, contents: Data(contents))
        return path
    }

    private func openError(_ path: String, _ format: FrameFileFormat? = nil) -> FrameFileError? {
        do throws(FrameFileError) { _ = try FrameFileReader(path: path, format: format); return nil } catch { return error }
    }

    @Test("a raw length that is not a whole number of frames, a size no frame has, no size, an empty file")
    func rawInput() throws {
        let directory = try temporaryDirectory()
        let size = FrameSize(width: 5, height: 3) // 15 + 2 * 3 * 2 = 27 bytes
        let path = file(directory, "odd.yuv", [UInt8](repeating: 1, count: 2 * 27 + 4))
        #expect(openError(path, .raw(.i420, size: size))
            == .partialFrame(path: path, byteCount: 58, format: .i420, size: size, frameByteCount: 27))
        #expect(openError(path, .raw(.nv12, size: FrameSize(width: 0, height: 4)))
            == .invalidSize(path: path, size: FrameSize(width: 0, height: 4), limit: Plane.maximumDimension))
        #expect(openError(path, .raw(.i420, size: FrameSize(width: 1 << 16, height: 1)))
            == .invalidSize(path: path, size: FrameSize(width: 1 << 16, height: 1), limit: Plane.maximumDimension))
        #expect(openError(path) == .sizeRequired(path: path))
        let empty = file(directory, "empty.yuv", [])
        #expect(openError(empty, .raw(.i420, size: size)) == .empty(path: empty))
        for error in [openError(path, .raw(.i420, size: size)), openError(empty, .raw(.i420, size: size))] {
            #expect(error?.description.contains(directory) == true)
        }
    }

    @Test("missing paths and paths that are not readable files")
    func paths() throws {
        let directory = try temporaryDirectory()
        #expect(openError("\(directory)/nothing.y4m") == .missing(path: "\(directory)/nothing.y4m"))
        #expect(openError(directory, .raw(.i420, size: FrameSize(width: 2, height: 2)))
            == .unreadable(path: directory, reason: "not a regular file"))
        if getuid() != 0 { // root reads files without permission
            let locked = file(directory, "locked.yuv", [1, 2, 3, 4, 5, 6])
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked)
            guard case .unreadable = openError(locked, .raw(.i420, size: FrameSize(width: 2, height: 2))) else {
                Issue.record("a file without read permission opened")
                return
            }
        }
    }

    @Test("truncated and malformed Y4M headers, unsupported colour spaces, a header without frames")
    func y4mHeaders() throws {
        let directory = try temporaryDirectory()
        let cases: [(String, String, (String) -> FrameFileError)] = [
            ("noNewline.y4m", "YUV4MPEG2 W2 H2 F30:1", { .malformedY4MHeader(path: $0, reason: "the header line ends before its newline") }),
            ("magic.y4m", "YUV4MPEG W2 H2\n", { .malformedY4MHeader(path: $0, reason: "it does not start with YUV4MPEG2") }),
            ("noHeight.y4m", "YUV4MPEG2 W2 F30:1\n", { .malformedY4MHeader(path: $0, reason: "no W or H parameter") }),
            ("width.y4m", "YUV4MPEG2 Wx H2\n", { .malformedY4MHeader(path: $0, reason: "width 'x' is not a number") }),
            ("rate.y4m", "YUV4MPEG2 W2 H2 F30\n", { .malformedY4MHeader(path: $0, reason: "frame rate '30' is not N:D") }),
            ("c444.y4m", "YUV4MPEG2 W2 H2 C444\nFRAME\n", { .unsupportedColourSpace(path: $0, colourSpace: "444") }),
            ("c10.y4m", "YUV4MPEG2 W2 H2 C420p10\nFRAME\n", { .unsupportedColourSpace(path: $0, colourSpace: "420p10") }),
            ("mono.y4m", "YUV4MPEG2 W2 H2 Cmono\nFRAME\n", { .unsupportedColourSpace(path: $0, colourSpace: "mono") }),
            ("zero.y4m", "YUV4MPEG2 W0 H2\nFRAME\n", {
                .invalidSize(path: $0, size: FrameSize(width: 0, height: 2), limit: Plane.maximumDimension) }),
            ("headerOnly.y4m", "YUV4MPEG2 W2 H2\n", { .empty(path: $0) }),
            ("long.y4m", "YUV4MPEG2 " + String(repeating: "X", count: 2000), { .malformedY4MHeader(path: $0, reason: "no newline in the first 1024 bytes") }),
            ("empty.y4m", "", { .empty(path: $0) }),
        ]
        for (name, text, expected) in cases {
            let path = file(directory, name, Array(text.utf8))
            #expect(openError(path) == expected(path), "\(name)")
        }
    }

    @Test("a Y4M frame cut short or without its FRAME marker")
    func y4mFrames() throws {
        let directory = try temporaryDirectory()
        let header = Array("YUV4MPEG2 W2 H2\n".utf8), frame = Array("FRAME\n".utf8) + [UInt8](repeating: 7, count: 6)
        let short = file(directory, "short.y4m", header + frame + Array(frame.dropLast(2)))
        let reader = try FrameFileReader(path: short)
        #expect(try reader.read(I420Frame.self) != nil)
        #expect(throws: FrameFileError.malformedFrame(path: short, index: 1, reason: "ends after 4 of its 6 bytes")) {
            try reader.read(I420Frame.self)
        }
        let unmarked = file(directory, "unmarked.y4m", header + frame + Array("FRAMX\n".utf8) + [UInt8](repeating: 7, count: 6))
        #expect(throws: FrameFileError.malformedFrame(path: unmarked, index: 1, reason: "does not start with FRAME")) {
            try FrameFileReader(path: unmarked).readAll(I420Frame.self)
        }
    }

    @Test("a Y4M frame count from the frames, not guessed from the length (FuzzFrameFiles)")
    func y4mFrameCount() throws {
        let directory = try temporaryDirectory()
        let samples = [UInt8](repeating: 7, count: 6)
        // 12 frames with parameters are 204 bytes, 17 frames' worth without: the count was 17.
        let header = Array("YUV4MPEG2 W2 H2 F30:1 C420jpeg\n".utf8)
        let parameters = file(directory, "parameters.y4m", header + Array(repeating: Array("FRAME Ixyz\n".utf8) + samples, count: 12).flatMap { $0 })
        let withParameters = try FrameFileReader(path: parameters)
        #expect(withParameters.frameCount == 12)
        #expect(try withParameters.readAll(I420Frame.self).count == 12)
        // A header that is not UTF-8 decoded to 12 bytes more than it holds: the count was 1.
        let notUTF8 = file(directory, "notUTF8.y4m", Array("YUV4MPEG2 W2 H2 X".utf8) + [UInt8](repeating: 0xFF, count: 6) + [0x0A]
            + Array(repeating: Array("FRAME\n".utf8) + samples, count: 2).flatMap { $0 })
        let undecodable = try FrameFileReader(path: notUTF8)
        #expect(undecodable.frameCount == 2)
        #expect(try undecodable.readAll(NV12Frame.self).count == 2)
        // Not whole frames: no count, and reading throws at the bad frame.
        let cut = file(directory, "cut.y4m", header + Array("FRAME\n".utf8) + samples + Array("FRAME\n".utf8) + samples.dropLast())
        let partial = try FrameFileReader(path: cut)
        #expect(partial.frameCount == nil)
        #expect(try partial.read(I420Frame.self) != nil)
        #expect(throws: FrameFileError.malformedFrame(path: cut, index: 1, reason: "ends after 5 of its 6 bytes")) {
            try partial.read(I420Frame.self)
        }
    }

    @Test("an output that cannot be written, a frame of the wrong size, a writer dropped early: no file is left")
    func output() throws {
        let directory = try temporaryDirectory()
        let size = FrameSize(width: 3, height: 3)
        let frame = try I420Frame.pseudoRandom(size)
        let missingDirectory = "\(directory)/no/such/out.yuv"
        guard case .unwritable(missingDirectory, _)? = { () -> FrameFileError? in
            do throws(FrameFileError) { _ = try FrameFileWriter(path: missingDirectory, format: .raw(.i420, size: size)); return nil } catch { return error }
        }() else { Issue.record("a path in a missing directory was accepted"); return }
        #expect(throws: FrameFileError.unwritable(path: directory, reason: "it is a directory")) {
            try FrameFileWriter(path: directory, format: .raw(.i420, size: size))
        }

        let out = "\(directory)/out.y4m"
        let writer = try FrameFileWriter(path: out, format: .y4m(size: size))
        try writer.write(frame)
        #expect(throws: FrameFileError.frameSizeMismatch(path: out, expected: size, actual: FrameSize(width: 2, height: 2))) {
            try writer.write(try I420Frame.pseudoRandom(FrameSize(width: 2, height: 2)))
        }
        #expect(!FileManager.default.fileExists(atPath: out)) // nothing at the path before finish()
        writer.abandon()
        #expect(entries(of: directory) == [])

        do { // dropped without finish()
            let dropped = try FrameFileWriter(path: out, format: .raw(.nv12, size: size))
            try dropped.write(frame)
        }
        #expect(entries(of: directory) == [])
        #expect(throws: FrameFileError.empty(path: out)) { try FrameFileWriter(path: out, format: .raw(.i420, size: size)).finish() }
        #expect(entries(of: directory) == [])

        // An existing file is replaced only by a whole new one.
        try writeFile(out, .y4m(size: size), [frame])
        let before = bytes(at: out)
        let replacing = try FrameFileWriter(path: out, format: .y4m(size: size))
        try replacing.write(try I420Frame.pseudoRandom(size, seed: 9))
        replacing.abandon()
        #expect(bytes(at: out) == before)
        #expect(entries(of: directory) == ["out.y4m"])
    }
}
