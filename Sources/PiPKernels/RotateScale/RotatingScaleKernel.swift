/// The kernel `boxScaleRotating` runs on a plane, on this architecture: what it dispatches on, and
/// what the suite chooses its models of the kernels' read orders (`ReadOrder`) by.
package enum RotatingScaleKernel: Sendable, Equatable {
    /// `boxScaleRotatingEightThirds`: exactly 8/3 at a quarter turn (the camera).
    case eightThirds
    /// `boxScaleRotatingByThree`: exactly 3 at a quarter turn, on x86-64 only.
    case byThree
    /// The general path: rows of the downscale into a stack band, written out by tile transposes
    /// (or sample by sample for half turns and pictures smaller than a tile).
    case general

    /// The kernel for a plane of `source` samples of `channels` bytes each made `destination`
    /// (its size after the turn) at `rotation`, by the same rules `boxScaleRotating` dispatches on.
    @inline(__always)
    package init(source: FrameSize, channels: Int, destination: FrameSize, rotation: Rotation) {
        if eightThirdsRotationApplies(source: source, channels: channels, destination: destination, rotation) {
            self = .eightThirds
            return
        }
        if KernelTable.runsByThreeRotateScale, byThreeRotationApplies(source: source, channels: channels, destination: destination, rotation) {
            self = .byThree
            return
        }
        self = .general
    }

    /// The kernel for `source` made `destination` at `rotation`.
    @inline(__always)
    init(_ source: SampleGrid, _ destination: SampleGrid, _ rotation: Rotation) {
        self.init(source: FrameSize(width: source.width, height: source.height), channels: source.channels,
                  destination: FrameSize(width: destination.width, height: destination.height), rotation: rotation)
    }
}
