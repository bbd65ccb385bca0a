import Foundation
import Testing
@testable import PiPLibYUV
@testable import PiPVideo

@Suite struct FrameFileRoundTripTests {
    static let sizes = [FrameSize(width: 1, height: 1), FrameSize(width: 3, height: 5), FrameSize(width: 17, height: 9),
                        FrameSize(width: 64, height: 2)]
    static let formats: [(String, @Sendable (FrameSize) -> FrameFileFormat)] = [
        ("i420.yuv", { .raw(.i420, size: $0) }), ("nv12.yuv", { .raw(.nv12, size: $0) }), ("y4m", { .y4m(size: $0) }),
    ]

    @Test("write, read, write again: byte-identical files and frames, odd sizes, several frames, both frame types",
          arguments: sizes)
    func roundTrip(size: FrameSize) throws {
        let directory = try temporaryDirectory()
        let frames = try (0..<3).map { try I420Frame.pseudoRandom(size, .padded(by: 7), seed: UInt64($0)) }
        for (suffix, makeFormat) in Self.formats {
            let format = makeFormat(size)
            let first = "\(directory)/a.\(suffix)", second = "\(directory)/b.\(suffix)", third = "\(directory)/c.\(suffix)"
            try writeFile(first, format, frames)
            let header = format.container == .y4m ? Y4MHeader.render(format).utf8.count : 0
            let marker = format.container == .y4m ? 6 : 0
            #expect(bytes(at: first).count == header + 3 * (marker + size.yuv420ByteCount))

            let reader = try FrameFileReader(path: first, format: format)
            #expect(reader.format == format)
            #expect(reader.frameCount == 3)
            let planar = try reader.readAll(I420Frame.self, rowAlignment: .multiple(of: 64))
            #expect(planar.count == 3)
            for (read, written) in zip(planar, frames) { #expect(samplesEqual(read, written)) }
            try writeFile(second, format, planar)
            #expect(bytes(at: second) == bytes(at: first))

            // The same file read as NV12 frames and written back.
            let interleaved = try FrameFileReader(path: first, format: format).readAll(NV12Frame.self, rowAlignment: .pixelBuffer)
            try writeFile(third, format, interleaved)
            #expect(bytes(at: third) == bytes(at: first))
        }
        #expect(entries(of: directory).allSatisfy { !$0.hasPrefix(".") })
    }

    @Test("raw files are laid out as ffmpeg's yuv420p and nv12: Y rows, then U then V, or Cb,Cr pairs")
    func layout() throws {
        let directory = try temporaryDirectory()
        let size = FrameSize(width: 3, height: 3) // chroma 2x2
        let frame = try I420Frame.allocate(size: size, rowAlignment: .padded(by: 5))
        for (index, plane) in frame.planes.enumerated() {
            for y in 0..<plane.height { for x in 0..<plane.width { plane.row(y)[x] = UInt8(index * 100 + y * 10 + x) } }
        }
        let luma: [UInt8] = [0, 1, 2, 10, 11, 12, 20, 21, 22]
        try writeFile("\(directory)/f.yuv", .raw(.i420, size: size), [frame])
        #expect(bytes(at: "\(directory)/f.yuv") == luma + [100, 101, 110, 111, 200, 201, 210, 211])
        try writeFile("\(directory)/f.nv12", .raw(.nv12, size: size), [frame])
        #expect(bytes(at: "\(directory)/f.nv12") == luma + [100, 200, 101, 201, 110, 210, 111, 211])
        try writeFile("\(directory)/f.y4m", .y4m(size: size, frameRate: FrameRate(30000, 1001)), [frame])
        let header = Array("YUV4MPEG2 W3 H3 F30000:1001 Ip A1:1 C420jpeg XYSCSS=420JPEG\nFRAME\n".utf8)
        #expect(bytes(at: "\(directory)/f.y4m") == header + luma + [100, 101, 110, 111, 200, 201, 210, 211])
    }

    @Test("Y4M: every 4:2:0 colour space and frame parameters are read; rate and size come from the header")
    func y4mVariants() throws {
        let directory = try temporaryDirectory()
        let samples = [UInt8](repeating: 9, count: FrameSize(width: 2, height: 2).yuv420ByteCount)
        for space in ["C420jpeg", "C420paldv", "C420mpeg2", "C420", ""] {
            let path = "\(directory)/\(space).y4m"
            let text = "YUV4MPEG2 W2 H2 F25:1 It A1:1 \(space)\nFRAME Ixyz\n"
            FileManager.default.createFile(atPath: path, contents: Data(Array(text.utf8) + samples + Array("FRAME\n".utf8) + samples))
            let reader = try FrameFileReader(path: path)
            #expect(reader.format.size == FrameSize(width: 2, height: 2))
            #expect(reader.format.frameRate == FrameRate(25, 1))
            #expect(reader.frameCount == 2) // counted from the FRAME lines, parameters or not
            #expect(try reader.readAll(I420Frame.self).count == 2)
        }
    }

    @Test("the checksum is FNV-1a 64 of the whole file, streamed")
    func checksum() throws {
        let directory = try temporaryDirectory()
        FileManager.default.createFile(atPath: "\(directory)/a", contents: Data("a".utf8))
        #expect(try FrameFileReader.checksum(path: "\(directory)/a") == "af63dc4c8601ec8c")
        let large = (0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        FileManager.default.createFile(atPath: "\(directory)/b", contents: Data(large))
        var whole = FNV1a64()
        large.withUnsafeBytes { whole.update($0) }
        #expect(try FrameFileReader.checksum(path: "\(directory)/b") == whole.hex)
        #expect(throws: FrameFileError.missing(path: "\(directory)/none")) { try FrameFileReader.checksum(path: "\(directory)/none") }
    }
}
