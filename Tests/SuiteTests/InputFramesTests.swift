import Foundation
import PiPVideo
import Testing
@testable import Suite

@Suite struct InputFramesTests {
    /// A raw I420 file of `count` pseudo-random frames of `size` in a fresh directory.
    private func makeFile(_ size: FrameSize, count: Int, layout: RawLayout = .i420) throws -> (path: String, frames: [I420Frame]) {
        let directory = NSTemporaryDirectory() + "input-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let frames = try (0..<count).map { index -> I420Frame in
            let frame = try I420Frame.allocate(size: size)
            frame.storage.fillPseudoRandom(seed: UInt64(index) + 77)
            return frame
        }
        let path = directory + "/frames.yuv"
        let writer = try FrameFileWriter(path: path, format: .raw(layout, size: size))
        for frame in frames { try writer.write(frame) }
        try writer.finish()
        return (path, frames)
    }

    private func configuration(_ input: InputFrames) -> SuiteConfiguration {
        var configuration = SuiteConfiguration(sizes: [input.size], lastLevelCacheBytes: 4 * input.size.yuv420ByteCount)
        configuration.input = input
        return configuration
    }

    @Test("every source ring is the file's frames in order, repeated to the cold ring's length, in both formats")
    func rings() throws {
        let size = FrameSize(width: 33, height: 17)
        let (path, frames) = try makeFile(size, count: 3, layout: .nv12)
        let input = try InputFrames(path: path, format: .raw(.nv12, size: size), limit: 100)
        #expect(input.frames.count == 3)
        #expect(input.checksum == (try FrameFileReader.checksum(path: path)))
        let configuration = configuration(input)
        for content in [SourceContent.noise, .picture(.photo)] {
            let ring = try SourceRings.ring(I420Frame.self, size: size, content: content, cache: .cold, configuration: configuration)
            #expect(ring.frames.count == configuration.ringLength(frameBytes: size.yuv420ByteCount, cache: .cold))
            for (index, frame) in ring.frames.enumerated() {
                #expect(zip(frame.planes, frames[index % 3].planes).allSatisfy { $0.firstDifference(from: $1) == nil })
            }
            let nv12 = try SourceRings.ring(NV12Frame.self, size: size, content: content, cache: .hot, configuration: configuration)
            #expect(nv12.frames[0].y.firstDifference(from: frames[0].y) == nil)
        }
        // The zone plate stays synthetic; another size is refused.
        let plate = try SourceRings.ring(I420Frame.self, size: size, content: .picture(.zonePlate), cache: .hot, configuration: configuration)
        #expect(plate.frames[0].y.firstDifference(from: frames[0].y) != nil)
        #expect(throws: InputSizeMismatch.self) {
            try SourceRings.ring(I420Frame.self, size: FrameSize(width: 32, height: 16), content: .noise, cache: .hot, configuration: configuration)
        }
    }

    @Test("only as many frames as the cold ring holds are read")
    func limit() throws {
        let size = FrameSize(width: 8, height: 8)
        let (path, _) = try makeFile(size, count: 9)
        let small = SuiteConfiguration(sizes: [size], lastLevelCacheBytes: 2 * size.yuv420ByteCount)
        let input = try InputFrames(path: path, format: .raw(.i420, size: size), configuration: small)
        #expect(input.frames.count == small.ringLength(frameBytes: size.yuv420ByteCount, cache: .cold))
        #expect(input.frames.count == 4 && input.fileFrameCount == 9)
        #expect(input.context.map(\.0) == ["input_file", "input_fnv1a64", "input_format", "input_size", "input_frames_used"])
    }

    @Test("with a file, only benchmarks at its size are registered; they verify and run on its frames")
    func catalogue() throws {
        let size = FrameSize(width: 1280, height: 720)
        let (path, _) = try makeFile(size, count: 1)
        let configuration = configuration(try InputFrames(path: path, format: .raw(.i420, size: size), limit: 2))
        let names = benchmarkNames(Catalog.benchmarks(configuration))
        #expect(names.contains { $0.hasPrefix("Pipeline/") && $0.contains("1280x720") })
        #expect(!names.contains { $0.hasPrefix("Pipeline/") && !$0.contains("1280x720") })
        #expect(!names.contains { $0.hasPrefix("RotateScaleNV12/") && !$0.contains("/1280x720/") })
        #expect(names.allSatisfy { !$0.contains("1920x1080") && !$0.contains("3840x2160") })
        let selected = Catalog.benchmarks(configuration).filter {
            ["ScaleI420/box-simd/1280x720/640x360/hot", "RotateNV12/simd/1280x720/90/hot"].contains($0.benchmark.name)
                || $0.benchmark.name.hasPrefix("Pipeline/")
        }
        #expect(selected.count >= 3)
        try prepareAndRun(selected)
    }
}
