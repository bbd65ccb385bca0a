import PiPCatalogue

extension I420Picture {
    /// The planes of `frame` as the kernels take them.
    init(_ frame: I420Frame) {
        self.init(y: SampleGrid(frame.y), u: SampleGrid(frame.u), v: SampleGrid(frame.v))
    }
}

extension NV12Picture {
    /// The planes of `frame` as the kernels take them.
    init(_ frame: NV12Frame) {
        self.init(y: SampleGrid(frame.y), cbcr: SampleGrid(frame.cbcr))
    }
}

extension RowKernels {
    /// What a kernel call of this process takes: the chosen build of the row kernels (`chosen`),
    /// and `stores` for the destination.
    static func context(stores: DestinationStores = .cached) -> KernelContext {
        KernelContext(kernels: chosen, stores: stores)
    }
}
