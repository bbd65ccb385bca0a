/// Whether `boxScaleRotatingEightThirds` (EightThirdsKernel.swift) takes a plane of `source`
/// samples of `channels` bytes each made `destination` (its size after the turn): a quarter turn,
/// source width and height multiples of 8, at least 64 rows and 16 bytes a row, and the
/// destination exactly 3/8 of the source on both axes. `boxScaleRotating` sends such planes to it
/// (through `RowKernels`, which picks its build; `RotatingScaleKernel` decides).
@inline(__always)
func eightThirdsRotationApplies(source: FrameSize, channels: Int, destination: FrameSize, _ rotation: Rotation) -> Bool {
    guard rotation != .degrees180 else { return false }
    // The destination before the turn.
    let width = destination.height, height = destination.width
    return source.width % 8 == 0 && source.height % 8 == 0 && width * 8 == source.width * 3 && height * 8 == source.height * 3
        && source.height >= eightThirdsBandSourceRows && source.width * channels >= 16
}

