// Stand-in for `RowKernels` (Sources/PiPVideo/Scaling/RowKernels.swift) in the Embedded build of
// the kernels: that file picks between two builds of `BoxRowSteps.swift` and `EightThirdsKernel.swift` by CPU features and the
// environment (Foundation); here there is one build, so each call goes straight to it.

enum RowKernels {
    @inline(__always)
    static func boxRowStepsByTwo(
        _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, outputs: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>
    ) -> Int {
        PiPKernels.boxRowStepsByTwo(firstRow, bytesPerRow: bytesPerRow, outputs: outputs, channels: channels, into: out)
    }

    #if !arch(arm64)
    @inline(__always)
    static func boxRowStepsByFour(
        _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, outputs: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>
    ) -> Int {
        PiPKernels.boxRowStepsByFour(firstRow, bytesPerRow: bytesPerRow, outputs: outputs, channels: channels, into: out)
    }
    #endif

    @inline(__always)
    static func boxScaleRotatingEightThirds(
        _ source: SampleGrid, into destination: SampleGrid, clockwise: Bool, scratch: UnsafeMutableRawPointer
    ) {
        PiPKernels.boxScaleRotatingEightThirds(
            source.base, width: source.width, height: source.height, bytesPerRow: source.bytesPerRow, channels: source.channels,
            into: destination.base, bytesPerRow: destination.bytesPerRow, clockwise: clockwise, scratch: scratch)
    }
}
