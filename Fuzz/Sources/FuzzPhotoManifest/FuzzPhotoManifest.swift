import Foundation
import FuzzSupport
import PiPVideo
import Suite

/// A directory of this process's own, rewritten for every input.
let contentDirectory: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-photo-manifest-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

/// libFuzzer's entry point for the photo loader. The bytes: a mode byte, then the manifest and the
/// content of the frame file "frame.i420" separated by the first NUL byte (mode bit 0: no frame
/// file at all). Checks: `PhotoLibrary.load` returns photos whose frames have the sizes the
/// manifest lists, or throws `ContentError`; nothing else.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPhotoManifest(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var input = FuzzInput(data, count)
    let mode = input.byte()
    let files = input.twoFiles()
    let manifestURL = contentDirectory.appendingPathComponent("manifest.json")
    let frameURL = contentDirectory.appendingPathComponent("frame.i420")
    do {
        try Data(files.first).write(to: manifestURL)
        if mode & 1 == 0 { try Data(files.second ?? []).write(to: frameURL) } else { try? FileManager.default.removeItem(at: frameURL) }
    } catch {
        fuzzFailure("could not write the fuzz content directory: \(error)")
    }
    do {
        let photos = try PhotoLibrary.load(directory: contentDirectory)
        for photo in photos where photo.frame.size.width <= 0 || photo.frame.size.height <= 0 {
            fuzzFailure("loaded \(photo.name) with size \(photo.frame.size)")
        }
    } catch is ContentError {
    } catch {
        fuzzFailure("PhotoLibrary.load threw \(type(of: error)): \(error)")
    }
    return 0
}
