/// Whether `boxScaleRotatingByThree` (ByThreeKernel.swift) takes this plane: a quarter turn, one
/// or two channels, the destination exactly a third of the source on both axes (after the turn),
/// at least `byThreeBandSourceRows` rows and one 24-byte group a row. `boxScaleRotating` sends such
/// planes to it (through `RowKernels`, which picks its build).
func byThreeRotationApplies(_ source: SampleGrid, _ destination: SampleGrid, _ rotation: Rotation) -> Bool {
    guard rotation != .degrees180, source.channels == 1 || source.channels == 2 else { return false }
    // The destination before the turn.
    let width = destination.height, height = destination.width
    return width * 3 == source.width && height * 3 == source.height
        && source.height >= byThreeBandSourceRows && source.rowBytes >= byThreeGroupBytes
}
