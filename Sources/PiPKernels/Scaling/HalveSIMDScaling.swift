/// `halve` with `box-simd`'s kernels: vector 2x2 levels and a vector box final step; the same
/// bytes as `halveScale(_:_:step:finish:)` with the plain kernels.
public func halveScaleSIMD(_ source: SampleGrid, _ destination: SampleGrid, kernels: KernelTable = .thisBuild) {
    halveScale(source, destination, step: { boxScaleSIMD($0, $1, kernels: kernels) }, finish: { boxScaleSIMD($0, $1, kernels: kernels) })
}
