import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// The camera's ratio, 8/3 on both axes at a quarter turn, takes its own kernel in `fused`
/// (`boxScaleRotatingEightThirds`): at every size it takes, with padded rows and extreme samples,
/// `fused` writes `composed`'s bytes (the rotation, then box-simd's exact area average) and nothing
/// else (the destination's padding keeps its canary), with the build this process picked
/// (`RowKernels`). PiPKernelsTests' `EightThirdsKernelTests` runs every build of the kernel itself.
@Suite struct EightThirdsRotateScaleTests {
    /// (source, destination after the turn).
    static let sizes: [(FrameSize, FrameSize)] = [
        // The camera: 1280x720 into a 270x480 portrait window; CbCr 640x360 -> 240x135 before the turn.
        (FrameSize(width: 1280, height: 720), FrameSize(width: 270, height: 480)),
        // Three strips (96-byte) and two bands that overlap, in both planes (CbCr 136x72 -> 51x27).
        (FrameSize(width: 272, height: 144), FrameSize(width: 54, height: 102)),
        // Two strips overlapping by 64 bytes in both planes; Y two whole bands, CbCr (64x64 -> 24x24) one.
        (FrameSize(width: 128, height: 128), FrameSize(width: 48, height: 48)),
        // One strip and one band exactly, in both planes (CbCr 48x32 -> 18x12 is too short: Y only).
        (FrameSize(width: 96, height: 64), FrameSize(width: 24, height: 36)),
        // Y only (rows of 33 groups: the last 16-byte step overlaps); CbCr 132x68 is not a multiple of 8.
        (FrameSize(width: 264, height: 136), FrameSize(width: 51, height: 99)),
    ]

    static let layouts = [RowLayout.tight, RowLayout(.padded(by: 5), .padded(by: 3)), RowLayout.multipleOf64]

    @Test("fused writes composed's bytes at 8/3, padding untouched", arguments: [Rotation.degrees90, .degrees270])
    func sameBytesAsComposed(rotation: Rotation) throws {
        try PlaneRotateScaleKernelChecks.expectFusedWritesComposedBytes(sizes: Self.sizes, layouts: Self.layouts, rotation: rotation)
    }
}
