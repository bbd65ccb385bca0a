import PiPVideo

/// The cases of the rotations by 90, 180 and 270 degrees: `RotateNV12` (the local camera frame seed
/// 000 rotates every frame), `RotateI420` and `I420ToNV12Rotate` (a remote frame converted and
/// rotated in one pass). Names: `<Operation>/<strategy>/<W>x<H>/<angle>/<cache>`.
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

    /// RotateNV12's benchmarks.
    static func rotateNV12(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        OperationBenchmarks<RotateNV12>.make(
            cases(configuration, standardSizes: standardCameraSizes, standardCaches: CacheState.allCases), configuration
        ) { strategy, operationCase in
            ReadOrder.modelling(strategy, rotating: operationCase.source, by: operationCase.parameters)
                .map { ReadOrderCase($0, size: operationCase.source) }
        }
    }

    /// RotateI420's benchmarks.
    static func rotateI420(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        OperationBenchmarks<RotateI420>.make(
            cases(configuration, standardSizes: standardPlanarSizes, standardCaches: [.hot]), configuration
        ) { strategy, operationCase in
            ReadOrder.modelling(strategy, rotating: operationCase.source, by: operationCase.parameters)
                .map { ReadOrderCase($0, size: operationCase.source, planar: true) }
        }
    }

    /// I420ToNV12Rotate's benchmarks.
    static func i420ToNV12Rotate(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        OperationBenchmarks<I420ToNV12Rotate>.make(
            cases(configuration, standardSizes: standardPlanarSizes, standardCaches: [.hot]), configuration)
    }

    /// The (size, angle, cache state) cases of one operation.
    static func cases<Operation: FrameOperation>(
        _ configuration: SuiteConfiguration, standardSizes: [FrameSize], standardCaches: [CacheState]
    ) -> [OperationCase<Operation>] where Operation.Parameters == Rotation {
        var sizes = configuration.sizes, rotations = Rotation.allCases, caches = configuration.cacheStates
        if configuration.scope == .standard {
            let standard = sizes.filter(standardSizes.contains)
            sizes = standard.isEmpty ? sizes : standard
            let standardCacheStates = caches.filter(standardCaches.contains)
            caches = standardCacheStates.isEmpty ? caches : standardCacheStates
            rotations = [.degrees90]
        }
        return sizes.flatMap { size in
            rotations.flatMap { rotation in
                caches.map { OperationCase<Operation>(size, rotation, extraName: [rotation.description], cache: $0) }
            }
        }
    }
}
