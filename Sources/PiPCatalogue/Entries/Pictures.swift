import PiPKernels

/// The three planes of an I420 picture as the kernels take them.
public struct I420Picture {
    /// Luma.
    public var y: SampleGrid
    /// Blue-difference chroma, (w+1)/2 x (h+1)/2.
    public var u: SampleGrid
    /// Red-difference chroma, the size of `u`.
    public var v: SampleGrid

    /// The planes of one picture.
    public init(y: SampleGrid, u: SampleGrid, v: SampleGrid) {
        self.y = y
        self.u = u
        self.v = v
    }
}

/// The two planes of an NV12 picture as the kernels take them.
public struct NV12Picture {
    /// Luma.
    public var y: SampleGrid
    /// Interleaved (Cb, Cr) pairs, (w+1)/2 x (h+1)/2 pairs.
    public var cbcr: SampleGrid

    /// The planes of one picture.
    public init(y: SampleGrid, cbcr: SampleGrid) {
        self.y = y
        self.cbcr = cbcr
    }
}
