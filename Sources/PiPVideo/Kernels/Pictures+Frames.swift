import PiPCatalogue

extension I420Picture {
    /// The planes of `frame` as the kernels take them.
    @inline(__always)
    init(_ frame: I420Frame) {
        self.init(y: SampleGrid(frame.y), u: SampleGrid(frame.u), v: SampleGrid(frame.v))
    }
}

extension NV12Picture {
    /// The planes of `frame` as the kernels take them.
    @inline(__always)
    init(_ frame: NV12Frame) {
        self.init(y: SampleGrid(frame.y), cbcr: SampleGrid(frame.cbcr))
    }
}

extension RowKernels {
    /// What a kernel call of this process takes: the chosen build of the row kernels (`chosen`),
    /// writing through the cache. Made once: a call borrows it (a context made per call would copy
    /// the table's entries, a retain each, into every frame's count).
    static let context = KernelContext(kernels: chosen)
    /// `context` with streaming stores for the destination (downscales past the core's cache).
    static let streamingContext = KernelContext(kernels: chosen, stores: .streaming)
}
