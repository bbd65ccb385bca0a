import Testing
@testable import PiPKernels

/// The camera's ratio, 8/3 on both axes at a quarter turn, has its own kernel
/// (`boxScaleRotatingEightThirds`): which planes it takes, and that at every size it takes, with
/// padded rows and extreme samples, every build of it writes the rotation followed by box-simd's
/// exact area average. (PiPVideo's tests check the `fused` strategy, which runs it, against
/// `composed`.)
@Suite struct EightThirdsKernelTests {
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

    /// Whether `boxScaleRotating` gives the plane `from` made `to` at `rotation` to this kernel.
    static func kernelTakes(_ from: RotateScaleKernelBuilds.PlaneShape, _ to: RotateScaleKernelBuilds.PlaneShape, _ rotation: Rotation) -> Bool {
        RotatingScaleKernel(source: FrameSize(width: from.width, height: from.height), channels: from.channels,
                            destination: FrameSize(width: to.width, height: to.height), rotation: rotation) == .eightThirds
    }

    @Test("the kernel takes the planes these sizes are for, and only quarter turns")
    func takesTheCases() {
        for (index, (sourceSize, size)) in Self.sizes.enumerated() {
            let source = nv12Planes(sourceSize), destination = nv12Planes(size)
            for rotation in Rotation.allCases {
                let quarterTurn = rotation != .degrees180
                #expect(Self.kernelTakes(source[0], destination[0], rotation) == quarterTurn, "\(sourceSize) Y \(rotation)")
                #expect(Self.kernelTakes(source[1], destination[1], rotation) == (quarterTurn && index < 3), "\(sourceSize) CbCr \(rotation)")
            }
        }
        // 3/8 on one axis only, and too few rows for a band, go to the general kernel.
        #expect(!Self.kernelTakes((1280, 720, 1), (240, 480, 1), .degrees90))
        #expect(!Self.kernelTakes((128, 56, 1), (21, 48, 1), .degrees90))
    }

    /// Each build of the kernel this machine can run, by name.
    static var builds: [(String, RotateScaleKernelBuilds.Kernel)] {
        var x86V3: RotateScaleKernelBuilds.Kernel?
        #if arch(x86_64)
        if X86V3Build.runsHere { x86V3 = X86V3Build.boxScaleRotatingEightThirds }
        #endif
        return RotateScaleKernelBuilds.builds(thisBuild: {
            PiPKernels.boxScaleRotatingEightThirds($0, width: $1, height: $2, bytesPerRow: $3, channels: $4,
                                                   into: $5, bytesPerRow: $6, clockwise: $7, scratch: $8)
        }, x86V3: x86V3)
    }

    @Test("every build of the kernel writes the rotation then box-simd's bytes, plane by plane", arguments: [Rotation.degrees90, .degrees270])
    func everyBuild(rotation: Rotation) {
        #if arch(x86_64)
        #expect(Self.builds.count == (X86V3Build.runsHere ? 2 : 1))
        #endif
        let planes = RotateScaleKernelBuilds.expectEveryBuildWritesRotatedThenScaled(
            builds: Self.builds, sizes: Self.sizes, rotation: rotation, scratchByteCount: PiPKernels.eightThirdsScratchByteCount,
            takes: Self.kernelTakes)
        // Y of every size, CbCr of the first three; random and flat.
        #expect(planes == 2 * Self.builds.count * (Self.sizes.count + 3))
    }
}
