import Foundation
@testable import PiPLibYUV
@testable import PiPVideo

/// A fresh empty directory for one test's files.
func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "framefiles-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// The file's bytes.
func bytes(at path: String) -> [UInt8] { [UInt8](FileManager.default.contents(atPath: path) ?? Data()) }

/// The names in `directory`, hidden ones included (so a leftover temporary file shows).
func entries(of directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
}

/// Writes `frames` to `path` in `format` and finishes the file.
func writeFile(_ path: String, _ format: FrameFileFormat, _ frames: [some YUV420Frame]) throws {
    let writer = try FrameFileWriter(path: path, format: format)
    for frame in frames { try writer.write(frame) }
    try writer.finish()
}

/// Whether every plane's samples are equal.
func samplesEqual(_ a: some VideoFrame, _ b: some VideoFrame) -> Bool {
    a.planes.count == b.planes.count && zip(a.planes, b.planes).allSatisfy { $0.firstDifference(from: $1) == nil }
}
