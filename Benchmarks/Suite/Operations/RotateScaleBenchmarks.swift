import Harness
import PiPVideo

/// RotateScaleNV12: a camera NV12 frame rotated and box-downscaled into the PiP window in one
/// call, for every strategy. Names: `RotateScaleNV12/<strategy>/<W>x<H>/<w>x<h>/<angle>/<cache>`.
///
/// Cases: the 1280x720 camera rotated 90 degrees into the default 640x480 window, aspect-fit
/// (270x480), and 1920x1080 into 360x640. Standard scope: those two at 90 degrees, hot and cold;
/// full scope: every angle (180 keeps the window's orientation: 480x270, 640x360) and cache state.
/// Sources are the scaling benchmarks' photo mosaics as NV12 (real picture content, so PSNR means
/// something). Verified before timing: `fused` and `composed` within 1/2 of
/// `RotateScaleReference` (the exact area average of the rotated source), `libyuv` not bounded
/// (its box truncates and does not area-average CbCr at 3:1 or fractional ratios); every strategy
/// reports `psnr_y` and `psnr_uv` against that reference.
enum RotateScaleBenchmarks {
    /// One benchmark to register.
    struct Entry: Equatable {
        let strategy: String
        let source: FrameSize
        /// The destination at 90 and 270 degrees (portrait); 180 swaps it.
        let window: FrameSize
        let rotation: Rotation
        let cache: CacheState

        var destination: FrameSize {
            rotation == .degrees180 ? FrameSize(width: window.height, height: window.width) : window
        }
    }

    /// (camera size, rotated destination at 90 degrees).
    static let cameraCases = [
        (FrameSize(width: 1280, height: 720), FrameSize(width: 270, height: 480)),
        (FrameSize(width: 1920, height: 1080), FrameSize(width: 360, height: 640)),
    ]

    static func make(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        plan(configuration).map { benchmark($0, configuration) }
    }

    static func plan(_ configuration: SuiteConfiguration) -> [Entry] {
        let rotations: [Rotation] = configuration.scope == .standard ? [.degrees90] : Rotation.allCases
        var entries: [Entry] = []
        for (source, window) in cameraCases {
            for rotation in rotations {
                for cache in CacheState.allCases where configuration.cacheStates.contains(cache) {
                    entries += RotateScaleNV12Strategy.all.map {
                        Entry(strategy: $0.id, source: source, window: window, rotation: rotation, cache: cache)
                    }
                }
            }
        }
        return entries
    }

    static func descriptor(_ entry: Entry) -> BenchmarkDescriptor {
        BenchmarkDescriptor(operation: "RotateScaleNV12", strategy: entry.strategy,
                            parameters: [entry.source.description, entry.destination.description, entry.rotation.description],
                            cache: entry.cache)
    }

    /// The benchmark for one entry. No roofline, as for scaling: the destination is a few percent
    /// of the source.
    static func benchmark(_ entry: Entry, _ configuration: SuiteConfiguration) -> SuiteBenchmark {
        let descriptor = descriptor(entry)
        let benchmark = FrameBenchmark(
            name: descriptor.name, bytesPerFrame: entry.source.yuv420ByteCount + entry.destination.yuv420ByteCount,
            pixelsPerFrame: entry.destination.pixelCount, framesPerSecond: configuration.framesPerSecond
        ) { try prepare(entry, name: descriptor.name, configuration) }
        return SuiteBenchmark(descriptor: descriptor, roofline: nil, benchmark: benchmark)
    }

    static func prepare(_ entry: Entry, name: String, _ configuration: SuiteConfiguration) throws -> MeasuredWork {
        guard let strategy = RotateScaleNV12Strategy.named(entry.strategy) else {
            throw ScalingBenchmarks.UnknownStrategy(name: name)
        }
        let scalingCase = ScalingCase(source: entry.source, destination: entry.destination)
        let ring = try ScalingSources.nv12Ring(scalingCase, cache: entry.cache, configuration: configuration)
        let destination = try NV12Frame.allocate(
            size: entry.destination, rowAlignment: configuration.destinationRowAlignment, name: "destination")
        let contract: ScalingContract = entry.strategy == "libyuv" ? .none : .exactAreaAverage
        var quality: ScaleQuality?
        for (index, frame) in ring.verificationFrames.enumerated() {
            destination.y.storage.fill(with: 0xA5)
            try strategy.convert(frame, rotatedBy: entry.rotation, into: destination)
            let reference = try RotateScaleReference.convert(frame, rotatedBy: entry.rotation, to: entry.destination)
            try contract.check(name, planes: Array(destination.planes), sourcePlanes: Array(frame.planes),
                               reference: reference, twin: nil)
            if index == 0 { quality = try ScaleQuality(destination, reference: reference) }
        }
        return MeasuredWork(output: destination.y.baseAddress, counters: quality?.counters ?? [:]) { index in
            try strategy.convert(ring.frame(index), rotatedBy: entry.rotation, into: destination)
        }
    }
}
