#if arch(x86_64)
import CCPUFeatures
import PiPVideoX86V3
#endif
import Foundation

/// The kernels built twice on x86-64, and which build this process runs.
///
/// The Swift kernels target baseline x86-64 (SSE2), where libyuv picks AVX2 at run time. The
/// loops of `BoxRowSteps.swift` and the camera's 8/3 quarter turn (`EightThirdsKernel.swift`)
/// are also compiled for x86-64-v3 (AVX2, in the PiPVideoX86V3
/// target: the same source through symbolic links, built with `-Xcc -march=x86-64-v3`), and
/// each call goes to that build when the CPU supports x86-64-v3, as libyuv does; never on a CPU
/// without it. Both builds write the same bytes (the tests run both).
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

    /// `boxRowStepsByTwo` of the build this process runs.
    @inline(__always)
    static func boxRowStepsByTwo(
        _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, outputs: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>
    ) -> Int {
        #if arch(x86_64)
        if usesX86V3 {
            return PiPVideoX86V3.boxRowStepsByTwo(firstRow, bytesPerRow: bytesPerRow, outputs: outputs, channels: channels, into: out)
        }
        #endif
        return PiPVideo.boxRowStepsByTwo(firstRow, bytesPerRow: bytesPerRow, outputs: outputs, channels: channels, into: out)
    }

    #if !arch(arm64)
    /// `boxRowStepsByFour` of the build this process runs.
    @inline(__always)
    static func boxRowStepsByFour(
        _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, outputs: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>
    ) -> Int {
        #if arch(x86_64)
        if usesX86V3 {
            return PiPVideoX86V3.boxRowStepsByFour(firstRow, bytesPerRow: bytesPerRow, outputs: outputs, channels: channels, into: out)
        }
        #endif
        return PiPVideo.boxRowStepsByFour(firstRow, bytesPerRow: bytesPerRow, outputs: outputs, channels: channels, into: out)
    }
    #endif

    /// `boxScaleRotatingEightThirds` (the camera's 8/3 quarter turn) of the build this process runs.
    @inline(__always)
    static func boxScaleRotatingEightThirds(
        _ source: SampleGrid, into destination: SampleGrid, clockwise: Bool, scratch: UnsafeMutableRawPointer
    ) {
        #if arch(x86_64)
        if usesX86V3 {
            PiPVideoX86V3.boxScaleRotatingEightThirds(
                source.base, width: source.width, height: source.height, bytesPerRow: source.bytesPerRow, channels: source.channels,
                into: destination.base, bytesPerRow: destination.bytesPerRow, clockwise: clockwise, scratch: scratch)
            return
        }
        #endif
        PiPVideo.boxScaleRotatingEightThirds(
            source.base, width: source.width, height: source.height, bytesPerRow: source.bytesPerRow, channels: source.channels,
            into: destination.base, bytesPerRow: destination.bytesPerRow, clockwise: clockwise, scratch: scratch)
    }
}
