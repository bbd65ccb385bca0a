import ArgumentParser
import Gate
import Results
import Testing
@testable import bench

@Suite struct ABCommandParsingTests {
    @Test("ab defaults: threshold 3%, 99% intervals, 8 to 500 rounds, 300 s, 3 x 0.01 s per process, CPU clock")
    func defaults() throws {
        let ab = try parse(["ab", "/base/bench"], as: ABCommand.self)
        #expect(ab.baseBench == "/base/bench")
        #expect(ab.threshold == nil && ComparisonRule.abThreshold == 0.03)
        #expect(ab.confidence == 0.99 && ab.minimumRounds == 8 && ab.maximumRounds == 500 && ab.timeLimit == 300)
        #expect(ab.repetitions == 3 && ab.minimumSeconds == 0.01 && ab.clock == .cpu)
        #expect(ab.filter == nil && ab.sizes == nil && ab.summary == nil && ab.verdictFile == nil)
    }

    @Test("the default selection is 20 benchmarks: conversion, rotation, box scale and pipelines")
    func defaultSelection() throws {
        let filter = try BenchmarkFilter(ABCommand.defaultFilter)
        #expect(filter.matches("I420ToNV12/simd/1280x720/hot") && filter.matches("Pipeline/best/remote-1920x1080-30fps"))
        #expect(!filter.matches("I420ToNV12/simd/640x360/hot") && !filter.matches("I420ToNV12/libyuv/640x360/hot"))
        #expect(filter.matches("ScaleI420/box-simd/1920x1080/960x540/hot") && filter.matches("I420ToBGRA/simd/1280x720/hot"))
        #expect(filter.matches("ScaleI420/box-simd/1280x720/640x360/hot") && filter.matches("RotateNV12/simd/1920x1080/90/hot"))
        #expect(!filter.matches("I420ToNV12/simd/640x360/cold") && !filter.matches("I420ToNV12/naive/640x360/hot"))
        #expect(!filter.matches("ScaleI420/box-simd/1920x1080/640x360/hot") && !filter.matches("Pipeline/videosdk/remote-1920x1080-30fps"))
        #expect(filter.matches("RotateScaleNV12/fused/1280x720/270x480/90/hot"))
    }

    @Test("ab takes its options")
    func values() throws {
        let ab = try parse([
            "ab", "b", "--threshold", "2", "--confidence", "0.95", "--min-rounds", "6", "--max-rounds", "9",
            "--time-limit", "60", "--repetitions", "2", "--min-time", "0.02", "--clock", "real", "--filter", "simd",
            "--sizes", "640x360", "--summary", "s.md", "--verdict", "v.json",
        ], as: ABCommand.self)
        #expect(ab.threshold?.fraction == 0.02 && ab.confidence == 0.95 && ab.minimumRounds == 6 && ab.maximumRounds == 9)
        #expect(ab.timeLimit == 60 && ab.repetitions == 2 && ab.minimumSeconds == 0.02 && ab.clock == .real)
        #expect(ab.filter?.pattern == "simd" && ab.summary == "s.md" && ab.verdictFile == "v.json")
    }

    @Test("ab refuses bad values and a missing BASE_BENCH")
    func refusals() {
        expectRefusal(["ab"], saying: "Missing expected argument '<BASE_BENCH>'")
        expectRefusal(["ab", "b", "--confidence", "1"], saying: "--confidence must be between 0.5 and 1")
        expectRefusal(["ab", "b", "--min-rounds", "1"], saying: "--min-rounds must be at least 2")
        expectRefusal(["ab", "b", "--min-rounds", "9", "--max-rounds", "8"], saying: "--max-rounds between --min-rounds and 1000")
        expectRefusal(["ab", "b", "--max-rounds", "1001"], saying: "--max-rounds between --min-rounds and 1000")
        expectRefusal(["ab", "b", "--time-limit", "0"], saying: "--time-limit and --min-time must be above 0")
        expectRefusal(["ab", "b", "--threshold", "200"], saying: "--threshold must be at most 100%")
    }
}
