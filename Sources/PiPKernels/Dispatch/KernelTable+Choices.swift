// What the plane kernels do differently per architecture besides calling the table's entries:
// facts of the architecture, each a constant where inlined, so that no `#if arch` stands in
// kernel code (docs/design/kernels.md, "Files per ISA").
extension KernelTable {
    /// Whether `boxScaleRotating` runs `boxScaleRotatingByThree` where it applies
    /// (`RotatingScaleKernel`): on x86-64; on arm64 the general path's ratio-3 rows count fewer
    /// instructions (docs/design/kernels.md).
    @inline(__always)
    static var runsByThreeRotateScale: Bool {
        #if arch(x86_64)
        return true
        #else
        return false
        #endif
    }

    /// `stores` as this architecture honours it (`DestinationStores`): as asked on x86-64, through
    /// the cache elsewhere (`bilinearScaleSIMD`'s exact 2:1 rows).
    @inline(__always)
    static func rowStores(_ stores: DestinationStores) -> DestinationStores {
        #if arch(x86_64)
        return stores
        #else
        return .cached
        #endif
    }
}
