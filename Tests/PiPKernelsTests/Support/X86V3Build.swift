#if arch(x86_64)
import CCPUFeatures
import PiPKernelsX86V3

/// The second build of the kernels on x86-64 (PiPKernelsX86V3: the same folder compiled for
/// x86-64-v3), the other side of the build-against-build tests. Its entries are called only where
/// `runsHere`. (Only this file imports that module: every name in it is also PiPKernels'.)
enum X86V3Build {
    /// Whether this CPU runs x86-64-v3 code.
    static let runsHere = pip_cpu_supports_x86_64_v3() != 0

    /// The x86-64-v3 build's `KernelTable` entries (its `x86V3` table, as `RowKernels` takes them), as plain function types (the entries' type
    /// names are this module's and PiPKernels' alike).
    static let boxRowStepsByTwo: @Sendable (UnsafeMutablePointer<UInt8>, Int, Int, Int, Int, UnsafeMutablePointer<UInt8>, Int, Bool) -> Int =
        KernelTable.x86V3.boxRowStepsByTwo
    static let boxRowStepsByFour: @Sendable (UnsafeMutablePointer<UInt8>, Int, Int, Int, Int, UnsafeMutablePointer<UInt8>, Int, Bool) -> Int =
        KernelTable.x86V3.boxRowStepsByFour
    static let boxScaleRotatingEightThirds: @Sendable (
        UnsafePointer<UInt8>, Int, Int, Int, Int, UnsafeMutablePointer<UInt8>, Int, Bool, UnsafeMutableRawPointer
    ) -> Void = KernelTable.x86V3.boxScaleRotatingEightThirds
    static let boxScaleRotatingByThree: @Sendable (
        UnsafePointer<UInt8>, Int, Int, Int, Int, UnsafeMutablePointer<UInt8>, Int, Bool, UnsafeMutableRawPointer
    ) -> Void = KernelTable.x86V3.boxScaleRotatingByThree
    static let quarterTurn: @Sendable (UnsafePointer<UInt8>, Int, Int, Int, Int, UnsafeMutablePointer<UInt8>, Int, Bool) -> Void =
        KernelTable.x86V3.quarterTurn
    static let i420ToBGRA: @Sendable (
        UnsafePointer<UInt8>, Int, UnsafePointer<UInt8>, Int, UnsafePointer<UInt8>, Int, Int, Int, UnsafeMutablePointer<UInt8>, Int, Bool
    ) -> Void = KernelTable.x86V3.i420ToBGRA
    static let bilinearScale: @Sendable (UnsafePointer<UInt8>, Int, Int, Int, Int, UnsafeMutablePointer<UInt8>, Int, Int, Int, Bool) -> Void =
        KernelTable.x86V3.bilinearScale
}
#endif
