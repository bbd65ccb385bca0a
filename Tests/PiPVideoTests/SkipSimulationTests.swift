import Testing
@testable import PiPLibYUV
@testable import PiPVideo

@Suite struct SkipSimulationTests {
    @Test("the standard 10 s table: frames rendered of 300 (30 fps) and 600 (60 fps) per policy and stream")
    func standardTable() throws {
        let results = try SkipSimulation.table()
        #expect(results.map(\.totalFrames) == Array(repeating: [300, 300, 300, 300, 600, 600], count: 7).flatMap { $0 })
        var rendered: [String: [Int]] = [:]
        for result in results { rendered[result.policy.description, default: []].append(result.renderedFrames) }
        // Streams: 1920x1080 -> 640x360, 3840x2160 -> 640x480, 1280x720 -> 640x480, 3840x2160 -> 240x135 at 30 fps;
        // 1920x1080 -> 640x360 and 1280x720 -> 640x480 at 60 fps.
        #expect(rendered["render-all"] == [300, 300, 300, 300, 600, 600])
        #expect(rendered["every-nth n=2"] == [150, 150, 150, 150, 300, 300])
        #expect(rendered["toggle"] == [150, 150, 150, 150, 300, 300])
        #expect(rendered["size-ratio T=2"] == [150, 75, 150, 34, 300, 300])    // N = 1, 3, 1, 8, 1, 1
        #expect(rendered["size-ratio T=3"] == [150, 75, 300, 34, 300, 600])    // 1280/640 = 2 < 3
        #expect(rendered["size-ratio T=15"] == [300, 300, 300, 34, 600, 600])  // only the ratio-16 stream
        #expect(rendered["fps-cap F=15"] == [150, 150, 150, 150, 150, 150])
        #expect(try SkipSimulation.table(streams: SkipSimulation.standardStreams(framesPerSecond: 25)).allSatisfy { $0.totalFrames == 250 })
        let example = try #require(results.first { $0.policy == .sizeRatio(threshold: 15) && $0.stream.window.width == 240 })
        #expect(abs(example.renderedFramesPerSecond - 3.4) < 1e-9)
        #expect(example.outputSize == FrameSize(width: 240, height: 134))
    }

    @Test("streams: nominal timestamps at 30 fps, deterministic jitter within bounds and increasing")
    func streams() {
        let plain = SimulatedStream(sourceSize: FrameSize(width: 640, height: 360), window: .defaultPiP)
        #expect(plain.frameCount == 300)
        #expect(Array(plain.timestamps.prefix(4)) == [0, 33_333_333, 66_666_667, 100_000_000])
        #expect(plain.timestamps.last == 9_966_666_667)
        var jittered = plain
        jittered.jitterNanoseconds = 10_000_000
        let times = jittered.timestamps
        #expect(times == jittered.timestamps)
        #expect(zip(times, plain.timestamps).allSatisfy { abs($0 - $1) <= 10_000_000 })
        #expect(zip(times, plain.timestamps).contains { $0 != $1 })
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
        #expect(SimulatedStream(sourceSize: plain.sourceSize, window: .defaultPiP, framesPerSecond: .nan).timestamps.isEmpty)
        #expect(plain.description == "640x360 -> 640x480 pt")
    }

    @Test("an invalid policy parameter is reported, not skipped")
    func invalidPolicy() {
        #expect(throws: SkipPolicyError.invalidInterval(0)) {
            try SkipSimulation.table(policies: [.everyNth(0)])
        }
    }
}
