import PiPKernels

// The kernels PiPVideo's strategy catalogue calls without a `kernels:` argument, run in the build
// this process chose (`RowKernels.chosen`). Declared here with each kernel's own signature, they
// are the ones PiPVideo's calls reach (a module's own declaration hides an imported one of the
// same signature), so those strategies run the chosen build as the other operations' strategies
// do through their `kernels:` argument.

/// `PiPKernels.simdI420ToBGRA(y:u:v:into:_:)` in the chosen build (on x86-64-v3, `wideStepI420ToBGRA`).
func simdI420ToBGRA(y: SampleGrid, u: SampleGrid, v: SampleGrid, into bgra: SampleGrid, _ range: ColorRange) {
    PiPKernels.simdI420ToBGRA(y: y, u: u, v: v, into: bgra, range, kernels: RowKernels.chosen)
}

