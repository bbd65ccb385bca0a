import PiPKernels

/// What a kernel call takes besides its frames: which build of the row kernels runs (`KernelTable`:
/// on x86-64 the baseline's or x86-64-v3's, chosen once per process by PiPVideo's `RowKernels`; on
/// arm64 the one build) and how a downscale writes its destination rows.
public struct KernelContext: Sendable {
    /// The row kernels' build.
    public var kernels: KernelTable
    /// Ordinary or streaming stores for the destination (downscales that honour it).
    public var stores: DestinationStores

    /// A context; by default this module's own build, writing through the cache.
    public init(kernels: KernelTable = .thisBuild, stores: DestinationStores = .cached) {
        self.kernels = kernels
        self.stores = stores
    }
}
