import PiPVideo

/// The cases of I420ToBGRA: the conversion of the legacy upstream path and of seed 003, which
/// display BGRA.
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
    /// The parameter that marks video-range benchmarks.
    static let videoRangeParameter = "video-range"

    static func make(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        OperationBenchmarks<I420ToBGRA>.make(cases(configuration), configuration)
    }

    static func cases(_ configuration: SuiteConfiguration) -> [OperationCase<I420ToBGRA>] {
        let largest = FrameSize(width: 1920, height: 1080).pixelCount
        let sizes = configuration.scope == .full ? configuration.sizes : configuration.sizes.filter { $0.pixelCount <= largest }
        let ranges: [ColorRange] = configuration.scope == .full ? [.full, .video] : [.full]
        return ranges.flatMap { range in
            sizes.flatMap { size in
                configuration.cacheStates.map { cache in
                    OperationCase<I420ToBGRA>(size, range, extraName: range == .video ? [videoRangeParameter] : [], cache: cache)
                }
            }
        }
    }
}
