/// `halve` with `box-simd`'s kernels: vector 2x2 levels and a vector box final step; the same
/// bytes as `halveScale(_:_:step:finish:)` with the plain kernels.
func halveScaleSIMD(_ source: SampleGrid, _ destination: SampleGrid) {
    halveScale(source, destination, step: boxScaleSIMD, finish: boxScaleSIMD)
}
