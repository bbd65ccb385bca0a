/// The kernels' plain types (`FrameSize`, `Rotation`, `ColorRange`, `SampleGrid`, `KernelTable`)
/// and the words strategies are described in (`StrategyFamily`, `SourceSampling`,
/// `LibYUVReference`, `StrategyDescription`) are part of this library's API: a module that imports
/// PiPVideo sees them without importing PiPKernels or PiPStrategyModel itself.
@_exported import PiPKernels
@_exported import PiPStrategyModel
