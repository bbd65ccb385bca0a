/// The kernels' plain types (`FrameSize`, `Rotation`, `ColorRange`, `SampleGrid`, `KernelTable`)
/// are part of this library's API: a module that imports PiPVideo sees them without importing
/// PiPKernels itself.
@_exported import PiPKernels
