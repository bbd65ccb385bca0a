import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// Every pipeline on small streams: what it renders, at which size, and that the displayed luma
/// is the reference composition's (exactly for copies and rotations, closely for box scaling).
@Suite struct PipelineTests {
    static let remote = PipelineStream(origin: .remote, size: FrameSize(width: 192, height: 108), framesPerSecond: 30,
                                       window: WindowSize(width: 64, height: 36))
    static let camera = PipelineStream(origin: .localCamera, size: FrameSize(width: 128, height: 72), framesPerSecond: 30,
                                       window: WindowSize(width: 64, height: 48))

    /// Runs `frames` frames of `stream` through a new `kind` pipeline, calling `check` with each
    /// frame's output right away (an output is valid until the next frame reuses its buffer).
    /// - Returns: the indices of the rendered frames.
    @discardableResult
    func run(_ kind: PipelineKind, _ stream: PipelineStream, frames: Int,
             check: (RenderedFrame, PipelineInput) throws -> Void = { _, _ in }) throws -> [Int] {
        let pipeline = try kind.make()
        return try (0..<frames).compactMap { index in
            let input: PipelineInput
            let arrival = FrameArrival(timestampNanoseconds: Int64(index) * 33_333_333, sourceSize: stream.size, window: stream.window)
            if stream.deliversNV12 {
                let frame = try NV12Frame.pseudoRandom(stream.size, .pixelBuffer, seed: UInt64(index))
                input = PipelineInput(content: .nv12(frame), arrival: arrival)
            } else {
                let frame = try I420Frame.pseudoRandom(stream.size, .pixelBuffer, seed: UInt64(index))
                input = PipelineInput(content: .i420(frame), arrival: arrival)
            }
            guard let output = try pipeline.process(input) else { return nil }
            try check(output, input)
            return index
        }
    }

    /// The source luma turned upright as `rendered` says, area-averaged to `size`, rounded.
    func referenceLuma(_ input: PipelineInput, rotated: Bool, size: FrameSize) throws -> ReferencePlane {
        var luma: Plane
        switch input.content {
        case let .i420(frame): luma = frame.y
        case let .nv12(frame):
            luma = frame.y
            if rotated {
                let turned = try NV12Frame.allocate(size: Rotation.degrees90.rotatedSize(of: frame.size))
                try RotationReference.rotate(frame, by: .degrees90, into: turned)
                luma = turned.y
            }
        }
        return try AreaAverageReference.scale(luma, to: size)
    }

    @Test("every pipeline renders what its skip policy says, at its output size, with the right picture",
          arguments: PipelineKind.allCases)
    func outputs(kind: PipelineKind) throws {
        for stream in [Self.remote, Self.camera] where kind.handles(stream) {
            let expectedSize = try kind.outputSize(for: stream)
            let rendered = try run(kind, stream, frames: 6) { output, input in
                #expect(output.luma.size == expectedSize, "\(kind) \(stream.name)")
                #expect(output.rotated == kind.rotates(stream))
                let reference = try referenceLuma(input, rotated: output.rotated, size: output.luma.size)
                let psnr = try PSNR.decibels(of: [output.luma], against: [reference])
                if kind.displaysSourceSamples(for: stream) {
                    #expect(psnr == PSNR.cap, "\(kind) \(stream.name): \(psnr) dB")
                } else {
                    // Pseudo-random content is the hardest case for a scaler; a box filter stays close.
                    #expect(psnr >= 25, "\(kind) \(stream.name): \(psnr) dB")
                }
            }
            // videosdk renders every 2nd frame (the 2nd, 4th, ...); the others render all at these ratios (< 15).
            #expect(rendered == (kind == .videosdk ? [1, 3, 5] : Array(0..<6)), "\(kind) \(stream.name)")
        }
    }

    @Test("sizes: videosdk keeps the source (upright), legacy and best aspect-fit, current and fallback fill the window")
    func sizes() throws {
        #expect(try PipelineKind.videosdk.outputSize(for: Self.camera) == FrameSize(width: 72, height: 128))
        #expect(try PipelineKind.best.outputSize(for: Self.camera) == FrameSize(width: 26, height: 48))
        #expect(try PipelineKind.upstreamLegacy.outputSize(for: Self.camera) == FrameSize(width: 64, height: 36))
        #expect(try PipelineKind.upstreamCurrent.outputSize(for: Self.camera) == FrameSize(width: 64, height: 48))
        #expect(try PipelineKind.upstreamFallback.outputSize(for: .screenShare4K) == FrameSize(width: 640, height: 480))
        #expect(try PipelineKind.best.outputSize(for: .screenShare4K) == FrameSize(width: 640, height: 360))
        #expect(throws: SizingError.self) {
            try PipelineKind.upstreamCurrent.outputSize(source: FrameSize(width: 8, height: 8), window: WindowSize(width: 0, height: 4), rotated: false)
        }
    }

    @Test("size-ratio skipping starts at a ratio of 15: 1 of N+1 rendered")
    func sizeRatioSkipping() throws {
        let extreme = PipelineStream(origin: .remote, size: FrameSize(width: 960, height: 540), framesPerSecond: 30,
                                     window: WindowSize(width: 60, height: 34))
        // Ratio 16 -> N = 8: frames 0 and 9 of the first 10 render.
        for kind in [PipelineKind.upstreamLegacy, .best] {
            let rendered = try run(kind, extreme, frames: 10)
            #expect(rendered == [0, 9], "\(kind)")
        }
    }

    @Test("the fallback path refuses NV12 frames with a typed error; streams are named by origin, size and rate")
    func fallbackAndNames() throws {
        #expect(!PipelineKind.upstreamFallback.handles(Self.camera))
        #expect(throws: PipelineError.unsupportedInput(pipeline: "upstream-fallback", format: "NV12")) {
            try run(.upstreamFallback, Self.camera, frames: 1)
        }
        #expect(PipelineStream.remote1080p.name == "remote-1920x1080-30fps")
        #expect(PipelineStream.screenShare4K.name == "screenshare-3840x2160-15fps")
        #expect(PipelineStream.localCamera720p.name == "local-1280x720-30fps")
        #expect(PipelineStream.remote1080p60.name == "remote-1920x1080-60fps")
        #expect(PipelineStream.localCamera720p60.name == "local-1280x720-60fps")
        #expect(PipelineStream.all.filter { $0.framesPerSecond == 60 }.count == 2)
    }
}
