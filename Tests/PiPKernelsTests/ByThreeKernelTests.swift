import Testing
@testable import PiPKernels

/// A plane shrunk by exactly 3 on both axes at a quarter turn (1080p into 360x640) has its own
/// kernel (`boxScaleRotatingByThree`): its division, which planes it takes, and that at every size
/// it takes, with padded rows and extreme samples, every build of it writes the rotation followed
/// by box-simd's exact area average. (PiPVideo's tests check the `fused` strategy, which runs it on
/// x86-64, against `composed`.)
@Suite struct ByThreeKernelTests {
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

    /// Whether the kernel takes `from` made `to` at `rotation` (its own rule, on every architecture;
    /// `boxScaleRotating` gives such planes to it on x86-64 only).
    static func kernelTakes(_ from: RotateScaleKernelBuilds.PlaneShape, _ to: RotateScaleKernelBuilds.PlaneShape, _ rotation: Rotation) -> Bool {
        byThreeRotationApplies(source: FrameSize(width: from.width, height: from.height), channels: from.channels,
                               destination: FrameSize(width: to.width, height: to.height), rotation)
    }

    /// The kernel `boxScaleRotating` runs on `from` made `to` at `rotation`.
    static func kernelRun(_ from: RotateScaleKernelBuilds.PlaneShape, _ to: RotateScaleKernelBuilds.PlaneShape, _ rotation: Rotation) -> RotatingScaleKernel {
        RotatingScaleKernel(source: FrameSize(width: from.width, height: from.height), channels: from.channels,
                            destination: FrameSize(width: to.width, height: to.height), rotation: rotation)
    }

    @Test("(n + 4) / 9 by multiply-high is exact for every sum of 9 bytes")
    func roundedNinthIsExact() {
        let divisor = ExactDivisor(9)
        for first in stride(from: 0, through: largestNineByteSum, by: 8) {
            let lanes = SIMD8<UInt16>((0..<8).map { UInt16(min(first + $0, largestNineByteSum)) })
            let quotients = roundedNinth(lanes)
            for lane in 0..<8 {
                #expect(UInt64(quotients[lane]) == divisor.roundedQuotient(UInt64(lanes[lane])), "sum \(lanes[lane])")
            }
        }
    }

    @Test("the kernel takes the planes these sizes are for, and only quarter turns")
    func takesTheCases() {
        for (sourceSize, size, chroma) in Self.sizes {
            let source = nv12Planes(sourceSize), destination = nv12Planes(size)
            for rotation in Rotation.allCases {
                let quarterTurn = rotation != .degrees180
                #expect(Self.kernelTakes(source[0], destination[0], rotation) == quarterTurn, "\(sourceSize) Y \(rotation)")
                #expect(Self.kernelTakes(source[1], destination[1], rotation) == (quarterTurn && chroma), "\(sourceSize) CbCr \(rotation)")
                #expect(Self.kernelRun(source[0], destination[0], rotation) != .eightThirds)
                // `boxScaleRotating` runs it where it applies on x86-64; on arm64 the general path.
                #if arch(x86_64)
                let taken = RotatingScaleKernel.byThree
                #else
                let taken = RotatingScaleKernel.general
                #endif
                #expect(Self.kernelRun(source[0], destination[0], rotation) == (quarterTurn ? taken : .general), "\(sourceSize) Y \(rotation)")
            }
        }
        // A third on one axis only, too few rows for a band, and a row shorter than a group go
        // to the general kernel.
        #expect(!Self.kernelTakes((1920, 1080, 1), (360, 480, 1), .degrees90))
        #expect(!Self.kernelTakes((96, 69, 1), (23, 32, 1), .degrees90))
        #expect(!Self.kernelTakes((21, 96, 1), (32, 7, 1), .degrees90))
    }

    /// Each build of the kernel this machine can run, by name.
    static var builds: [(String, RotateScaleKernelBuilds.Kernel)] {
        var x86V3: RotateScaleKernelBuilds.Kernel?
        #if arch(x86_64)
        if X86V3Build.runsHere { x86V3 = X86V3Build.boxScaleRotatingByThree }
        #endif
        return RotateScaleKernelBuilds.builds(thisBuild: {
            PiPKernels.boxScaleRotatingByThree($0, width: $1, height: $2, bytesPerRow: $3, channels: $4,
                                               into: $5, bytesPerRow: $6, clockwise: $7, scratch: $8)
        }, x86V3: x86V3)
    }

    @Test("every build of the kernel writes the rotation then box-simd's bytes, plane by plane", arguments: [Rotation.degrees90, .degrees270])
    func everyBuild(rotation: Rotation) {
        #if arch(x86_64)
        #expect(Self.builds.count == (X86V3Build.runsHere ? 2 : 1))
        #endif
        let planes = RotateScaleKernelBuilds.expectEveryBuildWritesRotatedThenScaled(
            builds: Self.builds, sizes: Self.sizes.map { ($0.0, $0.1) }, rotation: rotation,
            scratchByteCount: PiPKernels.byThreeScratchByteCount, takes: Self.kernelTakes)
        #expect(planes == 2 * Self.builds.count * (Self.sizes.count + Self.sizes.filter { $0.2 }.count))
    }
}
