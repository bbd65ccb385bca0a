/// Whether `boxScaleRotatingByThree` (ByThreeKernel.swift) takes a plane of `source` samples of
/// `channels` bytes each made `destination` (its size after the turn): a quarter turn, one or two
/// channels, the destination exactly a third of the source on both axes, at least
/// `byThreeBandSourceRows` rows and one 24-byte group a row. On x86-64 `boxScaleRotating` sends
/// such planes to it (through `RowKernels`, which picks its build; `RotatingScaleKernel` decides);
/// on arm64 they stay on the general path, which counts fewer instructions there (its ratio-3
/// rows use ld3).
@inline(__always)
func byThreeRotationApplies(source: FrameSize, channels: Int, destination: FrameSize, _ rotation: Rotation) -> Bool {
    guard rotation != .degrees180, channels == 1 || channels == 2 else { return false }
    // The destination before the turn.
    let width = destination.height, height = destination.width
    return width * 3 == source.width && height * 3 == source.height
        && source.height >= byThreeBandSourceRows && source.width * channels >= byThreeGroupBytes
}
