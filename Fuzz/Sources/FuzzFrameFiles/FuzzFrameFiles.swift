import Foundation
import FuzzSupport
import PiPVideo

/// A directory of this process's own, rewritten for every input (the reader reads paths only).
let contentDirectory: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-frame-files-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

/// libFuzzer's entry point for the frame file readers. The bytes: width and height of the raw
/// reads (1...16 each, one byte each), a row alignment byte, then the file. The file is read as
/// `frame.y4m`, and as raw I420 and raw NV12 frames of that size, every frame to the end, as
/// I420Frame and NV12Frame alike. Checks: each read succeeds (frames of the file's size, as many
/// as a known `frameCount` says) or throws `FrameFileError`; nothing else.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrameFiles(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var input = FuzzInput(data, count)
    let size = FrameSize(width: input.int(in: 1...16), height: input.int(in: 1...16))
    let alignment: RowAlignment = input.chance(50) ? .tight : .pixelBuffer
    let bytes = Data(input.rest())
    let y4mURL = contentDirectory.appendingPathComponent("frame.y4m")
    let rawURL = contentDirectory.appendingPathComponent("frame.yuv")
    do {
        try bytes.write(to: y4mURL)
        try bytes.write(to: rawURL)
    } catch {
        fuzzFailure("could not write the fuzz frame files: \(error)")
    }
    readEverything(y4mURL.path, format: nil, alignment: alignment)
    for layout in RawLayout.allCases {
        readEverything(rawURL.path, format: .raw(layout, size: size), alignment: alignment)
    }
    return 0
}

/// Opens `path` and reads every frame, as I420 when `planar`, else as NV12.
private func readEverything(_ path: String, format: FrameFileFormat?, alignment: RowAlignment) {
    for planar in [true, false] {
        do {
            let reader = try FrameFileReader(path: path, format: format)
            var frames = 0
            while true {
                let size: FrameSize?
                if planar { size = try reader.read(I420Frame.self, rowAlignment: alignment)?.size }
                else { size = try reader.read(NV12Frame.self, rowAlignment: alignment)?.size }
                guard let size else { break }
                if size != reader.format.size {
                    fuzzFailure("\(path): frame \(frames) is \(size), the file says \(reader.format.size)")
                }
                frames += 1
            }
            if let expected = reader.frameCount, expected != frames {
                fuzzFailure("\(path): read \(frames) frames, frameCount says \(expected)")
            }
            if reader.framesRead != frames { fuzzFailure("\(path): framesRead \(reader.framesRead), read \(frames)") }
        } catch is FrameFileError {
        } catch {
            fuzzFailure("\(path) (\(format.map { "\($0.layout) \($0.size)" } ?? "y4m")) threw \(type(of: error)): \(error)")
        }
    }
}
