import PiPKernels

/// `PiPKernels.simdI420ToBGRA(y:u:v:into:_:)` in the build this process chose (`RowKernels.chosen`:
/// on x86-64-v3, `wideStepI420ToBGRA`). Declared here with the kernel's own signature, it is the
/// one PiPVideo's calls reach (a module's own declaration hides an imported one of the same
/// signature), so the `simd` strategy of `I420ToBGRA` runs the chosen build as the other
/// operations' strategies do through their `kernels:` argument.
func simdI420ToBGRA(y: SampleGrid, u: SampleGrid, v: SampleGrid, into bgra: SampleGrid, _ range: ColorRange) {
    PiPKernels.simdI420ToBGRA(y: y, u: u, v: v, into: bgra, range, kernels: RowKernels.chosen)
}
