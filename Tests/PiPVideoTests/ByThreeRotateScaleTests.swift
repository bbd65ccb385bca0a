import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// A plane shrunk by exactly 3 on both axes at a quarter turn (1080p into 360x640) takes its own
/// kernel in `fused` on x86-64 (`boxScaleRotatingByThree`): at every size it takes, with padded
/// rows and extreme samples, `fused` writes `composed`'s bytes (the rotation, then box-simd's exact
/// area average) and nothing else (the destination's padding keeps its canary), with the build this
/// process picked (`RowKernels`). PiPKernelsTests' `ByThreeKernelTests` runs every build of the
/// kernel itself.
@Suite struct ByThreeRotateScaleTests {
    /// (source, destination after the turn, whether CbCr takes the kernel too).
    static let sizes: [(FrameSize, FrameSize, Bool)] = [
        // 1080p into a 360x640 portrait window: 15 bands of Y exactly, CbCr's last band overlaps
        // (540 rows); 20 strips of 96 bytes in both planes.
        (FrameSize(width: 1920, height: 1080), FrameSize(width: 360, height: 640), true),
        // One strip exactly in both planes (96-byte rows), three bands (Y 216 rows; CbCr 108).
        (FrameSize(width: 96, height: 216), FrameSize(width: 72, height: 32), true),
        // Strips that overlap (1500-byte rows), bands that overlap (222 rows; CbCr 750x111).
        (FrameSize(width: 1500, height: 222), FrameSize(width: 74, height: 500), true),
        // Odd sizes: Y 225x219 (225-byte rows, strips that overlap); CbCr 113x110 is not a
        // multiple of 3 and takes the general path.
        (FrameSize(width: 225, height: 219), FrameSize(width: 73, height: 75), false),
        // CbCr 117x75 (two bands that overlap by 69 rows, 234-byte rows).
        (FrameSize(width: 234, height: 150), FrameSize(width: 50, height: 78), true),
        // One band exactly (Y 72 rows); rows of 90 bytes (a strip of 72, two that overlap, and
        // 16-byte steps that overlap). CbCr has 36 rows, too few.
        (FrameSize(width: 90, height: 72), FrameSize(width: 24, height: 30), false),
        // Narrow: Y rows of 30 bytes (two 24-byte strips), CbCr rows of 30 bytes (15 pairs).
        (FrameSize(width: 30, height: 288), FrameSize(width: 96, height: 10), true),
    ]

    static let layouts = [RowLayout.tight, RowLayout(.padded(by: 5), .padded(by: 3)), RowLayout.multipleOf64]

    @Test("fused writes composed's bytes at 3:1, padding untouched", arguments: [Rotation.degrees90, .degrees270])
    func sameBytesAsComposed(rotation: Rotation) throws {
        try PlaneRotateScaleKernelChecks.expectFusedWritesComposedBytes(sizes: Self.sizes.map { ($0.0, $0.1) }, layouts: Self.layouts, rotation: rotation)
    }
}
