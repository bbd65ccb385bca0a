import Harness
import PiPVideo

/// I420 -> BGRA (BT.601) for every strategy, size and cache state: the conversion of the legacy
/// upstream path and of seed 003, which display BGRA.
///
/// Names: `I420ToBGRA/<strategy>/<W>x<H>/<cache>` for full range (the default), and in the full
/// scope also `I420ToBGRA/<strategy>/<W>x<H>/video-range/<cache>`, which the summary shows as a
/// table of its own. The standard scope leaves out sizes above 1920x1080: since upstream #317 the
/// legacy path converts after downscaling to the PiP size, so 4K never reaches this conversion.
///
/// No roofline: the conversion reads 1.5 bytes and writes 4 bytes per pixel, so a memcpy of a
/// 4:2:0 frame (which reads and writes 1.5) is no bound for it, and a memcpy of 5.5 bytes per
/// pixel would be a different access pattern; `GB/s` (5.5 bytes per pixel) is the comparable rate.
enum I420ToBGRABenchmarks {
    static let operation = "I420ToBGRA"
    /// The parameter that marks video-range benchmarks.
    static let videoRangeParameter = "video-range"

    static func make(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        let largest = FrameSize(width: 1920, height: 1080).pixelCount
        let sizes = configuration.scope == .full ? configuration.sizes : configuration.sizes.filter { $0.pixelCount <= largest }
        let ranges: [ColorRange] = configuration.scope == .full ? [.full, .video] : [.full]
        return ranges.flatMap { range in
            sizes.flatMap { size in
                configuration.cacheStates.flatMap { cache in
                    I420ToBGRAStrategy.all.map { strategy in
                        make(strategy, size: size, cache: cache, range: range, configuration: configuration)
                    }
                }
            }
        }
    }

    static func make(
        _ strategy: I420ToBGRAStrategy, size: FrameSize, cache: CacheState, range: ColorRange,
        configuration: SuiteConfiguration
    ) -> SuiteBenchmark {
        let parameters = [size.description] + (range == .video ? [videoRangeParameter] : [])
        let descriptor = BenchmarkDescriptor(operation: operation, strategy: strategy.id, parameters: parameters, cache: cache)
        let benchmark = FrameBenchmark(
            name: descriptor.name, bytesPerFrame: size.yuv420ByteCount + 4 * size.pixelCount,
            pixelsPerFrame: size.pixelCount, framesPerSecond: configuration.framesPerSecond
        ) {
            let ring = try SourceRing.shared(size: size, cache: cache, configuration: configuration)
            let destination = try BGRAFrame.allocate(
                size: size, rowAlignment: configuration.destinationRowAlignment, name: "destination")
            try verify(strategy, range: range, ring: ring, destination: destination, name: descriptor.name)
            return MeasuredWork(output: destination.pixels.baseAddress) { index in
                try strategy.convert(ring.frame(index), into: destination, range: range)
            }
        }
        return SuiteBenchmark(descriptor: descriptor, roofline: nil, benchmark: benchmark)
    }

    /// Runs the strategy on the ring's first and last frames and compares with the double-precision
    /// reference: B, G, R within the strategy's tolerance (1, or 3 for libyuv's video range), A exact.
    static func verify(
        _ strategy: I420ToBGRAStrategy, range: ColorRange, ring: FrameRing<I420Frame>, destination: BGRAFrame, name: String
    ) throws {
        let expected = try BGRAFrame.allocate(size: destination.size, rowAlignment: .tight, name: "reference")
        for frame in ring.verificationFrames {
            destination.pixels.storage.fill(with: 0xA5)
            try I420ToBGRAReference.convert(frame, into: expected, range: range)
            try strategy.convert(frame, into: destination, range: range)
            if let difference = destination.firstDifference(from: expected, colorTolerance: strategy.tolerance(for: range)) {
                throw VerificationError(
                    benchmark: name, plane: "\(destination.pixels.name) (\(difference), beyond +-\(strategy.tolerance(for: range)))",
                    x: difference.x, y: difference.y)
            }
        }
    }
}
