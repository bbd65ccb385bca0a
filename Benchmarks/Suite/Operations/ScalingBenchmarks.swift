import PiPVideo
import PiPLibYUV

/// The cases of downscaling (ScaleI420, ScaleNV12, and ScaleI420ToNV12: scale and convert at once)
/// on the sizes PiP meets (`ScalingCase`), each timed and, once while preparing, measured for
/// picture quality: `psnr_y` and `psnr_uv` against the double-precision area average of the same
/// source frame. Names: `<Operation>/<strategy>/<W>x<H>/<w>x<h>/<cache>`, with the content
/// (`zoneplate`) before the cache state when it is not the default photo mosaic.
///
/// Standard scope, on photos: every strategy of every operation runs hot on at least one case (so
/// each has a count in both instruction baselines). ScaleI420: every strategy on the headline case
/// (1080p -> 360p, or the first case) and on the 4K screen-share case (6:1); nearest, box-simd and
/// libyuv-box on the other cases; the headline case cold for box-simd and libyuv-box. ScaleNV12
/// (the camera's layout): every strategy on the camera case (720p at PiP's ratio, 1280x720 ->
/// 378x213, or the headline when the sizes have no such case), and box-simd and both libyuv box
/// paths on the headline case. ScaleI420ToNV12: every strategy on the headline case. Full scope:
/// every case, strategy and cache state on photos, plus every case and strategy hot on the zone
/// plate, for each operation.
enum ScalingBenchmarks {
    /// The sizes to scale: PiP's cases with the default sizes; with sizes of one's own (the
    /// command line's --sizes, tests), each of them halved, thirded and scaled by PiP's
    /// non-integer ratio.
    static func sizes(_ configuration: SuiteConfiguration) -> [(source: FrameSize, destination: FrameSize)] {
        configuration.sizes == SuiteConfiguration.defaultSizes
            ? ScalingCase.pictureInPictureSizes : ScalingCase.derivedSizes(from: configuration.sizes)
    }

    /// ScaleI420's benchmarks.
    static func scaleI420(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        guard configuration.scope == .standard else { return everyCase(ScaleI420.self, configuration) }
        guard let plan = StandardPlan(configuration) else { return [] }
        return benchmarks(plan.everyStrategyCases, [.hot], ScaleI420.everyStrategy, configuration)
            + benchmarks(plan.otherCases, [.hot], [ScaleI420.nearest, ScaleI420.boxSIMD, ScaleI420.libyuvBox], configuration)
            + benchmarks([plan.headline], [.cold], [ScaleI420.boxSIMD, ScaleI420.libyuvBox], configuration)
    }

    /// ScaleNV12's benchmarks.
    static func scaleNV12(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        guard configuration.scope == .standard else { return everyCase(ScaleNV12.self, configuration) }
        guard let plan = StandardPlan(configuration) else { return [] }
        let boxPaths = [ScaleNV12.boxSIMD, ScaleNV12.libyuvBox, ScaleNV12.libyuvSplitBox]
        guard let camera = plan.camera else { return benchmarks([plan.headline], [.hot], ScaleNV12.everyStrategy, configuration) }
        return benchmarks([plan.headline], [.hot], boxPaths, configuration)
            + benchmarks([camera], [.hot], ScaleNV12.everyStrategy, configuration)
    }

    /// ScaleI420ToNV12's benchmarks.
    static func scaleI420ToNV12(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        guard configuration.scope == .standard else { return everyCase(ScaleI420ToNV12.self, configuration) }
        guard let plan = StandardPlan(configuration) else { return [] }
        return benchmarks([plan.headline], [.hot], ScaleI420ToNV12.everyStrategy, configuration)
    }

    /// The standard scope's photo cases.
    private struct StandardPlan {
        /// 1080p -> 360p (or the first case, for sizes of one's own).
        let headline: ScalingCase
        /// The headline and the 4K screen share (6:1): every strategy runs on them.
        let everyStrategyCases: [ScalingCase]
        let otherCases: [ScalingCase]
        /// The local camera's 720p at PiP's ratio (`ScalingCase.camera`), when the sizes have it.
        let camera: ScalingCase?

        /// Nil when the configuration has no sizes.
        init?(_ configuration: SuiteConfiguration) {
            let photoCases = ScalingBenchmarks.sizes(configuration).map { ScalingCase(source: $0.source, destination: $0.destination) }
            guard let first = photoCases.first else { return nil }
            headline = photoCases.first {
                $0.source == ScalingCase.headline.source && $0.destination == ScalingCase.headline.destination
            } ?? first
            let headline = headline
            let everyStrategyCases = photoCases.filter { $0 == headline || ($0.source.width == 3840 && $0.destination.width == 640) }
            self.everyStrategyCases = everyStrategyCases
            otherCases = photoCases.filter { !everyStrategyCases.contains($0) }
            camera = photoCases.first { $0.source == ScalingCase.camera.source && $0.destination == ScalingCase.camera.destination }
        }
    }

    /// Full scope: every strategy on every photo case in every cache state, then on every zone-plate case hot.
    private static func everyCase<Operation: LibYUVOperation>(_: Operation.Type, _ configuration: SuiteConfiguration) -> [SuiteBenchmark]
    where Operation.Parameters == Void, Operation.Source: SourceFrame {
        let sizes = sizes(configuration)
        let photos = sizes.map { ScalingCase(source: $0.source, destination: $0.destination) }
        let zonePlates = sizes.map { ScalingCase(source: $0.source, destination: $0.destination, content: .zonePlate) }
        return benchmarks(photos, CacheState.allCases, Operation.everyStrategy, configuration)
            + benchmarks(zonePlates, [.hot], Operation.everyStrategy, configuration)
    }

    /// `strategies` on each of `scalingCases` in each of `caches` that the configuration measures.
    private static func benchmarks<Operation: LibYUVOperation>(
        _ scalingCases: [ScalingCase], _ caches: [CacheState], _ strategies: [Strategy<Operation>],
        _ configuration: SuiteConfiguration
    ) -> [SuiteBenchmark] where Operation.Parameters == Void, Operation.Source: SourceFrame {
        let cases = scalingCases.flatMap { scalingCase in
            caches.filter(configuration.cacheStates.contains).map { cache in
                OperationCase<Operation>(source: scalingCase.source, destination: scalingCase.destination, parameters: (),
                                         nameParameters: scalingCase.parameters, content: .picture(scalingCase.content),
                                         cache: cache)
            }
        }
        return OperationBenchmarks<Operation>.make(cases, strategies: strategies, configuration)
    }
}
