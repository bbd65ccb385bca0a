import PiPKernels

extension SampleGrid {
    /// The samples of a validated plane, as the kernels take them.
    public init(_ plane: Plane) {
        self.init(base: plane.bytes, width: plane.width, height: plane.height, bytesPerRow: plane.bytesPerRow,
                  channels: plane.bytesPerSample)
    }
}
