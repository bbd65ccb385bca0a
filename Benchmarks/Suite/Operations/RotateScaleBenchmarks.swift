import PiPVideo

/// The cases of RotateScaleNV12: a camera NV12 frame rotated and box-downscaled into the PiP
/// window in one call. Names: `RotateScaleNV12/<strategy>/<W>x<H>/<w>x<h>/<angle>/<cache>`.
///
/// Cases: the 1280x720 camera rotated 90 degrees into the default 640x480 window, aspect-fit
/// (270x480), and 1920x1080 into 360x640. Standard scope: those two at 90 degrees, hot and cold;
/// full scope: every angle (180 keeps the window's orientation: 480x270, 640x360) and cache state.
/// Sources are the scaling benchmarks' photo mosaics as NV12 (real picture content, so PSNR means
/// something).
enum RotateScaleBenchmarks {
    /// (camera size, rotated destination at 90 degrees).
    static let cameraCases = [
        (FrameSize(width: 1280, height: 720), FrameSize(width: 270, height: 480)),
        (FrameSize(width: 1920, height: 1080), FrameSize(width: 360, height: 640)),
    ]

    static func make(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        OperationBenchmarks<RotateScaleNV12>.make(cases(configuration), configuration) { strategy, operationCase in
            ReadOrder.modelling(strategy, scaling: operationCase.source, to: operationCase.destination, by: operationCase.parameters)
                .map { ReadOrderCase($0, size: operationCase.source) }
        }
    }

    static func cases(_ configuration: SuiteConfiguration) -> [OperationCase<RotateScaleNV12>] {
        let rotations: [Rotation] = configuration.scope == .standard ? [.degrees90] : Rotation.allCases
        return cameraCases.filter { configuration.runs(sourceSize: $0.0) }.flatMap { source, window in
            rotations.flatMap { rotation in
                // The window at 90 and 270 degrees (portrait); a half turn keeps it landscape.
                let destination = rotation == .degrees180 ? FrameSize(width: window.height, height: window.width) : window
                return CacheState.allCases.filter(configuration.cacheStates.contains).map { cache in
                    OperationCase<RotateScaleNV12>(
                        source: source, destination: destination, parameters: rotation,
                        nameParameters: [source.description, destination.description, rotation.description],
                        content: .picture(.photo), cache: cache)
                }
            }
        }
    }
}
