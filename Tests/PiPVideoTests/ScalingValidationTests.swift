import Testing
@testable import PiPVideo

/// Every scaling entry point validates before writing: a destination larger than the source in
/// either axis, or one sharing memory, is rejected and left untouched.
@Suite struct ScalingValidationTests {
    @Test("a destination wider or taller than the source is rejected untouched, by every I420 strategy",
          arguments: ScaleI420Strategy.all.map(\.id))
    func largerI420(id: String) throws {
        let strategy = try #require(ScaleI420Strategy.named(id))
        let source = try makeScaleSource(FrameSize(width: 16, height: 8))
        for size in [FrameSize(width: 17, height: 8), FrameSize(width: 16, height: 9), FrameSize(width: 32, height: 16)] {
            let destination = try I420Frame.allocate(size: size)
            destination.y.storage.fill(with: 0x33)
            let before = destination.y.storage.snapshot()
            #expect(throws: FrameError.destinationLargerThanSource(source: source.size, destination: size)) {
                try strategy.scale(source, into: destination)
            }
            #expect(destination.y.storage.snapshot() == before)
        }
    }

    @Test("a destination wider or taller than the source is rejected untouched, by every NV12 strategy",
          arguments: ScaleNV12Strategy.all.map(\.id))
    func largerNV12(id: String) throws {
        let strategy = try #require(ScaleNV12Strategy.named(id))
        let source = try makeScaleSourceNV12(FrameSize(width: 15, height: 7))
        for size in [FrameSize(width: 16, height: 7), FrameSize(width: 15, height: 8)] {
            let destination = try NV12Frame.allocate(size: size)
            destination.y.storage.fill(with: 0x33)
            let before = destination.y.storage.snapshot()
            #expect(throws: FrameError.destinationLargerThanSource(source: source.size, destination: size)) {
                try strategy.scale(source, into: destination)
            }
            #expect(destination.y.storage.snapshot() == before)
        }
    }

    @Test("a destination overlapping the source, or itself, is rejected untouched", arguments: ScaleI420Strategy.all.map(\.id))
    func overlap(id: String) throws {
        let strategy = try #require(ScaleI420Strategy.named(id))
        let storage = try AlignedStorage(byteCount: 4096)
        storage.fillPseudoRandom(seed: 5)
        func plane(_ name: String, _ width: Int, _ height: Int, at offset: Int) throws -> Plane {
            try Plane(name: name, width: width, height: height, bytesPerRow: width, storage: storage, offset: offset)
        }
        let source = try I420Frame(y: plane("source Y", 8, 4, at: 0), u: plane("source U", 4, 2, at: 64),
                                   v: plane("source V", 4, 2, at: 128))
        let intoSource = try I420Frame(y: plane("destination Y", 4, 2, at: 2), u: plane("destination U", 2, 1, at: 512),
                                       v: plane("destination V", 2, 1, at: 576))
        let intoItself = try I420Frame(y: plane("destination Y", 4, 2, at: 1024), u: plane("destination U", 2, 1, at: 1030),
                                       v: plane("destination V", 2, 1, at: 1100))
        let before = storage.snapshot()
        #expect(throws: FrameError.overlappingPlanes(first: "source Y", second: "destination Y")) {
            try strategy.scale(source, into: intoSource)
        }
        #expect(throws: FrameError.overlappingPlanes(first: "destination Y", second: "destination U")) {
            try strategy.scale(source, into: intoItself)
        }
        #expect(storage.snapshot() == before)
    }

    @Test("the same size is allowed and copies for the filters whose 1:1 is the identity",
          arguments: ["nearest", "bilinear", "bilinear-simd", "box", "box-simd", "halve", "halve-simd", "libyuv-box"])
    func sameSize(id: String) throws {
        let strategy = try #require(ScaleI420Strategy.named(id))
        let source = try makeScaleSource(FrameSize(width: 33, height: 9), .padded(by: 3))
        let destination = try I420Frame.allocate(size: source.size, rowAlignment: .padded(by: 1))
        try strategy.scale(source, into: destination)
        for (from, to) in zip(source.planes, destination.planes) { #expect(to.firstDifference(from: from) == nil, "\(to.name)") }
    }

    @Test("the reference rejects sizes it cannot produce")
    func referenceRejects() throws {
        let source = try makeScaleSource(FrameSize(width: 8, height: 8))
        #expect(throws: FrameError.destinationLargerThanSource(source: source.size, destination: FrameSize(width: 9, height: 8))) {
            try AreaAverageReference.scale(source, to: FrameSize(width: 9, height: 8))
        }
        #expect(throws: FrameError.self) { try AreaAverageReference.scale(source.y, to: FrameSize(width: 0, height: 4)) }
        #expect(FrameError.destinationLargerThanSource(source: source.size, destination: FrameSize(width: 9, height: 8))
            .description.contains("no wider and no taller"))
    }

    @Test("libyuv rejections surface as LibYUVError, not a crash")
    func libyuvStatus() {
        #expect(LibYUVError(function: "I420Scale", status: -1).description.contains("I420Scale"))
    }
}
