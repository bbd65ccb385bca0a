#if arch(x86_64)
import CCPUFeatures
import PiPKernelsX86V3
#endif
import Foundation
import PiPKernels

/// Which build of the kernels this process runs, chosen once.
///
/// The Swift kernels (PiPKernels) target baseline x86-64 (SSE2), where libyuv picks AVX2 at run
/// time. On x86-64 the same folder is also compiled for x86-64-v3 (PiPKernelsX86V3), and the
/// kernels built per instruction set (`KernelTable`: the 2:1 and 4:1 box row steps, the
/// camera's 8/3 quarter turn, the 3:1 one, `simd`'s quarter turns and I420 -> BGRA, and
/// `bilinear-simd`) run that build when the CPU supports x86-64-v3, as libyuv does;
/// never on a CPU without it. Both builds write the same bytes (the tests run both).
/// `PIPBENCH_ROW_KERNELS=x86-64` in the environment keeps the baseline build, to measure it.
public enum RowKernels {
    /// The build of the row kernels this process runs: "x86-64-v3" or "x86-64" on x86-64 (see
    /// above), else the architecture ("arm64").
    public static let build: String = {
        #if arch(x86_64)
        return usesX86V3 ? "x86-64-v3" : "x86-64"
        #elseif arch(arm64)
        return "arm64"
        #else
        return "portable"
        #endif
    }()

    /// The environment variable that chooses the baseline build on a CPU with x86-64-v3.
    public static let environmentKey = "PIPBENCH_ROW_KERNELS"

    /// Whether the CPU runs x86-64-v3 code (false on other architectures).
    public static let cpuSupportsX86V3: Bool = {
        #if arch(x86_64)
        return pip_cpu_supports_x86_64_v3() != 0
        #else
        return false
        #endif
    }()

    /// Whether calls go to the x86-64-v3 build.
    static let usesX86V3: Bool = cpuSupportsX86V3 && ProcessInfo.processInfo.environment[environmentKey] != "x86-64"

    /// The table every plane driver passes to the kernels: this process's build, chosen once.
    public static let chosen: PiPKernels.KernelTable = usesX86V3 ? x86V3 : .thisBuild

    #if arch(x86_64)
    /// The x86-64-v3 build's entries (call them only where `cpuSupportsX86V3`): its table of the
    /// spellings written for x86-64-v3 (`PiPKernels.KernelTable.x86V3`).
    public static let x86V3 = PiPKernels.KernelTable(
        boxRowStepsByTwo: PiPKernelsX86V3.KernelTable.x86V3.boxRowStepsByTwo,
        boxRowStepsByFour: PiPKernelsX86V3.KernelTable.x86V3.boxRowStepsByFour,
        boxScaleRotatingEightThirds: PiPKernelsX86V3.KernelTable.x86V3.boxScaleRotatingEightThirds,
        boxScaleRotatingByThree: PiPKernelsX86V3.KernelTable.x86V3.boxScaleRotatingByThree,
        quarterTurn: PiPKernelsX86V3.KernelTable.x86V3.quarterTurn,
        i420ToBGRA: PiPKernelsX86V3.KernelTable.x86V3.i420ToBGRA,
        bilinearScale: PiPKernelsX86V3.KernelTable.x86V3.bilinearScale)
    #else
    /// One build on this architecture.
    public static let x86V3 = PiPKernels.KernelTable.thisBuild
    #endif
}
