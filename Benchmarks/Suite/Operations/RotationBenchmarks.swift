import Harness
import PiPVideo

/// Rotations by 90, 180 and 270 degrees: `RotateNV12` (the local camera frame seed 000 rotates
/// every frame), `RotateI420` and `I420ToNV12Rotate` (a remote frame converted and rotated in one
/// pass). Names: `<Operation>/<strategy>/<W>x<H>/<angle>/<cache>`.
///
/// The standard scope keeps the default run short: 90 degrees only; RotateNV12 at 1280x720,
/// 1920x1080 and 1279x719 (odd, padded rows) in every cache state; the I420 operations at 1920x1080,
/// hot. Configured sizes outside those lists are ignored, unless none of the configured sizes is in
/// a list: then (for example `--sizes 640x360`) the configured sizes are used. The full scope
/// registers every angle, configured size and cache state.
enum RotationBenchmarks {
    static let standardCameraSizes = [FrameSize(width: 1280, height: 720), FrameSize(width: 1920, height: 1080),
                                      FrameSize(width: 1279, height: 719)]
    static let standardPlanarSizes = [FrameSize(width: 1920, height: 1080)]

    static func make(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        let camera = cases(configuration, standardSizes: standardCameraSizes, standardCaches: CacheState.allCases)
        let planar = cases(configuration, standardSizes: standardPlanarSizes, standardCaches: [.hot])
        return camera.flatMap { size, rotation, cache in
            RotateNV12Strategy.all.map { rotateNV12($0, size, rotation, cache, configuration) }
        } + planar.flatMap { size, rotation, cache in
            RotateI420Strategy.all.map { rotateI420($0, size, rotation, cache, configuration) }
                + I420ToNV12RotateStrategy.all.map { i420ToNV12Rotate($0, size, rotation, cache, configuration) }
        }
    }

    /// The (size, angle, cache state) cases to register for one operation.
    static func cases(
        _ configuration: SuiteConfiguration, standardSizes: [FrameSize], standardCaches: [CacheState]
    ) -> [(FrameSize, Rotation, CacheState)] {
        var sizes = configuration.sizes, rotations = Rotation.allCases, caches = configuration.cacheStates
        if configuration.scope == .standard {
            let standard = sizes.filter(standardSizes.contains)
            sizes = standard.isEmpty ? sizes : standard
            let standardCacheStates = caches.filter(standardCaches.contains)
            caches = standardCacheStates.isEmpty ? caches : standardCacheStates
            rotations = [.degrees90]
        }
        return sizes.flatMap { size in rotations.flatMap { rotation in caches.map { (size, rotation, $0) } } }
    }

    static func rotateNV12(
        _ strategy: RotateNV12Strategy, _ size: FrameSize, _ rotation: Rotation, _ cache: CacheState, _ configuration: SuiteConfiguration
    ) -> SuiteBenchmark {
        benchmark("RotateNV12", strategy.id, size, rotation, cache, configuration) { name in
            let ring = try CameraRing.shared(size: size, cache: cache, configuration: configuration)
            let destination = try NV12Frame.allocate(
                size: rotation.rotatedSize(of: size), rowAlignment: configuration.destinationRowAlignment, name: "destination")
            try verify(strategy, rotation, ring: ring, destination: destination, name: name)
            return MeasuredWork(output: destination.y.baseAddress) { index in
                try strategy.rotate(ring.frame(index), by: rotation, into: destination)
            }
        }
    }

    static func rotateI420(
        _ strategy: RotateI420Strategy, _ size: FrameSize, _ rotation: Rotation, _ cache: CacheState, _ configuration: SuiteConfiguration
    ) -> SuiteBenchmark {
        benchmark("RotateI420", strategy.id, size, rotation, cache, configuration) { name in
            let ring = try SourceRing.shared(size: size, cache: cache, configuration: configuration)
            let destination = try I420Frame.allocate(
                size: rotation.rotatedSize(of: size), rowAlignment: configuration.destinationRowAlignment, name: "destination")
            try verify(strategy, rotation, ring: ring, destination: destination, name: name)
            return MeasuredWork(output: destination.y.baseAddress) { index in
                try strategy.rotate(ring.frame(index), by: rotation, into: destination)
            }
        }
    }

    static func i420ToNV12Rotate(
        _ strategy: I420ToNV12RotateStrategy, _ size: FrameSize, _ rotation: Rotation, _ cache: CacheState,
        _ configuration: SuiteConfiguration
    ) -> SuiteBenchmark {
        benchmark("I420ToNV12Rotate", strategy.id, size, rotation, cache, configuration) { name in
            let ring = try SourceRing.shared(size: size, cache: cache, configuration: configuration)
            let destination = try NV12Frame.allocate(
                size: rotation.rotatedSize(of: size), rowAlignment: configuration.destinationRowAlignment, name: "destination")
            try verify(strategy, rotation, ring: ring, destination: destination, name: name)
            return MeasuredWork(output: destination.y.baseAddress) { index in
                try strategy.convert(ring.frame(index), rotatedBy: rotation, into: destination)
            }
        }
    }

    /// A benchmark that reads and writes one 4:2:0 frame of `size` per iteration, held against the
    /// memcpy of the same bytes. `prepare` receives the benchmark's name.
    private static func benchmark(
        _ operation: String, _ strategy: String, _ size: FrameSize, _ rotation: Rotation, _ cache: CacheState,
        _ configuration: SuiteConfiguration, prepare: @escaping @Sendable (String) throws -> MeasuredWork
    ) -> SuiteBenchmark {
        let descriptor = BenchmarkDescriptor(
            operation: operation, strategy: strategy, parameters: [size.description, rotation.description], cache: cache)
        let benchmark = FrameBenchmark(
            name: descriptor.name, bytesPerFrame: 2 * size.yuv420ByteCount, pixelsPerFrame: size.pixelCount,
            framesPerSecond: configuration.framesPerSecond
        ) { try prepare(descriptor.name) }
        return SuiteBenchmark(descriptor: descriptor, roofline: MemcpyBenchmarks.descriptor(size: size, cache: cache), benchmark: benchmark)
    }
}
