import CoreVideo
import Foundation
import PiPLibYUV
import PiPVideo
import Testing

/// The README's "Use the kernels in an app" example (`writeForPiP`, in WriteForPiP.swift, the file the
/// README shows) compiled against the CoreVideo stand-in and run: it must write the bytes of the
/// suite's validated strategies (`I420ToNV12.simd` at the same size, `ScaleI420ToNV12.boxFused`
/// when downscaling), refuse buffers it cannot fill, and leave the buffer unlocked.
@Suite struct AppExampleTests {
    /// Runs the example on `source` into a fresh NV12 pixel buffer of `size`; nil if it refused.
    static func runExample(_ source: I420Frame, into size: FrameSize) -> CVPixelBuffer? {
        let buffer = CVPixelBuffer(nv12Width: size.width, height: size.height)
        let written = writeForPiP(
            y: source.y.baseAddress.assumingMemoryBound(to: UInt8.self), strideY: source.y.bytesPerRow,
            u: source.u.baseAddress.assumingMemoryBound(to: UInt8.self), strideU: source.u.bytesPerRow,
            v: source.v.baseAddress.assumingMemoryBound(to: UInt8.self), strideV: source.v.bytesPerRow,
            width: source.size.width, height: source.size.height, into: buffer)
        #expect(buffer.lockCount == 0, "the example leaves the buffer locked")
        return written ? buffer : nil
    }

    /// The plane's samples, row by row (not the padding).
    static func samples(of buffer: CVPixelBuffer, plane: Int, channels: Int) -> [UInt8] {
        CVPixelBufferLockBaseAddress(buffer, .readOnly)
        defer { CVPixelBufferUnlockBaseAddress(buffer, .readOnly) }
        guard let base = CVPixelBufferGetBaseAddressOfPlane(buffer, plane) else { return [] }
        let rowBytes = CVPixelBufferGetWidthOfPlane(buffer, plane) * channels, stride = CVPixelBufferGetBytesPerRowOfPlane(buffer, plane)
        return (0..<CVPixelBufferGetHeightOfPlane(buffer, plane)).flatMap { row in
            Array(UnsafeRawBufferPointer(start: base + row * stride, count: rowBytes))
        }
    }

    @Test("same size: the simd conversion's bytes; smaller: box-fused's bytes (odd sizes and padded rows too)",
          arguments: [(FrameSize(width: 64, height: 36), FrameSize(width: 64, height: 36)),
                      (FrameSize(width: 77, height: 41), FrameSize(width: 77, height: 41)),
                      (FrameSize(width: 1280, height: 720), FrameSize(width: 426, height: 240)),
                      (FrameSize(width: 1920, height: 1080), FrameSize(width: 640, height: 360)),
                      (FrameSize(width: 101, height: 57), FrameSize(width: 33, height: 19))])
    func writesTheStrategiesBytes(sizes: (FrameSize, FrameSize)) throws {
        let (sourceSize, size) = sizes
        let source = try I420Frame(allocating: sourceSize, rowAlignment: .padded(by: 13), name: "decoded")
        source.storage.fillPseudoRandom(seed: UInt64(sourceSize.width))
        let expected = try NV12Frame(allocating: size, rowAlignment: .tight, name: "expected")
        if size == sourceSize {
            try I420ToNV12.simd.run(source, into: expected)
        } else {
            try ScaleI420ToNV12.boxFused.run(source, into: expected)
        }
        let buffer = try #require(Self.runExample(source, into: size))
        #expect(Self.samples(of: buffer, plane: 0, channels: 1) == expected.y.samples())
        #expect(Self.samples(of: buffer, plane: 1, channels: 2) == expected.cbcr.samples())
    }

    @Test("refuses a buffer larger than the frame, and a stride shorter than a row, writing nothing")
    func refusesWhatTheKernelsCannotDo() throws {
        let source = try I420Frame(allocating: FrameSize(width: 64, height: 36), rowAlignment: .tight, name: "decoded")
        #expect(Self.runExample(source, into: FrameSize(width: 65, height: 36)) == nil)
        let buffer = CVPixelBuffer(nv12Width: 32, height: 18)
        let pointer = source.y.baseAddress.assumingMemoryBound(to: UInt8.self)
        #expect(!writeForPiP(y: pointer, strideY: 63, u: pointer, strideU: 32, v: pointer, strideV: 32,
                             width: 64, height: 36, into: buffer))
        #expect(Self.samples(of: buffer, plane: 0, channels: 1).allSatisfy { $0 == 0 })
    }

    @Test("the README shows this example as it is compiled here")
    func readmeShowsTheExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let example = try String(contentsOf: root.appendingPathComponent("Tests/AppExampleTests/WriteForPiP.swift"), encoding: .utf8)
        #expect(readme.contains("```swift\n" + example + "```"), "README.md must show Tests/AppExampleTests/WriteForPiP.swift in a swift block")
    }
}
