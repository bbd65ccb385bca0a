import Harness
import PiPVideo

/// Getting a destination buffer and converting into it, per provisioning strategy: `fresh` (a new
/// buffer every frame), `pool` (reused buffers) and `pool-per-frame` (a new pool every frame). The
/// conversion is the same (`simd` I420 -> NV12) so the differences are the provisioning's; the
/// previous buffer stays on screen until the next one is enqueued, as on iOS.
enum ProvisionBenchmarks {
    static let operation = "Provision"
    static let conversion = I420ToNV12.simd

    static func make(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        let sizes = configuration.scope == .full
            ? configuration.sizes
            : configuration.sizes.filter { [FrameSize(width: 1280, height: 720), FrameSize(width: 1920, height: 1080)].contains($0) }
        return sizes.flatMap { size in
            configuration.cacheStates.flatMap { cache in
                BufferProvisioning.allCases.map { provisioning in
                    let descriptor = BenchmarkDescriptor(
                        operation: operation, strategy: provisioning.rawValue, parameters: [size.description], cache: cache)
                    let benchmark = FrameBenchmark(
                        name: descriptor.name, bytesPerFrame: 2 * size.yuv420ByteCount, pixelsPerFrame: size.pixelCount,
                        framesPerSecond: configuration.framesPerSecond
                    ) {
                        let ring = try SourceRings.ring(I420Frame.self, size: size, content: .noise, cache: cache,
                                                        configuration: configuration)
                        try verify(provider: try BufferProvider<NV12Frame>(provisioning), display: DisplayLayer<NV12Frame>(),
                                   ring: ring, name: descriptor.name)
                        // The timed provider and display are new ones, made on the first frame (`FirstFrameState`).
                        let state = FirstFrameState { (try BufferProvider<NV12Frame>(provisioning), DisplayLayer<NV12Frame>()) }
                        return MeasuredWork(output: ring.frames[0].y.baseAddress) { index in
                            let (provider, display) = try state.get()
                            guard let buffer = try provider.makeBuffer(size: size) else { return }
                            try conversion.run(ring.frame(index), into: buffer.frame)
                            display.enqueue(buffer)
                        }
                    }
                    return SuiteBenchmark(
                        descriptor: descriptor, roofline: MemcpyBenchmarks.descriptor(size: size, cache: cache), benchmark: benchmark)
                }
            }
        }
    }

    /// Converts the ring's first and last frames into provided buffers and compares each with the reference.
    static func verify(provider: BufferProvider<NV12Frame>, display: DisplayLayer<NV12Frame>, ring: FrameRing<I420Frame>, name: String) throws {
        for frame in ring.verificationFrames {
            let expected = try NV12Frame.allocate(size: frame.size, rowAlignment: .tight, name: "reference")
            try I420ToNV12Reference.convert(frame, into: expected)
            guard let buffer = try provider.makeBuffer(size: frame.size) else {
                throw VerificationError(benchmark: name, problem: "the provider handed out no buffer")
            }
            try conversion.run(frame, into: buffer.frame)
            for (plane, reference) in zip(buffer.frame.planes, expected.planes) {
                if let difference = plane.firstDifference(from: reference) {
                    throw VerificationError(benchmark: name, problem: "\(plane.name) differs from the reference at \(difference)")
                }
            }
            display.enqueue(buffer)
        }
    }
}
